import { vi } from 'vitest';

/** One request the app made, as the API would see it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** A fixed reply, or a function of the request (may return a promise to hold the answer back). */
export type Handler = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/** `"POST /api/auth/login"` → how to answer it. */
export type Handlers = Record<string, Handler>;

/**
 * Replaces `fetch` with a fake API that answers per method and path, and records every request.
 * Requests nobody expected get a 404 and are listed in `unhandled`, so a test can assert none.
 */
export function mockApi(initial: Handlers = {}) {
  const handlers: Handlers = { ...initial };
  const requests: RecordedRequest[] = [];
  const unhandled: string[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    let reply: Reply;
    if (!handler) {
      unhandled.push(key);
      reply = { status: 404, body: { success: false, code: 'NOT_FOUND', message: `No mock for ${key}` } };
    } else {
      reply = typeof handler === 'function' ? await handler(request) : handler;
    }
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const status = reply.status ?? 200;
    const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    requests,
    unhandled,
    /** Sets or replaces the answer to one method and path. */
    on(key: string, handler: Handler) {
      handlers[key] = handler;
    },
    /** The requests made to one method and path, in order. */
    callsTo(key: string): RecordedRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

export type ApiMock = ReturnType<typeof mockApi>;

/** A promise to resolve from the test, to hold a reply while asserting the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The API's error body (shared/errors.ts). */
export const errorReply = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { success: false, code, message, ...(fields ? { fields } : {}) },
});

/** The answers of a signed-out visitor, the usual starting point. */
export const signedOut: Handlers = {
  'GET /api/user/loggedIn': { body: { status: false } },
};

/**
 * Ada Lovelace's details: 18 or older, and she has already seen the AI disclosure, so the
 * dashboard's safety popups stay out of the way of tests about other things.
 */
export const ADA = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  provider: 'Email',
  ageConfirmation: 'adult',
  disclosureSeenAt: '2026-11-01T09:00:00.000Z',
} as const;

/** The answers of a signed-in user named Ada Lovelace, who has no plan and no chats yet. */
export const signedIn: Handlers = {
  'GET /api/user/loggedIn': { body: { status: true } },
  'GET /api/user/': { body: ADA },
  'GET /api/auth/logout': { body: { success: true, message: 'Logged out' } },
  'POST /api/auth/refresh': { body: { success: true, message: 'Session refreshed' } },
  'GET /api/bot/get-all-chats': { body: { success: true, data: [] } },
};

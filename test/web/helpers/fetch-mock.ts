import { vi } from 'vitest';
import { browserToday } from '../../../web/src/lib/time-zone';

/** One request the app made, as the API would see it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The parsed JSON body, if any; a body that is not JSON (a form post) as its text. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** A streamed answer: its bytes, sent as `application/x-ndjson` in place of `body`. */
  stream?: ReadableStream<Uint8Array>;
}

/**
 * The answer's stream as the browser's fetch gives it: aborting the request errors a read that is
 * under way, as a real connection closed by the page would.
 */
function abortable(stream: ReadableStream<Uint8Array>, signal: AbortSignal | null | undefined): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
        void reader.cancel().catch(() => {});
      });
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/**
 * A fixed reply, or a function of the request (may return a promise to hold the answer back). A
 * function also sees the other handlers, to answer consistently with them.
 */
export type Handler = Reply | ((request: RecordedRequest, handlers: Handlers) => Reply | Promise<Reply>);

/** `"POST /api/auth/login"` → how to answer it. */
export type Handlers = Record<string, Handler>;

const jsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

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
      body: text ? jsonOrText(text) : undefined,
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
      reply = typeof handler === 'function' ? await handler(request, handlers) : handler;
    }
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const status = reply.status ?? 200;
    if (reply.stream) {
      return new Response(abortable(reply.stream, init.signal), { status, headers: { 'content-type': 'application/x-ndjson' } });
    }
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
 * Ada Lovelace's details: 18 or older, on the Basic plan, and she has already seen the AI
 * disclosure, so the dashboard's safety popups and the plan popup stay out of the way of tests
 * about other things.
 */
export const ADA = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  provider: 'Email',
  plan: 'Basic',
  ageConfirmation: 'adult',
  // Seen and here a moment ago, whenever the tests run: a fixed date would fall into the
  // disclosure's 3-hour rule (shared/disclosure.ts) as time passes.
  disclosureSeenAt: new Date().toISOString(),
  lastActiveAt: new Date().toISOString(),
} as const;

type Plan = 'Basic' | 'Premium';

/** GET /api/user/stripe-status with a plan; Premium is an active subscription unless overridden. */
export const statusReply = (plan: Plan, overrides: Record<string, unknown> = {}): Reply => ({
  body: { success: true, data: { currentPlan: plan, status: plan === 'Premium' ? 'active' : 'none', ...overrides } },
});

/** GET /api/user/stripe-status before any plan is chosen. */
export const noPlanReply: Reply = errorReply(400, 'NO_PLAN', 'Please choose a plan.');

/**
 * GET /api/user/stripe-status as the server answers it for the profile GET /api/user/ gives: the
 * stored plan, or 400 NO_PLAN without one. A profile answered by a function counts as Ada's.
 */
export const statusOfProfile: Handler = (_request, handlers) => {
  const profile = handlers['GET /api/user/'];
  const plan = profile && typeof profile !== 'function' ? (profile.body as { plan?: Plan | null } | undefined)?.plan : ADA.plan;
  return plan ? statusReply(plan) : noPlanReply;
};

/** The Stripe price ids GET /api/config names (made up, in Stripe's shape). */
export const PRICE_IDS = {
  Basic: { monthly: 'price_basic_monthly', annual: 'price_basic_annual' },
  Premium: { monthly: 'price_premium_monthly', annual: 'price_premium_annual' },
} as const;

export const configReply: Reply = {
  body: {
    firebase: { apiKey: 'test-key', authDomain: 'localhost', projectId: 'demo-test' },
    prices: PRICE_IDS,
    botCheck: { siteKey: 'test-site-key', scriptUrl: '/dev/bot-check/api.js' },
  },
};

/** The answers of a signed-in user named Ada Lovelace, on the Basic plan, with no chats yet. */
export const signedIn: Handlers = {
  'GET /api/user/loggedIn': { body: { status: true } },
  'GET /api/user/': { body: ADA },
  'GET /api/user/stripe-status': statusOfProfile,
  'GET /api/payment/free-trial': { body: { success: true, trialAvailable: true } },
  'GET /api/config': configReply,
  'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } },
  'POST /api/auth/refresh': { body: { success: true, message: 'Session refreshed' } },
  'GET /api/bot/get-all-chats': { body: { success: true, data: [] } },
  // Early detection: no check-in card unless a test asks for one.
  'GET /api/insights/check-in': { body: { success: true, data: null } },
  // The check-in nudge: today is checked in already, so no nudge unless a test asks for one.
  'GET /api/check-ins': () => ({
    body: {
      success: true,
      today: browserToday(),
      streak: 1,
      graceDaysUsedThisWeek: 0,
      checkedInToday: true,
      who5ThisWeek: false,
      checkIns: [],
      who5: [],
    },
  }),
};

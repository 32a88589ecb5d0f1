import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApiServer } from '../../dev/api-server';
import { botCheckRoute, localBotCheckEnv } from '../../dev/bot-check-local';
import { mailboxRoute } from '../../dev/mailbox';
import { resetConfig } from '../../functions/kernel/config';
import { resetBotCheck } from '../../functions/providers/bot-check';
import type { AgeConfirmation } from '#shared/safety';
import { pointStripeWebhookAt } from './local-stripe';

/**
 * The local API server on a free port, for one test file, with the local bot check beside it. The local Stripe's webhook events go to
 * the server started last (test files run one at a time, --runInBand).
 */
export async function startApi(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: Server = createApiServer([mailboxRoute, botCheckRoute]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The bot check's stand-in is this server: its tokens live in this process.
  Object.assign(process.env, localBotCheckEnv(baseUrl));
  resetConfig();
  resetBotCheck();
  if (process.env.STRIPE_API_URL) await pointStripeWebhookAt(baseUrl);
  return {
    baseUrl,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

const octet = () => 1 + Math.floor(Math.random() * 254);

/**
 * A random client address in CloudFront's `CloudFront-Viewer-Address` form (address:port). Each
 * caller gets its own, so the per-client rate limits of one test file never starve another: all
 * test requests come from 127.0.0.1, and the table is shared by the whole suite.
 */
export const randomViewerAddress = (): string => `10.${octet()}.${octet()}.${octet()}:${1024 + octet()}`;

/** A caller with its own cookie jar and client address, like one browser. */
export class Caller {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly viewerAddress: string = randomViewerAddress(),
  ) {}

  /** The Cookie header this caller's browser would send. */
  cookieHeader = (): string => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const cookie = this.cookieHeader();
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'cloudfront-viewer-address': this.viewerAddress,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, setCookies };
  }

  /** The API's base URL, for a request this class does not make itself (a stream). */
  baseUrlOf = (): string => this.baseUrl;

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);
}

/**
 * A bot-check token for a form (the route's name), solved at the local stand-in as its widget's
 * "Pass the check" (or "Fail the check") button does in the browser.
 */
export async function solvedCheck(baseUrl: string, action: string, outcome: 'pass' | 'fail' = 'pass'): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/bot-check/solve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey: process.env.BOT_CHECK_SITE_KEY, action, outcome }),
  });
  return ((await response.json()) as { token: string }).token;
}

let counter = 0;
/** A fresh, unique e-mail address per call. */
export const uniqueEmail = (label = 'user'): string => `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export const signupPayload = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Passw0rd!',
  provider: 'Email',
  googleId: null,
  ageConfirmation: 'adult',
  ...overrides,
});

/** An e-mail as the local mailbox keeps it. */
export interface LocalMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Every local e-mail to an address, newest first. */
export async function mailsTo(baseUrl: string, to: string, which: (mail: LocalMail) => boolean = () => true): Promise<LocalMail[]> {
  const { messages } = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as { messages: LocalMail[] };
  return messages.filter((mail) => mail.to === to && which(mail));
}

/** The newest local e-mail to an address, through the dev mailbox's JSON. */
export async function latestMailTo(baseUrl: string, to: string): Promise<{ subject: string; text: string } | undefined> {
  const { messages } = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as {
    messages: Array<{ to: string; subject: string; text: string }>;
  };
  return messages.find((m) => m.to === to);
}

/** The oobCode of the link to `page` in an e-mail (our /email-verified or /reset-password page). */
export const oobCodeIn = (text: string, page = '/email-verified'): string => {
  const link = new RegExp(`https?://\\S+${page}#\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${page} link in the e-mail`);
  // In the fragment, which no server (nor its access log) ever sees.
  return new URLSearchParams(new URL(link).hash.slice(1)).get('oobCode')!;
};

export interface NewAccount {
  /** How the sign-up confirmed the age rule; 'adult' unless set. */
  ageConfirmation?: AgeConfirmation;
  /**
   * Whether the user has acknowledged the AI disclosure, as the web does before the first chat
   * (new-chat refuses until then); true unless set.
   */
  seenDisclosure?: boolean;
}

/** Registers, verifies from the mailbox and logs in; returns the signed-in caller. */
export async function signedInCaller(baseUrl: string, email = uniqueEmail(), account: NewAccount = {}): Promise<Caller> {
  const { ageConfirmation = 'adult', seenDisclosure = true } = account;
  const caller = new Caller(baseUrl);
  await caller.post('/api/auth/', signupPayload(email, { ageConfirmation }));
  const mail = await latestMailTo(baseUrl, email);
  await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn(mail!.text) });
  const login = await caller.post('/api/auth/login', { email, password: 'Passw0rd!' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  if (seenDisclosure) {
    const seen = await caller.post('/api/user/disclosure-seen');
    if (seen.status !== 200) throw new Error(`disclosure-seen failed: ${JSON.stringify(seen.body)}`);
  }
  return caller;
}

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi, type ApiContext } from './api';
import type { Billing } from './billing';
import { checkoutAction, renderCheckout, type PageResult } from './checkout-page';
import { StripeApiError } from './errors';
import { parseForm } from './form';
import { createHelpers, type LocalStripeHelpers } from './helpers';
import { readBody, redirect, sendHtml, sendJson } from './http-util';
import { localRoute } from './local-routes';
import type { PriceTable } from './objects';
import { portalAction, renderPortal } from './portal-page';
import { Store } from './store';
import { Webhooks } from './webhooks';

/**
 * A local stand-in for Stripe, used by `npm start` when no Stripe key is set and by the tests.
 * It speaks enough of Stripe's v1 REST API for the official SDK (pointed at it with
 * `new Stripe(key, { host, port, protocol: 'http' })`), serves a checkout page and a billing
 * portal page in place of Stripe's hosted ones, and posts signed webhook events to our webhook,
 * so the real verification and handling code runs. State lives in memory.
 */

export type { PriceInfo, PriceTable } from './objects';
export type { Delivery, StripeEvent } from './webhooks';
export { signatureHeader } from './webhooks';
export type { LocalStripeHelpers } from './helpers';

export interface LocalStripeOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** Where events are posted; absent until set with setWebhookUrl (events are still recorded). */
  webhookUrl?: string;
  /** The endpoint's signing secret, `whsec_...`, as our webhook is configured with. */
  webhookSecret: string;
  /** Known prices. Without a table any `price_...` id is accepted, yearly when named annual/year. */
  prices?: PriceTable;
  /** Waits before each webhook retry after a non-2xx answer. Default 250, 1000 and 3000 ms. */
  retryDelaysMs?: number[];
}

export interface LocalStripe extends LocalStripeHelpers {
  /** Base URL, e.g. http://127.0.0.1:12111: the API under /v1, pages under /checkout and /portal. */
  url: string;
  port: number;
  webhookSecret: string;
  stop(): Promise<void>;
}

const TEST_KEY = /^Bearer (sk|rk)_test_\S+$/;

function apiError(res: ServerResponse, error: StripeApiError): void {
  sendJson(res, error.status, error.toJSON());
}

/** Any `sk_test_` key is good; a live key or none is refused as Stripe would. */
function authorized(req: IncomingMessage, res: ServerResponse): boolean {
  if (TEST_KEY.test(req.headers.authorization ?? '')) return true;
  apiError(
    res,
    new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided. The local Stripe takes any test key (sk_test_...).'),
  );
  return false;
}

/**
 * Same Idempotency-Key, same request: the stored response again, and no second object. The same
 * key with another path or body is refused, as Stripe does.
 */
function idempotent(
  billing: Billing,
  req: IncomingMessage,
  path: string,
  body: string,
  run: () => { status: number; json: unknown },
): { status: number; json: unknown; replayed?: true } {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !key || req.method === 'GET') return run();
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const stored = billing.store.idempotent.get(key);
  if (stored) {
    if (stored.method !== req.method || stored.path !== path || stored.body !== bodyHash) {
      const error = new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
      return { status: error.status, json: error.toJSON() };
    }
    return { status: stored.status, json: stored.json, replayed: true };
  }
  const result = run();
  // Stripe keeps results, errors included, except server errors, which may succeed on retry.
  if (result.status < 500) billing.store.idempotent.set(key, { method: req.method!, path, body: bodyHash, ...result });
  return result;
}

function api(context: ApiContext, req: IncomingMessage, res: ServerResponse, url: URL, body: string): void {
  if (!authorized(req, res)) return;
  const params = parseForm(req.method === 'GET' ? url.searchParams : body || url.searchParams);
  const request = { method: req.method!, segments: url.pathname.split('/').slice(2).filter(Boolean), params };
  const result = idempotent(context.billing, req, url.pathname, body, () => {
    try {
      // JSON round trip: a snapshot, so later changes never alter a stored idempotent response.
      return { status: 200, json: JSON.parse(JSON.stringify(handleApi(context, request))) };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, json: error.toJSON() };
      throw error;
    }
  });
  sendJson(res, result.status, result.json, result.replayed ? { 'idempotent-replayed': 'true' } : {});
}

function sendPage(res: ServerResponse, result: PageResult): void {
  if ('redirect' in result) redirect(res, result.redirect);
  else sendHtml(res, result.status, result.html);
}

const notFoundPage = (res: ServerResponse, what: string) =>
  sendHtml(res, 404, `<!doctype html><html lang="en"><title>Not found</title><main><h1>No such ${what}</h1></main></html>`);

async function pages(billing: Billing, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const [kind, id = '', ...rest] = url.pathname.split('/').slice(1).map(decodeURIComponent);
  const post = req.method === 'POST';
  if (kind === 'checkout') {
    const session = billing.store.sessions.get(id);
    if (!session) return notFoundPage(res, 'checkout session');
    if (!post && rest.length === 0) return sendHtml(res, 200, renderCheckout(session));
    if (post && rest.length === 1 && (rest[0] === 'pay' || rest[0] === 'decline')) {
      return sendPage(res, await checkoutAction(billing, session, rest[0]));
    }
  }
  if (kind === 'portal') {
    const session = billing.store.portalSessions.get(id);
    if (!session) return notFoundPage(res, 'billing portal session');
    if (!post && rest.length === 0) return sendHtml(res, 200, renderPortal(billing, session, url.searchParams.get('notice') ?? undefined));
    if (post && rest.length === 3 && rest[0] === 'subscriptions') {
      return sendPage(res, await portalAction(billing, session, rest[1]!, rest[2]!));
    }
  }
  notFoundPage(res, 'page');
}

/** Starts the local Stripe; resolves once it listens on 127.0.0.1. */
export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const webhooks = new Webhooks({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [250, 1000, 3000],
  });
  const billing: Billing = { store: new Store(), webhooks };
  const helpers = createHelpers(billing);
  const context: ApiContext = { billing, prices: options.prices, baseUrl: '' };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      const body = await readBody(req);
      if (url.pathname.startsWith('/v1/')) return api(context, req, res, url, body);
      if (url.pathname.startsWith('/_local/')) return await localRoute(helpers, req.method!, url, body, res);
      return await pages(billing, req, res, url);
    } catch (error) {
      console.error('local Stripe error', error);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  context.baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...helpers,
    url: context.baseUrl,
    port,
    webhookSecret: options.webhookSecret,
    async stop() {
      // Let deliveries in flight finish, so a test's last events are not cut off mid-request.
      await webhooks.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

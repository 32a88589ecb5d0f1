import type { ServerResponse } from 'node:http';
import { parseForm } from './form';
import { UnknownObjectError, type LocalStripeHelpers } from './helpers';
import { sendJson } from './http-util';

/**
 * The test helpers over HTTP, under /_local/, for tests that run in another process than the
 * local Stripe (the integration suite starts it in Jest's global setup):
 *
 *   GET  /_local/events[?type=]                      deliveries, oldest first
 *   POST /_local/webhook-endpoint  url=...           where events go from now on
 *   POST /_local/reset                               forget everything
 *   POST /_local/subscriptions/{id}/trial-will-end   customer.subscription.trial_will_end
 *   POST /_local/subscriptions/{id}/fail-renewal     invoice.payment_failed, then past_due
 *   POST /_local/subscriptions/{id}/pay-renewal      invoice.paid, next period, active
 *   POST /_local/checkout/{id}/pay                   what the checkout page's Pay button does
 *
 * Bodies may be JSON or form-encoded. Each POST answers once the events it caused are delivered.
 */
export async function localRoute(helpers: LocalStripeHelpers, method: string, url: URL, body: string, res: ServerResponse): Promise<void> {
  const parts = url.pathname.split('/').slice(2).map(decodeURIComponent);
  const params = (body.trimStart().startsWith('{') ? JSON.parse(body) : parseForm(body)) as Record<string, unknown>;
  const route = `${method} ${parts.map((p, i) => ((parts[0] === 'subscriptions' || parts[0] === 'checkout') && i === 1 ? ':id' : p)).join('/')}`;
  const id = parts[1] ?? '';
  try {
    switch (route) {
      case 'GET events': {
        const type = url.searchParams.get('type');
        return sendJson(res, 200, { deliveries: helpers.deliveries().filter((d) => !type || d.event.type === type) });
      }
      case 'POST webhook-endpoint': {
        const target = typeof params.url === 'string' && params.url ? params.url : undefined;
        helpers.setWebhookUrl(target);
        return sendJson(res, 200, { url: target ?? null });
      }
      case 'POST reset':
        helpers.reset();
        return sendJson(res, 200, { reset: true });
      case 'POST subscriptions/:id/trial-will-end':
        return sendJson(res, 200, await helpers.triggerTrialWillEnd(id));
      case 'POST subscriptions/:id/fail-renewal':
        return sendJson(res, 200, await helpers.failRenewal(id));
      case 'POST subscriptions/:id/pay-renewal':
        return sendJson(res, 200, await helpers.payRenewal(id));
      case 'POST checkout/:id/pay':
        return sendJson(res, 200, await helpers.payCheckout(id));
      default:
        return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No local helper at ${method} ${url.pathname}` } });
    }
  } catch (error) {
    const status = error instanceof UnknownObjectError ? 404 : 400;
    return sendJson(res, status, { error: { type: 'invalid_request_error', message: (error as Error).message } });
  }
}

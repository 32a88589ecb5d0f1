import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe } from '../../../dev/stripe-local/index';
import { LOCAL_STRIPE_PRICES } from '../../../dev/stripe-local/local-env';

/**
 * A local Stripe on a free port, the official SDK pointed at it, and a tiny webhook receiver that
 * verifies every event with the SDK's own constructEvent, as our webhook does.
 */

export const WEBHOOK_SECRET = 'whsec_test_fixture_secret';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The verified event, or the verification error's message. */
  event: Stripe.Event | undefined;
  error: string | undefined;
}

export interface Fixture {
  local: LocalStripe;
  stripe: Stripe;
  received: Received[];
  /** Status codes the receiver answers with, in turn; 200 once they run out. */
  answers: number[];
  /** The types of the events received and verified, in order. */
  types(): string[];
  stop(): Promise<void>;
}

export async function startFixture(): Promise<Fixture> {
  const stripe0 = new Stripe('sk_test_fixture');
  const received: Received[] = [];
  const answers: number[] = [];
  const receiver = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    let event: Stripe.Event | undefined;
    let error: string | undefined;
    try {
      event = stripe0.webhooks.constructEvent(body, req.headers['stripe-signature'] as string, WEBHOOK_SECRET);
    } catch (e) {
      error = (e as Error).message;
    }
    received.push({ headers: req.headers, body, event, error });
    res.writeHead(answers.shift() ?? (error ? 400 : 200)).end();
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const local = await startLocalStripe({
    port: 0,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    prices: LOCAL_STRIPE_PRICES,
    retryDelaysMs: [20, 40],
  });
  const stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: local.port, protocol: 'http', maxNetworkRetries: 0 });
  return {
    local,
    stripe,
    received,
    answers,
    types: () => received.filter((r) => r.event).map((r) => r.event!.type),
    async stop() {
      await local.stop();
      receiver.closeAllConnections();
      await new Promise((done) => receiver.close(done));
    },
  };
}

/** The form actions of a page, by the label of the button that submits each form. */
export function formsByButton(html: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const match of html.matchAll(/<form method="post" action="([^"]+)">\s*<button[^>]*>([^<]+)<\/button>/g)) {
    forms[match[2]!.trim()] = match[1]!.replaceAll('&amp;', '&');
  }
  return forms;
}

/** Submits a page's form as a browser would, without following the redirect. */
export const submit = (local: LocalStripe, action: string): Promise<Response> =>
  fetch(local.url + action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

/** A Premium checkout session for a new customer, as our backend creates one. */
export async function premiumCheckout(stripe: Stripe, options: { annual: boolean; trialDays?: number }) {
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { uid: 'user-1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: options.annual ? 'price_premium_annual_local' : 'price_premium_monthly_local', quantity: 1 }],
    success_url: 'http://localhost:5173/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/dashboard?checkout=cancel',
    client_reference_id: 'user-1',
    metadata: { uid: 'user-1' },
    ...(options.trialDays && { subscription_data: { trial_period_days: options.trialDays, metadata: { uid: 'user-1' } } }),
  });
  return { customer, session };
}

import axe from 'axe-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalStripe, type LocalStripe } from '../../dev/stripe-local/index';
import { LOCAL_STRIPE_PRICES } from '../../dev/stripe-local/local-env';

/**
 * axe-core's WCAG A and AA rules on the local Stripe's checkout and portal pages (dev/stripe-local),
 * here because jsdom runs in Vitest. jsdom does not lay out or paint, so colour contrast is left to
 * the colours chosen in html.ts (each pair at least 4.5:1) and to a real browser.
 */

let local: LocalStripe;
beforeAll(async () => {
  local = await startLocalStripe({ port: 0, webhookSecret: 'whsec_a11y', prices: LOCAL_STRIPE_PRICES });
});
afterAll(() => local.stop());

async function post<T>(path: string, form: Record<string, string>): Promise<T> {
  const response = await fetch(`${local.url}/v1/${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as T;
}

/** Loads a page's HTML into this test's document and runs axe over all of it. */
async function violations(html: string): Promise<string[]> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.title = parsed.title;
  document.body.innerHTML = parsed.body.innerHTML;
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it('the check itself finds a nameless button', async () => {
  expect(await violations('<html lang="en"><body><main><h1>x</h1><button></button></main></body></html>')).not.toEqual([]);
});

it('the checkout page, with a trial and after a declined card, and the portal page pass axe', async () => {
  const customer = await post<{ id: string }>('customers', { email: 'ada@example.com' });
  const session = await post<{ id: string; url: string }>('checkout/sessions', {
    mode: 'subscription',
    customer: customer.id,
    'line_items[0][price]': 'price_premium_annual_local',
    'line_items[0][quantity]': '1',
    'subscription_data[trial_period_days]': '14',
    success_url: 'http://localhost:5173/dashboard',
    cancel_url: 'http://localhost:5173/dashboard',
  });
  expect(await violations(await (await fetch(session.url)).text())).toEqual([]);

  const declined = await fetch(`${session.url}/decline`, { method: 'POST' });
  expect(await violations(await declined.text())).toEqual([]);

  await local.payCheckout(session.id);
  const portal = await post<{ url: string }>('billing_portal/sessions', {
    customer: customer.id,
    return_url: 'http://localhost:5173/dashboard',
  });
  expect(await violations(await (await fetch(portal.url)).text())).toEqual([]);
});

import { declineCheckout, payCheckout, type Billing } from './billing';
import { day, html, money, page, planName, pricePhrase, type Html } from './html';
import { DAY, type CheckoutSession } from './objects';

/**
 * The local stand-in for Stripe's hosted checkout page (GET /checkout/{session id}). Paying
 * creates the subscription and posts the webhook events, waits until our webhook has them, then
 * sends the browser to success_url, so the app already knows the plan when it lands there.
 */

export const CHECKOUT_BANNER = 'Local test checkout — no real payment is taken';

/** Stripe fills the literal {CHECKOUT_SESSION_ID} in success_url with the session's id. */
export const successRedirect = (session: CheckoutSession): string =>
  (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);

function summary(session: CheckoutSession): Html {
  const line = session.line_items_local[0]!;
  const trial = session.subscription_data_local.trial_period_days;
  const dueToday = trial ? 0 : session.amount_total;
  return html` <dl>
    <dt>Plan</dt>
    <dd>${planName(line.price)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</dd>
    <dt>Price</dt>
    <dd>${pricePhrase(line.price)}</dd>
    ${
      trial
        ? html`<dt>Free trial</dt>
            <dd>${trial} days, then ${pricePhrase(line.price)} from ${day(Date.now() / 1000 + trial * DAY)}</dd>`
        : ''
    }
    <dt>Due today</dt>
    <dd>${money(dueToday)}</dd>
  </dl>`;
}

/** The checkout page; `declined` adds the card error after a declined attempt. */
export function renderCheckout(session: CheckoutSession, declined = false): string {
  const title = 'Blue Guardian checkout';
  if (session.status === 'complete') {
    return page(
      title,
      CHECKOUT_BANNER,
      html`<h1>This checkout is complete</h1>
        <p>The subscription has started.</p>
        <p><a href="${successRedirect(session)}">Return to Blue Guardian</a></p>`,
    );
  }
  const trial = session.subscription_data_local.trial_period_days;
  const base = `/checkout/${encodeURIComponent(session.id)}`;
  return page(
    title,
    CHECKOUT_BANNER,
    html`<h1>Subscribe to ${planName(session.line_items_local[0]!.price)}</h1>
      ${
        declined
          ? html`<div class="alert" role="alert">
              <p><strong>Your card was declined.</strong> No subscription was started. Try again with a card that works, or go back.</p>
            </div>`
          : ''
      }
      ${summary(session)}
      <p>This page stands in for Stripe's checkout while Blue Guardian runs locally. No card details are needed.</p>
      <form method="post" action="${base}/pay">
        <button type="submit" class="primary">${trial ? 'Start free trial' : 'Pay'}</button>
      </form>
      <form method="post" action="${base}/decline">
        <button type="submit" class="secondary">Use a card that is declined</button>
      </form>
      ${session.cancel_url ? html`<p><a href="${session.cancel_url}">Cancel and go back</a></p>` : ''}`,
  );
}

export type PageResult = { status: number; html: string } | { redirect: string };

/** POST /checkout/{id}/pay or /decline. */
export async function checkoutAction(billing: Billing, session: CheckoutSession, action: string): Promise<PageResult> {
  if (session.status !== 'open') return { status: 200, html: renderCheckout(session) };
  if (action === 'pay') {
    payCheckout(billing, session);
    await billing.webhooks.settled();
    return { redirect: successRedirect(session) };
  }
  declineCheckout(billing, session);
  await billing.webhooks.settled();
  // 402, as Stripe answers a declined card; the page shows why and lets the user try again.
  return { status: 402, html: renderCheckout(session, true) };
}

import { cancelNow, setCancelAtPeriodEnd, type Billing } from './billing';
import type { PageResult } from './checkout-page';
import { day, html, page, planName, pricePhrase, type Html } from './html';
import type { PortalSession, Subscription } from './objects';

/**
 * The local stand-in for Stripe's billing portal (GET /portal/{portal session id}): the
 * customer's subscriptions with the three changes our users make there. Each change posts its
 * webhook event and waits for our webhook before the page redraws (post, redirect, get).
 */

export const PORTAL_BANNER = 'Local test billing portal — no real payment is taken';

const NOTICES: Record<string, string> = {
  'cancel-now': 'Your subscription is canceled.',
  'cancel-at-period-end': 'Your subscription will end at the end of the current period.',
  resume: 'Your subscription will continue.',
};

function statusText(s: Subscription): string {
  const end = day(s.items.data[0]!.current_period_end);
  if (s.status === 'canceled') return `Canceled${s.ended_at ? ` on ${day(s.ended_at)}` : ''}`;
  if (s.cancel_at_period_end) return `Cancels on ${end}`;
  if (s.status === 'trialing') return `Free trial until ${day(s.trial_end ?? 0)}`;
  if (s.status === 'active') return `Active, renews on ${end}`;
  if (s.status === 'past_due') return 'Payment failed: past due';
  return s.status;
}

function subscriptionSection(base: string, s: Subscription, index: number): Html {
  const price = s.items.data[0]!.price;
  const action = (name: string, label: string, style: string) =>
    html`<form method="post" action="${base}/subscriptions/${s.id}/${name}">
      <button type="submit" class="${style}">${label}</button>
    </form>`;
  const headingId = `subscription-${index}`;
  return html` <section aria-labelledby="${headingId}">
    <h2 id="${headingId}">${planName(price)}</h2>
    <dl>
      <dt>Price</dt>
      <dd>${pricePhrase(price)}</dd>
      <dt>Status</dt>
      <dd>${statusText(s)}</dd>
    </dl>
    ${
      s.status === 'canceled'
        ? ''
        : html`${action('cancel-now', 'Cancel subscription now', 'secondary')}
          ${
            s.cancel_at_period_end
              ? action('resume', 'Resume', 'primary')
              : action('cancel-at-period-end', 'Cancel at end of period', 'secondary')
          }`
    }
  </section>`;
}

/** The portal page; `notice` names the change just made, announced politely. */
export function renderPortal(billing: Billing, session: PortalSession, notice?: string): string {
  const base = `/portal/${encodeURIComponent(session.id)}`;
  const subscriptions = billing.store.subscriptionsOf(session.customer).filter((s) => s.status !== 'incomplete');
  const message = notice && NOTICES[notice];
  return page(
    'Blue Guardian billing',
    PORTAL_BANNER,
    html`<h1>Manage your subscription</h1>
      <div role="status">${message ? html`<p class="notice">${message}</p>` : ''}</div>
      ${subscriptions.length ? subscriptions.map((s, i) => subscriptionSection(base, s, i)) : html`<p>You have no subscription.</p>`}
      ${session.return_url ? html`<p><a href="${session.return_url}">Return to Blue Guardian</a></p>` : ''}`,
  );
}

/** POST /portal/{id}/subscriptions/{subscription id}/{cancel-now|cancel-at-period-end|resume}. */
export async function portalAction(billing: Billing, session: PortalSession, subscriptionId: string, action: string): Promise<PageResult> {
  const subscription = billing.store.subscriptions.get(subscriptionId);
  // A portal session shows one customer's subscriptions and may change only those.
  if (!subscription || subscription.customer !== session.customer || !(action in NOTICES)) {
    return { status: 404, html: page('Not found', PORTAL_BANNER, html`<h1>No such subscription</h1>`) };
  }
  if (subscription.status !== 'canceled') {
    if (action === 'cancel-now') cancelNow(billing, subscription);
    else setCancelAtPeriodEnd(billing, subscription, action === 'cancel-at-period-end');
  }
  await billing.webhooks.settled();
  return { redirect: `/portal/${encodeURIComponent(session.id)}?notice=${action}` };
}

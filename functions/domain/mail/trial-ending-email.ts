import { PRICES, type BillingInterval } from '#shared/pricing';
import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';

/** "March 5, 2026": the day the trial ends, in UTC (Stripe's timestamps are UTC). */
const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** What Premium costs after the trial, from the one price definition. */
function priceAfterTrial(interval: BillingInterval): string {
  const { perMonth } = PRICES.Premium[interval];
  return interval === 'annual' ? `$${perMonth * 12} a year ($${perMonth} a month)` : `$${perMonth} a month`;
}

/**
 * Sent when Stripe says a Premium trial ends in three days (customer.subscription.trial_will_end):
 * when the first payment is taken, what it is, and where to cancel before then. A billing notice,
 * so it goes after a crisis too (`afterCrisis`, domain/mail/after-crisis.ts), then with the facts
 * only: no nudge to keep Premium.
 */
export function trialEndingEmail(input: {
  to: string;
  firstName: string;
  appOrigin: string;
  /** ISO 8601. */
  trialEnd: string;
  interval: BillingInterval;
  afterCrisis: boolean;
}): MailMessage {
  const link = `${input.appOrigin}/dashboard`;
  const name = input.firstName || 'there';
  const when = longDate(input.trialEnd);
  const price = priceAfterTrial(input.interval);
  const cancel = input.afterCrisis
    ? 'To cancel before you are charged, open Blue Guardian and choose Manage Subscription:'
    : 'To keep Premium, you need not do anything. To cancel before you are charged, open Blue Guardian and choose Manage Subscription:';
  return {
    to: input.to,
    subject: 'Your Blue Guardian Premium trial ends soon',
    text: [
      `Hi ${name},`,
      '',
      `Your free trial of Blue Guardian Premium ends on ${when}. After that, Premium continues at ${price}, charged to the card you added.`,
      '',
      cancel,
      link,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>Your free trial of Blue Guardian Premium ends on ${escapeHtml(when)}. After that, Premium continues at ${escapeHtml(price)}, charged to the card you added.</p>`,
      `<p>${cancel}</p>`,
      `<p><a href="${escapeHtml(link)}">Open Blue Guardian</a></p>`,
    ].join('\n'),
  };
}

import { createHmac } from 'node:crypto';
import { mailboxOf } from '#shared/mailbox';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { getBilling, storeTrialClaim, type Billing } from '../../data/billing';
import { claimTrial, trialClaimedAt, withdrawTrialClaim } from '../../data/trial-claims';
import { config } from '../../kernel/config';
import { notFound } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { secretSource } from '../../kernel/secret-source';

/**
 * The free trial is given once per person (docs/decisions/0022-the-free-trial-once-per-person.md).
 *
 * It is claimed when a checkout with a trial is about to be opened, not when the webhook reports
 * the trial: a Checkout session fixes its trial when it is created and can be paid until it
 * expires, so a record made on the webhook would come too late for the sessions already open, and
 * a person could open several and pay them one after another. The claim is a conditional write
 * made before the session exists, so one session with a trial is ever opened per person. The
 * account that made the claim gets that same session back for a while (TRIAL_CHECKOUT_HOLD_MS),
 * so leaving the checkout page and coming back does not cost the trial. The webhook ends that once
 * it reports the subscription (data/billing.ts applySubscription).
 *
 * The person is their mailbox (shared/mailbox.ts), stored as a keyed hash outside their
 * partition, so it outlives the deletion of the account and of the Stripe customer.
 */

/**
 * How long the account that claimed the trial may ask for its checkout again, until a subscription
 * with the trial is reported: the same session comes back, as the trial checkout's idempotency key
 * has no time window (functions/providers/payments/stripe.ts). Stripe keeps a key for 24 hours and
 * a session stays payable as long; an hour less leaves a margin.
 */
export const TRIAL_CHECKOUT_HOLD_MS = 23 * 3_600_000;

let loader: (() => Promise<string>) | undefined;

/** The hash key: TRIAL_EMAIL_HASH_SECRET locally, its Secrets Manager secret in AWS. */
function hashSecret(): Promise<string> {
  const { emailHashSecret: value, emailHashSecretArn: secretArn } = config().freeTrial;
  loader ??= secretSource({ value, secretArn, what: 'free trial e-mail hash key', jsonFields: ['secret', 'value'] });
  return loader();
}

/** Forgets the loaded key; for tests that change the environment. */
export function resetTrialHashSecret(): void {
  loader = undefined;
}

/** HMAC-SHA256 of the mailbox: the same for every way of writing the address, and no address without the key. */
async function mailboxHash(email: string): Promise<string> {
  return createHmac('sha256', await hashSecret())
    .update(`free-trial\0${mailboxOf(email)}`)
    .digest('base64url');
}

/** An account whose subscription Stripe reported with a trial had one, claimed or not (before claims were recorded). */
const hadTrial = (billing: Billing): boolean => Boolean(billing.subscription?.trialEnd);

/** The claim is this account's own, recent enough that its checkout is the same session. */
const isOwnOpenClaim = (billing: Billing, claimedAt: string | undefined, nowMs: number): boolean =>
  claimedAt !== undefined && claimedAt === billing.trialClaimedAt && nowMs - Date.parse(claimedAt) < TRIAL_CHECKOUT_HOLD_MS;

/** Whether the user may still have the free trial: what checkout would decide now. */
export async function isTrialAvailable(billing: Billing): Promise<boolean> {
  if (!billing.email || hadTrial(billing)) return false;
  const claimedAt = await trialClaimedAt(await mailboxHash(billing.email));
  return claimedAt === undefined || isOwnOpenClaim(billing, claimedAt, Date.now());
}

/** Whether the user may still have the free trial; 404 without a profile. */
export async function trialAvailableFor(uid: string): Promise<boolean> {
  const billing = await getBilling(uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return isTrialAvailable(billing);
}

/**
 * Opens a checkout with the trial if the user may still have it: `open` gets `trialDays`, or
 * undefined when the trial is gone. A new claim is withdrawn if `open` fails, so a checkout that
 * never opened does not use the trial up.
 */
export async function withTrialIfAvailable<T>(
  uid: string,
  billing: Billing,
  trialDays: number | undefined,
  open: (trialDays: number | undefined) => Promise<T>,
): Promise<T> {
  if (!trialDays || !billing.email) return open(undefined);
  const hash = await mailboxHash(billing.email);
  const now = new Date();
  const claimedAt = now.toISOString();
  const claimed = await claimTrial(hash, claimedAt);
  // A trial had before claims were recorded: the claim just made keeps it known after a deletion.
  if (hadTrial(billing)) return open(undefined);
  if (!claimed) return open(isOwnOpenClaim(billing, await trialClaimedAt(hash), now.getTime()) ? trialDays : undefined);
  try {
    await storeTrialClaim(uid, claimedAt);
    return await open(trialDays);
  } catch (error) {
    // The checkout's own failure is the one to answer with; a claim left behind only costs the trial.
    await withdrawTrialClaim(hash, claimedAt).catch((failure: unknown) => log.error('free trial claim not withdrawn', failure));
    throw error;
  }
}

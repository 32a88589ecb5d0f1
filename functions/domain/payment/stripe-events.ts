import { PAYMENTS_OFF_MESSAGE } from '#shared/error-messages';
import { INVALID_SIGNATURE_MESSAGE } from '#shared/error-messages';
import { forgetEvent, getBilling, isEventRecorded, recordEvent } from '../../data/billing';
import { appOrigin } from '../../kernel/app-origin';
import { badRequest, unavailable } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { PaymentsUnavailableError } from '../../providers/payments';
import { InvalidSignatureError, verifyEvent, type PaymentEvent } from '../../providers/payments/events';
import { getMailer } from '../../providers/mail';
import { isAfterCrisis } from '../mail/after-crisis';
import { trialEndingEmail } from '../mail/trial-ending-email';
import { syncSubscription, type SyncResult } from './subscription-sync';

/** The events that change a subscription's state; each one is answered by reading it back. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.trial_will_end',
]);

const TRIAL_WILL_END = 'customer.subscription.trial_will_end';

async function verified(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
  try {
    return await verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw badRequest(INVALID_SIGNATURE_MESSAGE);
    if (error instanceof PaymentsUnavailableError) throw unavailable(PAYMENTS_OFF_MESSAGE, { expose: true });
    throw error;
  }
}

/**
 * The trial e-mail goes out once: the event is recorded first (a concurrent delivery then finds
 * it and sends nothing), and the record is removed again if sending fails, so Stripe's retry
 * sends it.
 */
async function sendTrialEmailOnce(event: PaymentEvent, result: Extract<SyncResult, { uid: string }>): Promise<void> {
  if (!(await recordEvent(event.id, event.type))) return;
  try {
    const billing = await getBilling(result.uid);
    const { subscription } = result;
    if (!billing?.email || subscription.status !== 'trialing' || !subscription.trialEnd) return;
    await getMailer().send(
      trialEndingEmail({
        to: billing.email,
        firstName: billing.firstName ?? '',
        appOrigin: await appOrigin(),
        trialEnd: new Date(subscription.trialEnd * 1000).toISOString(),
        interval: subscription.interval ?? 'annual',
        afterCrisis: isAfterCrisis(billing.lastCrisisAt),
      }),
    );
    log.info('trial ending e-mail sent', { eventId: event.id, uid: result.uid });
  } catch (error) {
    await forgetEvent(event.id);
    throw error;
  }
}

/**
 * Applies one Stripe delivery. The signature over the raw body is what authenticates it (400, and
 * nothing read or written, when it fails). Each event is applied once; any failure throws so that
 * Stripe retries, and since the state applied is read back from Stripe, a retry or a late event
 * converges on Stripe's current state. Logs carry ids only.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | undefined): Promise<void> {
  const event = await verified(rawBody, signature);
  const ids = { eventId: event.id, type: event.type };
  if (!HANDLED_EVENTS.has(event.type)) {
    log.info('stripe event ignored', ids);
    return;
  }
  if (await isEventRecorded(event.id)) {
    log.info('stripe event already applied', ids);
    return;
  }
  const result = await syncSubscription(event);
  log.info('stripe event applied', {
    ...ids,
    outcome: result.outcome,
    ...('uid' in result && { uid: result.uid, subscriptionId: result.subscription.id, status: result.subscription.status }),
  });
  if (event.type === TRIAL_WILL_END && 'uid' in result && result.outcome === 'applied') {
    await sendTrialEmailOnce(event, result);
  } else {
    await recordEvent(event.id, event.type);
  }
}

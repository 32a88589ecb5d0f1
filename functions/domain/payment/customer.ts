import { storeCustomerId, type Billing } from '../../data/billing';
import { notFound, unavailable } from '../../kernel/errors';
import { getPayments, PaymentsUnavailableError } from '../../providers/payments';
import { PAYMENTS_OFF_MESSAGE } from '#shared/error-messages';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';

/** Runs a payments call; a provider that is not configured is a 503 the user may read. */
export async function callPayments<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) throw unavailable(PAYMENTS_OFF_MESSAGE, { expose: true });
    throw error;
  }
}

/**
 * The user's payment customer: the one the profile holds, else a new one (idempotent per uid at
 * Stripe) stored on the profile with a conditional write, so a user has one customer however many
 * requests race. The uid goes into the customer's metadata: that is how a webhook event, which
 * names only the customer, finds the user.
 */
export async function ensureCustomer(uid: string, billing: Billing): Promise<string> {
  if (billing.customerId) return billing.customerId;
  if (!billing.email) throw new Error('The profile has no e-mail address');
  const created = await getPayments().createCustomer(uid, billing.email);
  const stored = await storeCustomerId(uid, created);
  if (!stored) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return stored;
}

import { deleteUserItems } from '../../data/account';
import { getBilling } from '../../data/billing';
import { log } from '../../kernel/log';
import { deleteUserIfPresent } from '../../providers/identity/identity-admin';
import { getPayments } from '../../providers/payments';
import { leaveBuddies } from '../buddies/leave-buddies';
import { leaveGuardians } from '../guardian/links';

/** Whose account is being deleted, and from which session (the one to keep until the very end). */
export interface AccountDeletion {
  uid: string;
  sessionToken: string;
  requestId: string;
}

/**
 * One thing an account deletion must remove. Every step must be idempotent (something already
 * gone counts as done), because a failed deletion is completed by simply repeating the request.
 */
export interface AccountDeletionStep {
  name: string;
  run(deletion: AccountDeletion): Promise<void>;
}

/**
 * The steps of an account deletion, in order.
 * - The identity goes first: once it is gone nobody can sign in to the account again, even if a
 *   later step fails.
 * - The user's items go last, the caller's own session item last of all, so until everything
 *   else is done that session stays valid and the client can retry.
 * - The buddies' side of things goes just before the user's items, which list it.
 * - The payment customer goes between them: its id is on the profile, so it must go before the
 *   data step; deleting it cancels its subscriptions at once, so nobody is billed for a deleted
 *   account. A missing customer counts as deleted, so a retry after a later failure passes.
 */
export const accountDeletionSteps: readonly AccountDeletionStep[] = [
  { name: 'identity', run: ({ uid }) => deleteUserIfPresent(uid) },
  { name: 'payments', run: ({ uid }) => deletePaymentCustomer(uid) },
  // Before the user's own items, which say who their buddies are.
  { name: 'buddies', run: ({ uid }) => leaveBuddies(uid) },
  // Before the user's own items too, which say who their guardians or teens are; the other side is told.
  { name: 'guardian', run: ({ uid }) => leaveGuardians(uid) },
  { name: 'data', run: ({ uid, sessionToken }) => deleteUserItems(uid, sessionToken) },
];

/**
 * Deletes the user's payment customer, if they ever had one. A user with a customer cannot be
 * deleted while payments are switched off: the subscription would go on being billed.
 */
async function deletePaymentCustomer(uid: string): Promise<void> {
  const customerId = (await getBilling(uid))?.customerId;
  if (customerId) await getPayments().deleteCustomer(customerId);
}

/** Runs the steps in order; the first failure stops it (and is logged with the step's name). */
export async function deleteAccount(
  deletion: AccountDeletion,
  steps: readonly AccountDeletionStep[] = accountDeletionSteps,
): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(deletion);
    } catch (error) {
      log.error('account deletion step failed', error, { requestId: deletion.requestId, uid: deletion.uid, step: step.name });
      throw error;
    }
  }
}

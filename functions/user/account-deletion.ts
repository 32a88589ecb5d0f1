import { deleteUserItems } from '../data/account';
import { log } from '../lib/log';
import { deleteUserIfPresent } from '../providers/identity/identity-admin';

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
 * A step that needs the profile (such as deleting the payment provider's customer, whose id the
 * profile holds) belongs before the data step.
 */
export const accountDeletionSteps: readonly AccountDeletionStep[] = [
  { name: 'identity', run: ({ uid }) => deleteUserIfPresent(uid) },
  { name: 'data', run: ({ uid, sessionToken }) => deleteUserItems(uid, sessionToken) },
];

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

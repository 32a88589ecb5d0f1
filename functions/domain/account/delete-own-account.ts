import type { DeleteAccountBody } from '#shared/schemas/auth';
import { clearedSessionCookies, type SetCookies } from '../../http/cookies';
import { sendAccountDeletedEmail } from '../mail/send-account-deleted';
import { deleteAccount, type AccountDeletion } from './account-deletion';
import { proveOwner } from './owner-proof';

/**
 * Once the owner has proven they are there (the password again, or a Google sign-in made just
 * now), deletes the identity account and everything the user owns, clears the cookies and tells
 * the owner by e-mail. Safe to repeat: a retry after a failure half-way completes the deletion.
 */
export async function deleteOwnAccount(deletion: AccountDeletion, proof: DeleteAccountBody, setCookies: SetCookies): Promise<void> {
  const email = await proveOwner(deletion.uid, proof);
  await deleteAccount(deletion);
  setCookies(clearedSessionCookies());
  await sendAccountDeletedEmail(email, deletion.requestId);
}

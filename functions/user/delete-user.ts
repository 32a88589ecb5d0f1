import * as routes from '../../shared/routes/account';
import { clearedSessionCookies } from '../http/cookies';
import { http } from '../http/http';
import { deleteAccount } from '../domain/user/account-deletion';
import { proveOwner } from '../domain/user/owner-proof';
import { sendAccountDeletedEmail } from '../domain/mail/send-account-deleted';
import { ACCOUNT_DELETED_MESSAGE } from '../../shared/error-messages';

/**
 * DELETE /api/user/ — once the owner has proven they are there (the password again, or a Google
 * sign-in made just now), deletes the identity account and everything the user owns, clears the
 * cookies and tells the owner by e-mail. Safe to repeat: a retry after a failure half-way
 * completes the deletion.
 */
export const handler = http(routes.deleteUser, async ({ body, session, requestId, setCookies }) => {
  const email = await proveOwner(session.uid, body);
  await deleteAccount({ uid: session.uid, sessionToken: session.token, requestId });
  setCookies(clearedSessionCookies());
  await sendAccountDeletedEmail(email, requestId);
  return { success: true, message: ACCOUNT_DELETED_MESSAGE };
});

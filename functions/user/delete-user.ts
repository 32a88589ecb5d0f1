import * as routes from '../../shared/routes/account';
import { clearedSessionCookies } from '../http/cookies';
import { http } from '../http/http';
import { deleteAccount } from '../domain/user/account-deletion';
import { ACCOUNT_DELETED_MESSAGE } from '../../shared/error-messages';

/**
 * DELETE /api/user/ — deletes the identity account and everything the user owns, then clears
 * the cookies. Safe to repeat: a retry after a failure half-way completes the deletion.
 */
export const handler = http(routes.deleteUser, async ({ session, requestId, setCookies }) => {
  await deleteAccount({ uid: session.uid, sessionToken: session.token, requestId });
  setCookies(clearedSessionCookies());
  return { success: true, message: ACCOUNT_DELETED_MESSAGE };
});

import * as routes from '#shared/routes/account';
import { http } from '../../../http/http';
import { deleteOwnAccount } from '../../../domain/account/delete-own-account';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/error-messages';

/**
 * DELETE /api/user/ — once the owner has proven they are there (the password again, or a Google
 * sign-in made just now), deletes the identity account and everything the user owns, clears the
 * cookies and tells the owner by e-mail. Safe to repeat.
 */
export const handler = http(routes.deleteUser, async ({ body, session, requestId, setCookies }) => {
  await deleteOwnAccount({ uid: session.uid, sessionToken: session.token, requestId }, body, setCookies);
  return { success: true, message: ACCOUNT_DELETED_MESSAGE };
});

import { messages } from '../../shared/messages';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import * as routes from '../../shared/routes/account';
import { getProfile, recordGoogleLink } from '../data/users';
import { badRequest, notFound } from '../kernel/errors';
import { http } from '../http/http';
import { findUser, unlinkProvider } from '../providers/identity/identity-admin';

const GOOGLE = 'google.com';

const sameEmail = (a: string | undefined, b: string | undefined): boolean =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * PUT /api/user/link-google — records the Google account the browser just linked (linkWithPopup).
 * The identity provider is the source of truth, not the body: the link must exist there with the
 * googleId sent, and its e-mail must be the account's (spec section 5). A link with another
 * e-mail is undone at the provider, so the account is left as it was.
 */
export const handler = http(routes.linkGoogle, async ({ body, session }) => {
  const user = await findUser(session.uid);
  if (!user) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const google = user.providerData.find((info) => info.providerId === GOOGLE && info.uid === body.googleId);
  if (!google) throw badRequest(messages.linkGoogle.failed);

  const profile = await getProfile(session.uid);
  if (!sameEmail(google.email, profile?.email ?? user.email)) {
    await unlinkProvider(session.uid, GOOGLE);
    throw badRequest(messages.linkGoogle.emailMismatch);
  }
  if (!(await recordGoogleLink(session.uid, body.googleId))) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return { success: true, message: messages.linkGoogle.success, provider: 'Google' as const };
});

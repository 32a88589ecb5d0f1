import { messages } from '#shared/messages';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { getProfile, recordGoogleLink } from '../../data/users';
import { badRequest, notFound } from '../../kernel/errors';
import { findUser, unlinkProvider } from '../../providers/identity/identity-admin';

const GOOGLE = 'google.com';

const sameEmail = (a: string | undefined, b: string | undefined): boolean =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * Records the Google account the browser just linked. The identity provider is the source of
 * truth, not the request: the link must exist there with the googleId sent, and its e-mail must
 * be the account's (spec section 5). A link with another e-mail is undone at the provider, so
 * the account is left as it was.
 */
export async function linkGoogle(uid: string, googleId: string): Promise<void> {
  const user = await findUser(uid);
  if (!user) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const google = user.providerData.find((info) => info.providerId === GOOGLE && info.uid === googleId);
  if (!google) throw badRequest(messages.linkGoogle.failed);

  const profile = await getProfile(uid);
  if (!sameEmail(google.email, profile?.email ?? user.email)) {
    await unlinkProvider(uid, GOOGLE);
    throw badRequest(messages.linkGoogle.emailMismatch);
  }
  if (!(await recordGoogleLink(uid, googleId))) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
}

import { messages } from '#shared/messages';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { isAlreadyLinkedCode } from '@/lib/auth/google/auth-error-codes';
import { linkGoogleProvider, type LinkedGoogle } from '@/lib/auth/google/google-auth';

export type LinkGoogleResult = { status: 'linked'; message: string } | { status: 'cancelled' } | { status: 'error'; message: string };

const error = (message: string): LinkGoogleResult => ({ status: 'error', message });

/** Records the link on the profile; when the API refuses, Google is unlinked again so both agree. */
async function recordLink(link: LinkedGoogle): Promise<LinkGoogleResult> {
  try {
    await api(routes.linkGoogle, { body: { email: link.email, provider: 'Google', googleId: link.googleId } });
    return { status: 'linked', message: messages.linkGoogle.success };
  } catch (failure) {
    console.warn('The API refused to link Google', failure);
    await link.unlink();
    const refused = failure instanceof ApiError && failure.status === 400;
    return error(refused ? errorMessage(failure, messages.linkGoogle.failed) : messages.linkGoogle.failed);
  }
}

/**
 * Link Google Account (spec sections 2, 4, 5 and 8): the account's password, given again, gets a
 * custom token from the API that signs the SDK in as this user; the pop-up links the chosen
 * Google account, and its e-mail must be the account's own (case aside) before the API records
 * it. The SDK is signed out at the end in every case.
 */
export async function linkGoogleAccount(accountEmail: string, password: string): Promise<LinkGoogleResult> {
  let outcome;
  try {
    // A 401 here is a wrong password, not an ended session: it must not sign the user out.
    const { token } = await api(routes.customToken, { body: { password }, signOutOn401: false });
    outcome = await linkGoogleProvider(token);
  } catch (failure) {
    console.warn('Linking Google could not start', failure);
    const answered = failure instanceof ApiError && (failure.status === 401 || failure.status === 429);
    return error(answered ? errorMessage(failure, messages.linkGoogle.failed) : messages.linkGoogle.failed);
  }
  if (outcome.status === 'cancelled') return outcome;
  if (outcome.status === 'failed') {
    return error(isAlreadyLinkedCode(outcome.code) ? messages.linkGoogle.alreadyLinked : messages.linkGoogle.failed);
  }

  const { link } = outcome;
  try {
    if (link.email.toLowerCase() !== accountEmail.toLowerCase()) {
      await link.unlink();
      return error(messages.linkGoogle.emailMismatch);
    }
    return await recordLink(link);
  } finally {
    await link.signOut();
  }
}

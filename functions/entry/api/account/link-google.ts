import { messages } from '#shared/messages';
import * as routes from '#shared/routes/account';
import { linkGoogle } from '../../../domain/account/google-link';
import { http } from '../../../http/http';

/**
 * PUT /api/user/link-google — records the Google account the browser just linked (linkWithPopup),
 * once the identity provider shows the link with the account's e-mail (spec section 5).
 */
export const handler = http(routes.linkGoogle, async ({ body, session }) => {
  await linkGoogle(session.uid, body.googleId);
  return { success: true, message: messages.linkGoogle.success, provider: 'Google' as const };
});

import { CONFIRM_PASSWORD_MESSAGE } from '#shared/error-messages';
import { AppError } from '../../kernel/errors';
import { createCustomToken } from '../../providers/identity/identity-admin';
import { confirmPassword } from './current-password';

const wrongPassword = () => new AppError('INVALID_CREDENTIALS', CONFIRM_PASSWORD_MESSAGE);

/**
 * A Firebase custom token for the user, only once they have given the account's password again.
 * A session alone must never become a credential at the identity provider: with one, a stolen
 * cookie could set a new password there or delete the identity.
 */
export async function customTokenFor(uid: string, password: string): Promise<string> {
  await confirmPassword(uid, password, wrongPassword);
  return createCustomToken(uid);
}

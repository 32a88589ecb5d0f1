import * as routes from '../../shared/routes/account';
import { setAgeConfirmationOnce } from '../data/users';
import { AppError, notFound } from '../kernel/errors';
import { http } from '../http/http';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import { AGE_CONFIRMED_MESSAGE } from '../../shared/error-messages';
import { AGE_ALREADY_CONFIRMED_MESSAGE } from '../../shared/error-messages';

/**
 * PUT /api/user/age-confirmation — for accounts that have none yet (made before it was asked, or
 * by Google from /login). Set once: the same value again succeeds, another one is 409, because
 * the disclosure rules and the terms depend on it and a user must not switch it at will.
 */
export const handler = http(routes.setAgeConfirmation, async ({ body, session }) => {
  const outcome = await setAgeConfirmationOnce(session.uid, body.ageConfirmation);
  if (outcome === 'no-profile') throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (outcome === 'conflict') throw new AppError('CONFLICT', AGE_ALREADY_CONFIRMED_MESSAGE);
  return { success: true, message: AGE_CONFIRMED_MESSAGE };
});

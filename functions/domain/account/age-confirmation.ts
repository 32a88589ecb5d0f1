import { ACCOUNT_NOT_FOUND_MESSAGE, AGE_ALREADY_CONFIRMED_MESSAGE } from '#shared/error-messages';
import type { AgeConfirmation } from '#shared/safety';
import { setAgeConfirmationOnce } from '../../data/users';
import { AppError, notFound } from '../../kernel/errors';
import { startNewTeenDays } from '../guardian/consent-state';

/**
 * Stores the age confirmation of an account that has none yet. Set once: the same value again
 * succeeds, another one is 409, because the disclosure rules and the terms depend on it and a
 * user must not switch it at will.
 */
export async function confirmAge(uid: string, value: AgeConfirmation): Promise<void> {
  const outcome = await setAgeConfirmationOnce(uid, value);
  if (outcome === 'no-profile') throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (outcome === 'conflict') throw new AppError('CONFLICT', AGE_ALREADY_CONFIRMED_MESSAGE);
  // A teen's days to have a guardian confirm start with the answer (an account from before starts at sign-in instead).
  await startNewTeenDays(uid, value, new Date());
}

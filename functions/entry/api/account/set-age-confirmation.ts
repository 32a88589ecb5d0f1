import * as routes from '#shared/routes/account';
import { confirmAge } from '../../../domain/account/age-confirmation';
import { http } from '../../../http/http';
import { AGE_CONFIRMED_MESSAGE } from '#shared/error-messages';

/**
 * PUT /api/user/age-confirmation — for accounts that have none yet (made before it was asked, or
 * by Google from /login). Set once: the same value again succeeds, another one is 409.
 */
export const handler = http(routes.setAgeConfirmation, async ({ body, session }) => {
  await confirmAge(session.uid, body.ageConfirmation);
  return { success: true, message: AGE_CONFIRMED_MESSAGE };
});

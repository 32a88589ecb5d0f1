import * as routes from '#shared/routes/guardian';
import { ADULTHOOD_CONFIRMED_MESSAGE } from '#shared/error-messages';
import { confirmAdulthoodFor } from '../../../domain/guardian/adulthood';
import { http } from '../../../http/http';

/** POST /api/guardian/adulthood — the teen says "I'm 18 now": the guardian links end (each guardian told) and the account is an adult's. */
export const handler = http(routes.confirmAdulthood, async ({ session }) => {
  await confirmAdulthoodFor(session.uid);
  return { success: true, message: ADULTHOOD_CONFIRMED_MESSAGE };
});

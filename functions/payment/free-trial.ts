import * as routes from '../../shared/routes/billing';
import { getBilling } from '../data/billing';
import { notFound } from '../kernel/errors';
import { http } from '../http/http';
import { isTrialAvailable } from '../domain/payment/free-trial';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';

/**
 * GET /api/payment/free-trial — whether the caller may still have the free trial, which is given
 * once per person (functions/domain/payment/free-trial.ts). Checkout decides the same way.
 */
export const handler = http(routes.freeTrial, async ({ session }) => {
  const billing = await getBilling(session.uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return { success: true, trialAvailable: await isTrialAvailable(billing) };
});

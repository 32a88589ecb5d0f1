import * as routes from '#shared/routes/billing';
import { trialAvailableFor } from '../../../domain/payment/free-trial';
import { http } from '../../../http/http';

/**
 * GET /api/payment/free-trial — whether the caller may still have the free trial, which is given
 * once per person (functions/domain/payment/free-trial.ts). Checkout decides the same way.
 */
export const handler = http(routes.freeTrial, async ({ session }) => ({
  success: true,
  trialAvailable: await trialAvailableFor(session.uid),
}));

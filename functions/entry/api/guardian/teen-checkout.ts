import * as routes from '#shared/routes/guardian';
import { openTeenCheckout } from '../../../domain/guardian/premium';
import { http } from '../../../http/http';

/**
 * POST /api/guardian/teens/{linkId}/checkout — the guardian opens Stripe's checkout for the teen's
 * account (domain/guardian/premium.ts); the webhook makes the teen Premium, as for anyone.
 */
export const handler = http(routes.createGuardianTeenCheckout, async ({ body, params, session }) => ({
  success: true,
  url: await openTeenCheckout(session.uid, params.linkId, body.interval),
}));

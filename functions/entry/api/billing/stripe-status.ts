import * as routes from '#shared/routes/billing';
import { planStatusFor } from '../../../domain/payment/plan';
import { http } from '../../../http/http';

/**
 * GET /api/user/stripe-status — the caller's plan and subscription state, from the profile (the
 * webhook keeps it in step with Stripe). 400 NO_PLAN before any plan was chosen: the web then
 * opens the plan popup.
 */
export const handler = http(routes.stripeStatus, async ({ session }) => ({ success: true, data: await planStatusFor(session.uid) }));

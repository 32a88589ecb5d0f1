import * as routes from '#shared/routes/billing';
import { openPortal } from '../../../domain/payment/portal';
import { http } from '../../../http/http';

/**
 * GET /api/payment/manage-subscription — a Stripe Billing Portal session for Premium users. The
 * customer is always the one on the caller's own profile: the request names none, so no one can
 * open another person's portal. Others get 409 NO_SUBSCRIPTION and the web opens the plan popup.
 */
export const handler = http(routes.manageSubscription, async ({ session }) => ({ success: true, url: await openPortal(session.uid) }));

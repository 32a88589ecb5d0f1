import * as routes from '#shared/routes/billing';
import { chooseBasicPlan } from '../../../domain/payment/plan';
import { http } from '../../../http/http';

/**
 * PUT /api/user/plan — chooses Basic, which needs no payment; stored on the profile so the choice
 * follows the user. 409 while a Premium subscription is live (cancelling it in the portal brings
 * the plan back to Basic by itself).
 */
export const handler = http(routes.choosePlan, async ({ session, body }) => {
  await chooseBasicPlan(session.uid);
  return { success: true, plan: body.plan };
});

import * as routes from '../../shared/routes/billing';
import { chooseBasic } from '../data/billing';
import { AppError, notFound } from '../kernel/errors';
import { http } from '../http/http';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import { SUBSCRIBED_MESSAGE } from '../../shared/error-messages';

/**
 * PUT /api/user/plan — chooses Basic, which needs no payment; stored on the profile so the choice
 * follows the user. 409 while a Premium subscription is live (cancelling it in the portal brings
 * the plan back to Basic by itself).
 */
export const handler = http(routes.choosePlan, async ({ session, body }) => {
  const outcome = await chooseBasic(session.uid);
  if (outcome === 'no-profile') throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (outcome === 'subscribed') throw new AppError('CONFLICT', SUBSCRIBED_MESSAGE);
  return { success: true, plan: body.plan };
});

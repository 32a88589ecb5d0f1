import * as routes from '#shared/routes/account';
import { saveSafetyPlan } from '../../../domain/account/safety-plan';
import { http } from '../../../http/http';

/**
 * PUT /api/user/safety-plan — saves the whole plan (validated by its schema) in place of the last
 * one, without its blank rows, and answers the plan as stored.
 */
export const handler = http(routes.saveSafetyPlan, async ({ body, session }) => ({
  success: true,
  ...(await saveSafetyPlan(session.uid, body)),
}));

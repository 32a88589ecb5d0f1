import * as routes from '#shared/routes/goals';
import { saveWho5For } from '../../../domain/check-ins/check-ins';
import { http } from '../../../http/http';

/** POST /api/wellbeing/who5 — the week's WHO-5, scored; `bringSafetyForward` when it is low; 409 for a second one that week. */
export const handler = http(routes.saveWho5, async ({ body, session }) => ({ success: true, ...(await saveWho5For(session.uid, body)) }));

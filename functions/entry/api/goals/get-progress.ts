import * as routes from '#shared/routes/goals';
import { progressFor } from '../../../domain/check-ins/progress';
import { http } from '../../../http/http';

/** GET /api/check-ins — the streak with its grace days, the last 60 days of check-ins and the WHO-5 results. */
export const handler = http(routes.getProgress, async ({ session }) => ({ success: true, ...(await progressFor(session.uid)) }));

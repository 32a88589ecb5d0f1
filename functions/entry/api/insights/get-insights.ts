import * as routes from '#shared/routes/insights';
import { insightsFor } from '../../../domain/insights/user-insights';
import { http } from '../../../http/http';

/**
 * GET /api/insights — the trends across the user's sessions: the basic view on every plan, every
 * topic on Premium (from the stored plan, whatever the web app showed).
 */
export const handler = http(routes.getInsights, async ({ session }) => ({ success: true, data: await insightsFor(session.uid) }));

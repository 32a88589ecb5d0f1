import * as routes from '#shared/routes/account';
import { webConfig } from '../../../domain/account/web-config';
import { http } from '../../../http/http';

/**
 * GET /api/config — what the web app needs at start, all public by design. Served rather than
 * built into the bundle, so one build runs locally and in AWS.
 */
export const handler = http(routes.webConfig, async () => webConfig());

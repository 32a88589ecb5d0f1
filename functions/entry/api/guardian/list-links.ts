import * as routes from '#shared/routes/guardian';
import { guardianLinksFor } from '../../../domain/guardian/links';
import { http } from '../../../http/http';

/** GET /api/guardian/links — my teens, my guardians, and my requests waiting. */
export const handler = http(routes.listGuardianLinks, async ({ session }) => ({ success: true, ...(await guardianLinksFor(session.uid)) }));

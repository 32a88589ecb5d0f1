import * as routes from '#shared/routes/account';
import { exportUserData } from '../../../domain/account/data-export';
import { http } from '../../../http/http';

/** GET /api/user/export — everything the user's account holds (SAFETY.md 12). */
export const handler = http(routes.exportData, ({ session }) => exportUserData(session.uid));

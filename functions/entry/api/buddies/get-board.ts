import * as routes from '#shared/routes/buddies';
import { buddyBoardFor } from '../../../domain/buddies/board';
import { http } from '../../../http/http';

/** GET /api/buddies — the week's board: the user, then their buddies, each with only what they share. */
export const handler = http(routes.getBuddyBoard, async ({ session }) => ({ success: true, ...(await buddyBoardFor(session.uid)) }));

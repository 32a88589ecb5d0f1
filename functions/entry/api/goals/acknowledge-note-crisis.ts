import * as routes from '#shared/routes/goals';
import { CRISIS_ACKNOWLEDGED_MESSAGE } from '#shared/error-messages';
import { acknowledgeNoteCrisisFor } from '../../../domain/crisis/acknowledge-note';
import { http } from '../../../http/http';

/**
 * POST /api/notes/crisis-ack — the user has seen the crisis screen a tier (c) note opened, so it
 * stays closed, also after a reload. The flag itself stays: the note keeps its help. A note that
 * was never flagged is left as it is, with the same answer; a note the user does not have
 * (another user's included) is a 404.
 */
export const handler = http(routes.acknowledgeNoteCrisis, async ({ body, session }) => {
  await acknowledgeNoteCrisisFor(session.uid, body.note, body.id);
  return { success: true, message: CRISIS_ACKNOWLEDGED_MESSAGE };
});

import * as routes from '../../shared/routes/chat';
import { acknowledgeCrisis } from '../data/chats';
import { http } from '../http/http';
import { chatNotFound, requireChat } from '../domain/chat/chat-access';
import { CRISIS_ACKNOWLEDGED_MESSAGE } from '../../shared/error-messages';

/**
 * POST /api/bot/crisis-ack/{chatId} — the user has seen the crisis screen a tier (c) message
 * opened, so it stays closed, also after a reload. The flag itself stays: the resources keep
 * showing and the coach stays careful. A chat that was never flagged has nothing to acknowledge
 * and is left as it is; the answer is the same.
 */
export const handler = http(routes.acknowledgeCrisis, async ({ params, session }) => {
  const chat = await requireChat(session.uid, params.chatId);
  if (chat.crisis && !(await acknowledgeCrisis(session.uid, params.chatId))) throw chatNotFound();
  return { success: true, message: CRISIS_ACKNOWLEDGED_MESSAGE };
});

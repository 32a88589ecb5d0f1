import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { acknowledgeCrisisScreen } from '../../../domain/chat/chats';

/**
 * POST /api/bot/crisis-ack/{chatId} — the user has seen the crisis screen a tier (c) message
 * opened, so it stays closed, also after a reload. The flag itself stays: the resources keep
 * showing and the coach stays careful. A chat that was never flagged has nothing to acknowledge
 * and is left as it is; the answer is the same.
 */
export const handler = http(routes.acknowledgeCrisis, ({ params, session }) => acknowledgeCrisisScreen(session.uid, params.chatId));

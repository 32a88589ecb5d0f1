import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { startChat } from '../../../domain/chat/start-chat';

/**
 * PUT /api/bot/temporary-chat/{chatGoal}/{chatStyle} — starts a temporary session with
 * the same checks as any chat: the age confirmation and the AI disclosure (409), the plan (403).
 */
export const handler = http(routes.newTemporaryChat, ({ params, session }) =>
  startChat(session.uid, { goal: params.chatGoal, style: params.chatStyle }, { temporary: true }),
);

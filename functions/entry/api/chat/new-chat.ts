import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { startChat } from '../../../domain/chat/start-chat';

/**
 * PUT /api/bot/new-chat/{chatGoal}/{chatStyle} — starts a chat (the web calls it when the first
 * message is sent). The age confirmation, the AI disclosure (409) and the plan (403) are checked
 * here, on the server, whatever the web app allowed.
 */
export const handler = http(routes.newChat, ({ params, session }) =>
  startChat(session.uid, { goal: params.chatGoal, style: params.chatStyle }),
);

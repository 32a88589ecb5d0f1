import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { searchSessions } from '../../../domain/search/search-sessions';

/**
 * POST /api/bot/search — the user's sessions whose title or messages hold the words searched for,
 * newest first, each with a snippet and the message to open it at. Reads the caller's partition
 * only, so another user's sessions can never be found; temporary and deleted chats never are.
 */
export const handler = http(routes.searchChats, async ({ session, body }) => searchSessions(session.uid, body.query));

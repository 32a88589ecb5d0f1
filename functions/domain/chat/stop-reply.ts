import { requestStop } from '../../data/reply-streams';
import { requireChat } from './chat-access';

/**
 * Asks the chat's streaming reply to stop. The chat must be the caller's (404 otherwise);
 * `stopped` is false when that reply already ended, which is no error: the press came late.
 */
export async function stopReply(uid: string, chatId: string, streamId: string): Promise<{ success: true; stopped: boolean }> {
  await requireChat(uid, chatId, 'any');
  return { success: true, stopped: await requestStop(uid, chatId, streamId) };
}

import { CONTINUOUS_GAP_MS } from '#shared/healthy-use';
import { listUserMessageTimes } from '../../data/chat-messages';
import { listChatIdsActiveBetween } from '../../data/chats';

/** What one message is counted as on its own: a minute or two to read a reply and write it. */
export const MINUTES_PER_LONE_MESSAGE = 2;

/**
 * Whole minutes of chat from the times the user wrote (ms, any order): messages at most
 * CONTINUOUS_GAP_MS apart are one sitting (the break reminder's rule, shared/healthy-use.ts),
 * counted from its first message to its last, plus MINUTES_PER_LONE_MESSAGE for the reply read
 * and the first message written. Time the app merely stays open is not counted: nothing measures it.
 */
export function minutesChatting(times: readonly number[]): number {
  const sorted = [...times].sort((x, y) => x - y);
  let sittingsMs = 0;
  let sittings = 0;
  sorted.forEach((time, index) => {
    const gap = index === 0 ? Infinity : time - sorted[index - 1]!;
    if (gap > CONTINUOUS_GAP_MS) sittings += 1;
    else sittingsMs += gap;
  });
  return Math.round(sittingsMs / 60_000) + sittings * MINUTES_PER_LONE_MESSAGE;
}

/** The teen's minutes chatting in [fromMs, toMs), from their messages' times alone (never their words). */
export async function teenMinutesChatting(teenUid: string, fromMs: number, toMs: number): Promise<number> {
  const chatIds = await listChatIdsActiveBetween(teenUid, fromMs, toMs);
  const times = (await Promise.all(chatIds.map((chatId) => listUserMessageTimes(teenUid, chatId)))).flat();
  return minutesChatting(times.filter((time) => time >= fromMs && time < toMs));
}

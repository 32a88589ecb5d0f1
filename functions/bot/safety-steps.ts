import type { CoachReply } from '../providers/coach';

/**
 * The two places the crisis protocol of SAFETY.md plugs into a reply, outside any model so that no
 * prompt can switch it off (rule 10). The safety issue fills them in; until then they let
 * everything through, and the reply flow (reply-flow.ts) already calls them at the right moments.
 */

/** What the screen of a user message decided: ask the coach, or answer with fixed, reviewed text. */
export type MessageScreen = { action: 'coach' } | { action: 'fixed-reply'; reply: CoachReply };

/**
 * Rule 1: every user message is screened before any model is called. Runs on the stored message,
 * so a crisis is answered even when the coach is down.
 */
export async function screenUserMessage(_text: string): Promise<MessageScreen> {
  return { action: 'coach' };
}

/** Rule 6: a model reply is screened before it is stored or shown; means or methods are never shown. */
export async function screenCoachReply(reply: CoachReply): Promise<CoachReply> {
  return reply;
}

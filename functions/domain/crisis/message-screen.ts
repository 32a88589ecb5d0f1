import { fixedReplyFor } from '#shared/crisis-help';
import { AI_DISCLOSURE, type Help, type RiskTier } from '#shared/safety';
import type { CoachReply } from '../../providers/coach';
import { isDangerAtHomeNow, type ScreenResult } from '../../safety';

/**
 * What a screened user message gets under the crisis protocol of SAFETY.md (rules 1-3, 8): the
 * fixed, reviewed texts of shared/safety.ts, outside any model (rule 10). Shared by the chat's
 * reply and the notes a user writes outside a chat (./note-screen.ts).
 */

/** What the screen of a user message decided. */
export interface MessageScreen {
  /** The tier the message met, read with the chat's earlier user messages as context. */
  tier: RiskTier;
  /** Fixed, reviewed text that answers instead of any model; absent when the coach answers. */
  fixed?: CoachReply;
  /** At a crisis tier: the harm and language that choose the help (docs/safety.md). */
  help?: Help;
}

/**
 * The help a screened message's harm and language call for. An emergency that is danger now at
 * home (someone at the door, hiding) gets abuse at home's help: Childhelp and 911 (docs/safety.md).
 */
export const helpOf = (result: Pick<ScreenResult, 'harm' | 'language' | 'harmToOthers' | 'reasons'>): Help => ({
  harm: result.harmToOthers
    ? 'harm-to-others'
    : result.harm === 'emergency' && isDangerAtHomeNow(result.reasons)
      ? 'abuse-at-home'
      : (result.harm ?? 'suicide-self-harm'),
  language: result.language,
});

/** A reply no model wrote. */
export const fixedReply = (text: string): CoachReply => ({ text, engine: 'safety' });

/**
 * Rule 1: what a screened user message gets. Tiers (b) and (c) get their fixed reply, its harm's
 * own in the user's language where it has one (harm to others its own); a question whether the
 * coach is real or human gets the AI disclosure, unless a crisis tier applies (the crisis answer
 * wins); anything else is the coach's to answer, with the help of its harm beside it at tier (a).
 */
export function messageScreen(result: ScreenResult): MessageScreen {
  if (result.tier === 'b' || result.tier === 'c') {
    const help = helpOf(result);
    return { tier: result.tier, help, fixed: fixedReply(fixedReplyFor(result.tier, help, result.harmToOthers)) };
  }
  if (result.tier === 'none' && result.asksIfHuman) return { tier: 'none', fixed: fixedReply(AI_DISCLOSURE) };
  return { tier: result.tier, ...(result.tier === 'a' && { help: helpOf(result) }) };
}

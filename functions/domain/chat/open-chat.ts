import type { DisclosureState } from '#shared/disclosure';
import { remembers } from '#shared/memory';
import type { MessageRecord } from '../../data/chat-messages';
import type { ChatRecord } from '../../data/chats';
import { getProfileWithConsent } from '../../data/users';
import type { CoachMemory } from '../../providers/coach';
import { guardianConsentFor } from '../guardian/consent-state';
import { coachHoursUntil, controlsInForce, type CoachHoursNow } from '../guardian/controls-in-force';
import { loadCoachMemory } from '../memory/coach-memory';
import { requireChat, requireEntitlement, type ChatKind } from './chat-access';
import type { ReplyContext } from './reply-context';

/** The chat a reply is asked in, checked, with what the reply needs of the user; and the question asked. */

export interface OpenChat {
  chat: ChatRecord;
  firstName: string;
  /** What decides whether the AI disclosure is due again. */
  user: DisclosureState;
  /** What the coach remembers: read while the message is stored, used when it is answered. */
  remembering: Promise<CoachMemory | undefined>;
  /** The coach pauses until a guardian confirms (domain/guardian/consent-state.ts); never the crisis side. */
  coachPaused: boolean;
  /** During a linked guardian's coach hours: when the coach is back (domain/guardian/controls-in-force.ts); never the crisis side. */
  coachHours?: CoachHoursNow;
  /** A teen's account with a confirmed guardian: the distress notice may apply (domain/guardian/notice.ts). */
  guardianLinked: boolean;
}

/**
 * The chat, checked for ownership and kind (404) and the plan (403), and what the reply needs of
 * the user. A temporary session remembers nothing, whatever the plan.
 */
export async function openChat(ctx: ReplyContext, kind: ChatKind = 'stored'): Promise<OpenChat> {
  const at = new Date();
  const [chat, { profile, consent: consentFacts, controls }] = await Promise.all([
    requireChat(ctx.uid, ctx.chatId, kind),
    getProfileWithConsent(ctx.uid),
  ]);
  requireEntitlement(profile?.plan, chat);
  const user = {
    ageConfirmation: profile?.ageConfirmation,
    disclosureSeenAt: profile?.disclosureSeenAt,
    lastActiveAt: profile?.lastActiveAt,
  };
  const remembering =
    !chat.temporary && remembers(profile?.plan, profile?.preferences?.memory) && controlsInForce(controls).memory
      ? loadCoachMemory(ctx.uid)
      : Promise.resolve(undefined);
  // Never an unhandled rejection while the message is stored; the reply awaits it and throws then.
  remembering.catch(() => undefined);
  // A message counts as coming back: an account from before guardians could confirm gets its days from now.
  const consent = await guardianConsentFor(ctx.uid, profile?.ageConfirmation, consentFacts, at, true);
  const coachHours = coachHoursUntil(controls, at);
  return {
    chat,
    firstName: profile?.firstName ?? '',
    user,
    remembering,
    coachPaused: consent?.paused ?? false,
    ...(coachHours && { coachHours }),
    guardianLinked: consent?.confirmed === true,
  };
}

/** A question to answer in an open chat. */
export interface Question extends OpenChat {
  /** The conversation, oldest first, ending with `userMessage`. */
  history: MessageRecord[];
  userMessage: MessageRecord;
  /** The reply to overwrite, when regenerating one. */
  replacing?: MessageRecord;
}

/**
 * The last exchange of a stored chat, for a new reply to it: the last reply (when the last
 * message is one) to be written over, the history asked without it, and the user message it
 * answers (undefined when the history does not end with one).
 */
export function lastExchange(history: MessageRecord[]): { asked: MessageRecord[]; replacing?: MessageRecord; userMessage?: MessageRecord } {
  const last = history.at(-1);
  const replacing = last?.role === 'assistant' ? last : undefined;
  const asked = replacing ? history.slice(0, -1) : history;
  const userMessage = asked.at(-1);
  return { asked, replacing, userMessage: userMessage?.role === 'user' ? userMessage : undefined };
}

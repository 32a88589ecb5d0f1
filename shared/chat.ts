/** Chat domain rules of spec sections 3 and 5, shared by the API and the web app. */
import { codePointLength, firstCodePoints, withoutHiddenCharacters } from './text';

/** Goals and styles are numbered 1 to 3 in the API paths (`/api/bot/new-chat/{chatGoal}/{chatStyle}`). */
export const CHAT_CHOICES = [1, 2, 3] as const;
export type ChatGoal = (typeof CHAT_CHOICES)[number];
export type ChatStyle = (typeof CHAT_CHOICES)[number];

export const GOALS: Record<ChatGoal, string> = {
  1: 'Build Self-Esteem',
  2: 'Reduce Stress',
  3: 'Interpersonal Relationships',
};

export const STYLES: Record<ChatStyle, string> = {
  1: 'Encouragement & Positivity',
  2: 'Non-Directive Approach',
  3: 'Resource & Information Sharing',
};

/** The coach's first name, given in the greeting (spec section 2, Dashboard). */
export const COACH_NAME = 'Skye';

/** Longest message a user may send, in characters after trimming. */
export const MAX_MESSAGE_LENGTH = 4000;

/** Longest chat title, in code points; the first message is cut at a word boundary to fit. */
export const MAX_TITLE_LENGTH = 60;

/**
 * The title an untitled chat takes from its first user message: whitespace collapsed, control and
 * direction characters left out (a title holds none), cut at the last word boundary that fits
 * MAX_TITLE_LENGTH code points (an ellipsis marks the cut), so an emoji is never cut in half.
 */
export function titleFromMessage(text: string): string {
  const flat = withoutHiddenCharacters(text.replace(/\s+/g, ' ')).replace(/ {2,}/g, ' ').trim();
  if (codePointLength(flat) <= MAX_TITLE_LENGTH) return flat;
  const room = firstCodePoints(flat, MAX_TITLE_LENGTH - 1);
  const space = room.lastIndexOf(' ');
  const atWord = space >= 0 && codePointLength(room.slice(0, space)) > MAX_TITLE_LENGTH / 2;
  return `${(atWord ? room.slice(0, space) : room).trimEnd()}…`;
}

/**
 * Who wrote a reply: the OpenAI model, the built-in offline coach (no key, or a failure), or the
 * crisis protocol's fixed, reviewed text (shared/safety.ts), which no model wrote.
 */
export const COACH_ENGINES = ['openai', 'offline', 'safety'] as const;
export type CoachEngineName = (typeof COACH_ENGINES)[number];

/**
 * How a reply that did not finish ended: the user stopped it, or the model or the
 * connection failed part-way. A finished reply has no status.
 */
export const REPLY_STATUSES = ['stopped', 'cut-off'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

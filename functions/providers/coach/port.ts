import type { ChatGoal, ChatStyle, CoachEngineName } from '#shared/chat';
import type { AgeGroup } from '#shared/safety';

/**
 * The coach port: what a chat handler asks of whoever writes the replies. Adapters: OpenAI
 * (openai.ts) when a key is configured, the built-in offline coach (offline/) otherwise and as
 * the fallback when OpenAI fails. Crisis screening (SAFETY.md) happens before and after this port,
 * outside any model, so no adapter can switch it off.
 */

/** One turn of the conversation, oldest first. */
export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * What the coach remembers of the user across sessions: Premium with memory on only;
 * absent otherwise, so the coach knows only the session in front of it.
 */
export interface CoachMemory {
  /** The active goals, oldest first: the user's words and the coaching goal each serves. */
  goals: readonly { text: string; chatGoal: ChatGoal }[];
  /** The latest daily check-in: how many days ago (0 is today) and its mood, 1 to 5. */
  lastCheckIn?: { daysAgo: number; mood: number };
  /** The notes the user keeps (shown to them on the Memory page), newest first. */
  notes: readonly string[];
}

export interface CoachRequest {
  goal: ChatGoal;
  style: ChatStyle;
  /** The user's first name, for a warmer reply; may be empty. */
  firstName: string;
  /** The whole conversation so far, ending with the user message to answer. */
  turns: readonly CoachTurn[];
  /** Running summary of turns older than the model's window, when the chat has one. */
  summary?: string;
  /**
   * How many of the oldest turns `summary` covers: the `summarizedTurns` of the reply that
   * returned it. Without it the summary is taken to cover whatever falls outside the window, and
   * it is never folded again.
   */
  summarizedTurns?: number;
  /**
   * The reply being regenerated, when the user asked for another one: the new reply should differ
   * from it. (The offline coach picks its wording deterministically, so it needs to be told.)
   */
  regenerating?: string;
  /**
   * Careful mode (SAFETY.md 2, 5, 20), set by the crisis protocol outside the model; a message
   * cannot unset it. `full` (the chat met tier (b) or (c)): gentle and validating, no exercises,
   * and every reply says where help is. `gentle` (a tier-(a) reading in this message or the last
   * few turns): the same care, without an emergency notice on replies to ordinary messages.
   */
  careful?: Care;
  /** The account's age group: an adult's, or a minor's with a guardian's consent (the only personal fact the coach gets). */
  ageGroup?: AgeGroup;
  /** What the coach remembers from earlier sessions; absent on Basic, with memory paused, or in a temporary session. */
  memory?: CoachMemory;
  /**
   * The start of a reply that was cut off: the coach writes only what follows it,
   * without repeating it. `turns` still ends with the user message it answers.
   */
  continuing?: string;
}

/** How careful the coach is (CoachRequest.careful). */
export type Care = 'full' | 'gentle';

export interface CoachReply {
  text: string;
  engine: CoachEngineName;
  /**
   * A new running summary when the adapter folded older turns into one; the handler stores it on
   * the chat so the next request starts from it.
   */
  summary?: string;
  /** Set with `summary`: how many of the oldest turns it covers; store it beside the summary. */
  summarizedTurns?: number;
}

/** What a streamed reply ends with, once all its text has come: everything of a CoachReply but the text. */
export type CoachReplyEnd = Omit<CoachReply, 'text'>;

/** A piece of a streamed reply, and who wrote it (known from the first piece, should the reply stop early). */
export interface CoachPiece {
  text: string;
  engine: CoachEngineName;
}

export interface Coach {
  /** The whole reply at once. */
  reply(request: CoachRequest, signal?: AbortSignal): Promise<CoachReply>;
  /**
   * The reply as it is written: pieces of text in order (a word, part of one, several),
   * then, as the generator's return value, its engine and any folded summary. Aborting `signal`
   * cancels the model's call; the generator then throws the abort.
   */
  stream(request: CoachRequest, signal?: AbortSignal): AsyncGenerator<CoachPiece, CoachReplyEnd, undefined>;
}

/** Thrown when no reply could be produced at all (the offline fallback failed too). */
export class CoachUnavailableError extends Error {}

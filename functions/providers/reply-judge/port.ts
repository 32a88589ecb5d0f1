import type { JudgedCategory } from './judgement';

/**
 * The reply judge port (docs/safety.md, "What a reply must never do"): a provider that reads one
 * reply the coach wrote, with the message it answers, and says which categories of the policy it
 * breaks. Adapters: OpenAI's structured output with a key (openai.ts), and an OpenAI-compatible
 * server without one, on a guard model or the coach's own (compatible.ts). With no model there is
 * no judge: the offline coach writes only fixed, reviewed texts. functions/safety/judge.ts turns a
 * judgement into a verdict, which may refuse a reply the local screen passed, never the reverse.
 */

/** What the judge reads: the reply, what it answers, and the one personal fact that changes the rules. */
export interface JudgedReply {
  reply: string;
  /** The person's message the reply answers, when there is one. */
  asked?: string;
  /** A minor's account (under 18, with a guardian's consent): nothing romantic at all. */
  minor: boolean;
  /** The chat carries a crisis flag: no medicine, dose, height or weapon named at all. */
  flagged: boolean;
}

export interface ReplyJudge {
  /** The categories the reply breaks (none: it may be shown); throws on any failure, an answer off the format included. */
  judge(input: JudgedReply, signal?: AbortSignal): Promise<JudgedCategory[]>;
}

/** The judge answered, but not in its format (a refusal, a cut-off, prose, JSON off the schema). */
export class InvalidJudgementError extends Error {}

import { COACH_NAME, type ChatGoal, type ChatStyle } from '#shared/chat';
import type { Chooser } from './choose';
import { CLAUSE_FRAMES, FEELING_LINES, LIST_ACKS, PLAIN_ACKS, QUOTE_FRAMES, TOPIC_LINES } from './manner';
import type { GoalPlan, Move } from './moves';
import type { Care } from '../port';
import { readSignals, type Signals } from './signals';
import { reflect, type Reflection } from './reflect';
import { fill } from './text';

/**
 * What one offline reply knows about its turn, and the pieces every kind of reply shares: where
 * the coaching arc stands, the introduction, and the reflection of the user's words.
 */

/** A reply in parts, assembled in this order and trimmed by dropping the optional ones. */
export interface Parts {
  opening?: string;
  /** One thing remembered from earlier sessions, in a session's first reply, before its question. */
  remember?: string;
  ack?: string;
  extra?: string;
  lead?: string;
  question?: string;
  close?: string;
}

/** Everything a reply is built from. */
export interface Context {
  goal: ChatGoal;
  style: ChatStyle;
  plan: GoalPlan;
  pick: Chooser['pick'];
  pickFirst: Chooser['first'];
  signals: Signals;
  message: string;
  /** How many earlier messages moved the coaching arc on. */
  stage: number;
  /** The user's first message gets the coach's introduction. */
  first: boolean;
  name: string;
  /** The coach's reply just before the message being answered. */
  previous: string | undefined;
  /** An earlier message spoke of self-harm: a goodbye repeats where help is. */
  hadRisk: boolean;
  /** Careful mode: the crisis protocol flagged the chat (CoachRequest.careful). */
  careful: Care | undefined;
  /** The user's earlier messages in this chat, oldest first. */
  earlier: readonly string[];
  /** The latest step the user planned earlier in the chat, turned toward them ("call your mum"). */
  userStep: string | undefined;
}

/** The move at an index: the arc once, then round again from its second move. */
function moveAtIndex(plan: GoalPlan, index: number): Move {
  const { moves } = plan;
  return index < moves.length ? moves[index]! : moves[1 + ((index - 1) % (moves.length - 1))]!;
}

/** The move for this reply; a user who has already planned their own step is not asked for one. */
export function moveAt(ctx: Context): Move {
  const move = moveAtIndex(ctx.plan, ctx.stage);
  return ctx.userStep && move.id === 'small-step' ? moveAtIndex(ctx.plan, ctx.stage + 1) : move;
}

/** The question of the move due next (the opening question before the arc starts). */
export const nextQuestion = (ctx: Context, slot = 'question'): string =>
  ctx.pick(slot, ctx.stage === 0 ? ctx.plan.opening : moveAt(ctx).styles[ctx.style].question);

export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The coach's introduction on its first reply: honest from the first line. */
export function introduction(ctx: Context): string {
  return ctx.name ? `Hi ${ctx.name}, I'm ${COACH_NAME}, your AI coach.` : `Hi, I'm ${COACH_NAME}, your AI coach.`;
}

/** A harsh self-judgement, once turned toward the user: "you're so ugly". */
const HARSH =
  /^you(?:'re| are| were)\s+(?:(?:so|just|really|too|such|a|an|the|always|never|completely|totally|basically)\s+)*(?:stupid|ugly|worthless|useless|boring|failure|loser|pathetic|fat|dumb|annoying|weird|burden|mess|not good enough|unlovable|hopeless|disgusting|hideous|idiot|unlikeable|a joke|nothing)\b/i;

/** A bad outcome the user predicts for themselves: "you're going to fail chem". */
const FEARED = /^you(?:'re| are)(?:\s+\w+)?\s+going to\s+(?:fail|flunk|mess|get (?:a )?(?:bad|low|terrible)|lose|be late|be alone|bomb)\b/i;

/**
 * Reflects a harsh self-judgement or a feared outcome as what the user feels, never as the coach's
 * own statement: "you're so ugly" becomes "you've been feeling that you're so ugly", "you're going
 * to fail chem" becomes "you're worried you're going to fail chem".
 */
export const asBelief = (swapped: string): string =>
  HARSH.test(swapped) ? `you've been feeling that ${swapped}` : FEARED.test(swapped) ? `you're worried ${swapped}` : swapped;

/** A feeling or topic makes a clause worth reflecting first. */
const salientText = (text: string): boolean => readSignals(text).feelings.length > 0 || readSignals(text).topics.length > 0;

/** "your studies, money and your family" */
const listed = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}` : (items[0] ?? '');

/** A reflection in the style's manner: a clause after "It sounds like", else the user's words quoted. */
export function framed(ctx: Context, reflection: Reflection): string {
  if (reflection.clause) {
    const r = asBelief(reflection.swapped);
    return ctx.pick(
      'ack',
      CLAUSE_FRAMES[ctx.style].map((f) => fill(f, { r })),
    );
  }
  const quoted = reflection.quoted.replace(/"/g, '');
  return ctx.pick(
    'ack',
    QUOTE_FRAMES[ctx.style].map((f) => fill(f, { q: quoted })),
  );
}

/**
 * The user's words reflected back in the style's manner or, when no clause reflects well, the
 * topics they named or a plain acknowledgement: never a broken echo.
 */
export function acknowledge(ctx: Context, salient: (text: string) => boolean = salientText): string {
  const topics = ctx.signals.topics;
  if (ctx.signals.wordCount <= 3 && topics[0]) {
    return ctx.pick('ack', [`So it's mostly about ${topics[0].phrase}.`, `Okay, ${topics[0].phrase}: that's a big one.`]);
  }
  const reflection = reflect(ctx.message, salient);
  if (reflection?.clause) return framed(ctx, reflection);
  // A list of topics ("exams, money, my mum") is named back, not quoted.
  if (topics.length > 1) {
    const t = listed(topics.slice(0, 3).map((topic) => topic.phrase));
    return ctx.pick(
      'ack',
      LIST_ACKS[ctx.style].map((f) => fill(f, { t })),
    );
  }
  if (reflection) return framed(ctx, reflection);
  return ctx.pick('ack', PLAIN_ACKS[ctx.style]);
}

/**
 * A line about the feeling (every style) or, failing that, the topic (not non-directive). A
 * feeling the acknowledgement already named is not named again.
 */
export function feelingOrTopic(ctx: Context, ack: string): string | undefined {
  const feeling = ctx.signals.feelings.find((f) => !f.positive && !f.pattern.test(ack.toLowerCase()));
  if (feeling)
    return ctx.pick(
      'feeling',
      FEELING_LINES[ctx.style].map((f) => fill(f, { f: feeling.label })),
    );
  const topic = ctx.signals.topics[0];
  if (topic && ctx.style !== 2) return ctx.pick('topic', TOPIC_LINES[topic.id][ctx.style]);
  return undefined;
}

import * as say from './replies';
import { reflect } from './reflect';
import { readSignals } from './signals';
import { stepsFor } from './steps';
import { framed, introduction, lowerFirst, type Context, type Parts } from './turn';

/**
 * A direct request for help ("what should I do?", "any tips for sleeping") gets one small,
 * concrete step in every style, in the style's manner: encouragement invites it, the
 * non-directive style offers it tentatively and hands the choice back, resource says briefly why
 * it helps. What the user told alongside the request is reflected first; the request itself never is.
 */
export function advise(ctx: Context): Parts {
  const told = reflect(ctx.message, (text) => readSignals(text).feelings.length > 0);
  const step = ctx.pickFirst(stepsFor(ctx.message, ctx.earlier, ctx.goal), (option) => option.text);
  const offer = `${ctx.pick('step', say.STEP_INTROS[ctx.style])} ${lowerFirst(step.text)}`;
  return {
    opening: ctx.first ? introduction(ctx) : undefined,
    ack: told?.clause ? framed(ctx, told) : ctx.pick('ack', say.ADVICE_LINES[ctx.style]),
    lead: ctx.style === 3 ? `${step.why} ${offer}` : offer,
    question: ctx.pick('question', say.ADVICE_QUESTIONS[ctx.style]),
  };
}

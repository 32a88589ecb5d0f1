import { COACH_NAME } from '#shared/chat';
import { advise } from './advise';
import { exerciseMentioned, isOffer } from './exercises';
import { JUST_LISTEN } from './speech-acts';
import {
  CHECK_IN_INVITES,
  GOOD_NEWS_LINES,
  GOOD_NEWS_QUESTIONS,
  PLAN_FRAMES,
  PLAN_LINES,
  PLAN_QUESTIONS,
  POSITIVE_LINES,
  POSITIVE_QUESTIONS,
} from './manner';
import * as say from './replies';
import { reflect } from './reflect';
import { planIn, readSignals } from './signals';
import { swapPronouns } from './swap';
import { capitalise, fill, words } from './text';
import { acknowledge, asBelief, feelingOrTopic, framed, introduction, moveAt, nextQuestion, type Context, type Parts } from './turn';

/** The parts of a reply for each thing a message can be doing (signals.ts). */

function share(ctx: Context): Parts {
  const move = moveAt(ctx);
  const lines = move.styles[ctx.style];
  const ack = acknowledge(ctx);
  const checkIn = ctx.userStep && move.id === 'check-in';
  return {
    opening: ctx.first ? introduction(ctx) : undefined,
    ack,
    extra: feelingOrTopic(ctx, ack),
    lead: lines.lead.length > 0 ? ctx.pick('lead', lines.lead) : undefined,
    question: checkIn ? `How are you feeling about your plan to ${ctx.userStep}?` : ctx.pick('question', lines.question),
  };
}

const isGoodNews = (text: string): boolean => readSignals(text).intent === 'good-news';

function goodNews(ctx: Context): Parts {
  const reflection = reflect(ctx.message, isGoodNews);
  const echo = reflection?.clause && ctx.style !== 2 ? `${capitalise(asBelief(reflection.swapped))}!` : acknowledge(ctx);
  return {
    opening: ctx.first ? introduction(ctx) : undefined,
    ack: echo,
    extra: ctx.pick('good', GOOD_NEWS_LINES[ctx.style]),
    question: ctx.pick('question', GOOD_NEWS_QUESTIONS[ctx.style]),
  };
}

/** Feeling a bit better: notice it and ask what helped, without overdoing the celebration. */
function positive(ctx: Context): Parts {
  return {
    opening: ctx.first ? introduction(ctx) : undefined,
    ack: acknowledge(ctx),
    extra: ctx.pick('positive', POSITIVE_LINES[ctx.style]),
    question: ctx.pick('question', POSITIVE_QUESTIONS[ctx.style]),
  };
}

/**
 * The user's own step, reflected as a step, because what follows ("That seems to be coming from
 * you. How do you feel about starting it?") points back at it: their clause naming it, else the
 * step itself in a plan frame.
 */
function stepAck(ctx: Context): string {
  // A clause that opens with the step ("tonight I'm going to ..."), not "she said I can ...".
  const hasStep = (text: string) => {
    const step = planIn(text);
    return step !== undefined && words(text.slice(0, text.toLowerCase().indexOf(step.toLowerCase()))).length <= 4;
  };
  const reflection = reflect(ctx.message, hasStep);
  if (reflection?.clause && hasStep(reflection.quoted)) return framed(ctx, reflection);
  const s = swapPronouns(planIn(ctx.message) ?? '');
  return ctx.pick(
    'ack',
    PLAN_FRAMES[ctx.style].map((f) => fill(f, { s })),
  );
}

/** The user's own step: reflect it, make it concrete, and offer a check-in next time. */
function ownStep(ctx: Context): Parts {
  return {
    ack: stepAck(ctx),
    extra: ctx.pick('plan', PLAN_LINES[ctx.style]),
    lead: ctx.style === 2 ? undefined : ctx.pick('check-in', CHECK_IN_INVITES),
    question: ctx.pick('question', PLAN_QUESTIONS[ctx.style]),
  };
}

/** Asked to change the subject, or to stop asking: the user leads, and a named topic is taken up. */
function steer(ctx: Context): Parts {
  if (JUST_LISTEN.test(ctx.message.toLowerCase()))
    return { ack: ctx.pick('ack', say.LISTEN_LINES), close: ctx.pick('invite', say.SHORT_INVITES) };
  const topic = /\b(?:don'?t|do not) want\b/i.test(ctx.message) ? undefined : ctx.signals.topics[0];
  return {
    ack: ctx.pick('ack', say.STEER_LINES),
    question: topic ? `What's on your mind about ${topic.phrase}?` : ctx.pick('question', say.STEER_QUESTIONS),
  };
}

function yes(ctx: Context): Parts {
  const exercise = ctx.previous ? exerciseMentioned(ctx.previous) : undefined;
  if (!exercise) return { ack: ctx.pick('ack', say.AGREED_LINES), question: nextQuestion(ctx) };
  if (ctx.previous?.includes(exercise.steps)) return { ack: say.YES_AGAIN_LINES[0], question: exercise.followUp };
  return { ack: ctx.pick('ack', say.YES_LINES), lead: exercise.steps, question: exercise.followUp };
}

function short(ctx: Context, lines: readonly string[]): Parts {
  return {
    ack: ctx.pick('ack', lines),
    extra: ctx.style === 3 ? undefined : ctx.pick('invite', say.SHORT_INVITES),
    question: ctx.pick('question', ctx.plan.easier),
  };
}

/**
 * Careful mode: reflect, validate and ask gently, whatever the message is doing (an honest answer
 * about the coach included). Never an exercise or a push. In a chat that met tier (b) or (c) every
 * reply closes with where help is; in the turns after a tier-(a) reading it does not, since help is
 * one tap away and the reading may have been a false alarm (SAFETY.md 20).
 */
function careful(ctx: Context): Parts {
  const { intent, wordCount, feelings } = ctx.signals;
  const brief = wordCount <= 3 && feelings.length === 0;
  return {
    ack:
      intent === 'identity' ? ctx.pick('ack', say.IDENTITY_LINES) : brief ? ctx.pick('ack', say.SHORT_ACKS[ctx.style]) : acknowledge(ctx),
    extra: ctx.pick('careful', say.CAREFUL_LINES),
    question: ctx.pick('question', say.CAREFUL_QUESTIONS),
    ...(ctx.careful === 'full' && { close: ctx.pick('reach-out', say.CAREFUL_REACH_OUT) }),
  };
}

/** Intents answered the same in careful mode: they already say where help is. */
const CAREFUL_AS_USUAL = new Set(['risk', 'harm-to-others', 'goodbye']);

/** The parts of the reply to the message, by what the message is doing. */
export function respond(ctx: Context): Parts {
  const { intent } = ctx.signals;
  if (ctx.careful && !CAREFUL_AS_USUAL.has(intent)) return careful(ctx);
  const offered = ctx.previous !== undefined && isOffer(ctx.previous);
  switch (intent) {
    case 'risk':
      return { ack: say.RISK_REPLY };
    case 'harm-to-others':
      return { ack: say.HARM_TO_OTHERS_REPLY };
    case 'diagnosis':
      return {
        ack: ctx.pick('ack', say.DIAGNOSIS_LINES),
        extra: ctx.pick('referral', say.DIAGNOSIS_REFERRAL),
        question: ctx.pick('question', say.DIAGNOSIS_QUESTIONS),
      };
    case 'identity':
      return {
        ack: ctx.pick('ack', say.IDENTITY_LINES),
        extra: ctx.pick('detail', say.IDENTITY_DETAIL),
        lead: ctx.pick('offline', say.OFFLINE_NOTE),
        question: ctx.first ? ctx.pick('question', ctx.plan.opening) : ctx.pick('question', say.CARRY_ON),
      };
    case 'capabilities':
      return {
        ack: `I'm ${COACH_NAME}, an AI coach, and in this chat we're working on ${ctx.plan.purpose} with ideas from positive psychology, like ${say.CAPABILITY_PRACTICES[ctx.goal]}.`,
        extra: ctx.pick('intro', say.GREETING_INTROS[ctx.style]),
        question: ctx.first ? ctx.pick('question', ctx.plan.opening) : ctx.pick('question', say.CARRY_ON),
      };
    case 'greeting':
      if (!ctx.first) return { ack: ctx.pick('ack', say.WELCOME_BACK), question: nextQuestion(ctx) };
      return {
        ack: `${ctx.name ? `Hi ${ctx.name}!` : 'Hi!'} I'm ${COACH_NAME}, an AI coach, and I'm here to help you with ${ctx.plan.purpose}.`,
        extra: ctx.pick('intro', say.GREETING_INTROS[ctx.style]),
        question: ctx.pick('question', ctx.plan.opening),
      };
    case 'goodbye':
      return {
        ack: ctx.name ? `Take care, ${ctx.name}.` : 'Take care.',
        extra:
          ctx.hadRisk || ctx.careful === 'full'
            ? say.SAFETY_REMINDER
            : ctx.userStep
              ? `Good luck with your plan to ${ctx.userStep}.`
              : ctx.pick('bye', say.GOODBYE_LINES[ctx.style]),
        close: ctx.pick('close', say.GOODBYE_CLOSE),
      };
    case 'thanks':
      return { ack: ctx.pick('ack', say.THANKS_LINES), question: ctx.pick('question', say.THANKS_QUESTIONS) };
    case 'yes':
      return offered ? yes(ctx) : short(ctx, say.SHORT_ACKS[ctx.style]);
    case 'no':
      return offered ? { ack: ctx.pick('ack', say.NO_LINES), question: nextQuestion(ctx) } : short(ctx, say.SHORT_ACKS[ctx.style]);
    case 'dont-know':
      return short(ctx, say.DONT_KNOW_LINES[ctx.style]);
    case 'short':
      return short(ctx, say.SHORT_ACKS[ctx.style]);
    case 'steer':
      return steer(ctx);
    case 'advice':
      return advise(ctx);
    case 'good-news':
      return goodNews(ctx);
    case 'positive':
      return positive(ctx);
    case 'plan':
      return ownStep(ctx);
    case 'question':
      return {
        ack: ctx.pick('ack', say.QUESTION_LINES),
        extra: ctx.pick('extra', say.QUESTION_EXTRAS[ctx.style]),
        question: ctx.pick('question', say.QUESTION_QUESTIONS),
      };
    case 'share':
      return share(ctx);
  }
}

import type { ChatGoal } from '#shared/chat';
import type { CoachRequest } from '../port';
import { safeFirstName } from '../prompts';
import { Chooser } from './choose';
import { SELF_ESTEEM } from './goal-self-esteem';
import { RELATIONSHIPS } from './goal-relationships';
import { STRESS } from './goal-stress';
import type { GoalPlan } from './moves';
import { respond } from './respond';
import { rememberLine } from './remember';
import { planIn, readSignals } from './signals';
import { swapPronouns } from './swap';
import { sentenceCount } from './text';
import type { Context, Parts } from './turn';

/**
 * Builds one offline reply. A reply is assembled from parts in a fixed order (opening,
 * acknowledgement, extra, lead, question, close) and trimmed to at most five sentences by
 * dropping the optional parts first.
 */

const PLANS: Record<ChatGoal, GoalPlan> = { 1: SELF_ESTEEM, 2: STRESS, 3: RELATIONSHIPS };

const ORDER = ['opening', 'ack', 'extra', 'lead', 'remember', 'question', 'close'] as const;
/** Dropped in this order until the reply has at most five sentences. */
const OPTIONAL = ['extra', 'opening', 'lead', 'remember'] as const;

function assemble(parts: Parts): string {
  const current = { ...parts };
  const text = () =>
    ORDER.map((key) => current[key])
      .filter(Boolean)
      .join(' ');
  for (const key of OPTIONAL) {
    if (sentenceCount(text()) <= 5) break;
    delete current[key];
  }
  return text();
}

/** Whether a message moved the coaching arc on (so the next one takes the next move). */
const advances = (message: string): boolean => ['share', 'plan'].includes(readSignals(message).intent);

/** The latest plan among the user's messages, turned toward them. */
function latestPlan(messages: readonly string[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const step = readSignals(messages[i]!).intent === 'plan' ? planIn(messages[i]!) : undefined;
    if (step) return swapPronouns(step);
  }
  return undefined;
}

/** The offline coach's reply to the last user turn of a request. */
export function composeReply(request: CoachRequest): string {
  const turns = request.turns;
  const lastUser = turns.findLastIndex((turn) => turn.role === 'user');
  const message = lastUser >= 0 ? turns[lastUser]!.content : '';
  const earlierUser = turns.slice(0, Math.max(lastUser, 0)).filter((turn) => turn.role === 'user');
  const earlier = earlierUser.map((turn) => turn.content);
  const earlierCoach = turns.slice(0, Math.max(lastUser, 0)).filter((turn) => turn.role === 'assistant');
  const avoid = [...earlierCoach.map((turn) => turn.content), ...(request.regenerating ? [request.regenerating] : [])];
  const previous = lastUser > 0 && turns[lastUser - 1]!.role === 'assistant' ? turns[lastUser - 1]!.content : undefined;
  const seedBase = `${request.goal}${request.style}|${earlierUser[0]?.content ?? message}|${earlierUser.length}`;
  let reply = '';
  // A second or third seed only when the first gives a reply the user has already seen.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const chooser = new Chooser(`${seedBase}|${attempt}|${request.regenerating ? 'again' : ''}`, avoid);
    const ctx: Context = {
      goal: request.goal,
      style: request.style,
      plan: PLANS[request.goal],
      pick: chooser.pick.bind(chooser),
      pickFirst: chooser.first.bind(chooser),
      signals: lastUser >= 0 ? readSignals(message) : { ...readSignals('hi'), intent: 'greeting' },
      message,
      stage: earlierUser.filter((turn) => advances(turn.content)).length,
      first: earlierCoach.length === 0,
      name: safeFirstName(request.firstName).split(' ')[0] ?? '',
      previous,
      hadRisk: earlierUser.some((turn) => ['risk', 'harm-to-others'].includes(readSignals(turn.content).intent)),
      careful: request.careful,
      earlier,
      userStep: latestPlan(earlier),
    };
    const parts = respond(ctx);
    // A session's first reply may pick up where the last left off; never beside risk or in a flagged chat.
    if (ctx.first && !ctx.careful && !['risk', 'harm-to-others'].includes(ctx.signals.intent)) {
      parts.remember = rememberLine(request.memory, request.goal, ctx.pick);
    }
    reply = assemble(parts);
    if (!avoid.includes(reply)) break;
  }
  return reply;
}

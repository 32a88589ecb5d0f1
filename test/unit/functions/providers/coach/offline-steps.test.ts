import { CHAT_CHOICES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { composeReply } from '../../../../../functions/providers/coach/offline/compose';
import { RISK_REPLY } from '../../../../../functions/providers/coach/offline/replies';
import { readSignals } from '../../../../../functions/providers/coach/offline/signals';
import { STEPS, type Step } from '../../../../../functions/providers/coach/offline/steps';
import { sentenceCount } from '../../../../../functions/providers/coach/offline/text';
import type { CoachRequest, CoachTurn } from '../../../../../functions/providers/coach/port';
import { screenLocally, screenReply } from '../../../../../functions/safety/screen';
import { useTestEnv } from '../../../../fixtures/env';
import varied from '../../../../fixtures/coach/varied-messages.json';
import { brokenEchoes } from './broken-echoes';

/**
 * Asked for help, the offline coach gives one small, concrete step, in every goal and style
 * (Non-Directive included, as Basic's only style), within its first two replies; each style in its
 * own manner. Crisis messages stay with the crisis path.
 */

beforeEach(() => useTestEnv());

const CATALOGUE = Object.values(STEPS);

/** Direct requests for help, as young people write them. */
const REQUESTS = [
  'what should I do?',
  'can you help me calm down',
  'any tips for sleeping',
  'how do I stop overthinking?',
  "i don't know what to do",
  'idk what to do',
  'pls help',
  'help me stop panicking',
  'give me some advice',
  'what can i do about it',
  'i need advice',
  'any ideas how to focus',
  'how can i stop procrastinating',
  'tell me what to do',
  'any tips to make friends',
  'how do I deal with my sister',
  'I want to know how I stop overthinking',
  'so what do i do now',
];

/** What may come before the request, and what may follow a first reply with no step. */
const BEFORE = ["exams are killing me and i can't sleep", 'my best friend has been ignoring me'];
const NUDGE = 'not sure really';

const stepIn = (reply: string): Step | undefined => CATALOGUE.find((step) => reply.toLowerCase().includes(step.text.toLowerCase()));

function converse(goal: ChatGoal, style: ChatStyle, messages: string[], extra: Partial<CoachRequest> = {}): string[] {
  const turns: CoachTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    turns.push({ role: 'user', content: message });
    const text = composeReply({ goal, style, firstName: 'Maya', turns, ...extra });
    replies.push(text);
    turns.push({ role: 'assistant', content: text });
  }
  return replies;
}

const pairs = CHAT_CHOICES.flatMap((goal) => CHAT_CHOICES.map((style) => [goal, style] as [ChatGoal, ChatStyle]));

describe("the coach's step catalogue", () => {
  it.each(CATALOGUE.map((step) => [step.id, step] as const))('%s is one small action, said as an instruction', (_, step) => {
    expect(sentenceCount(step.text)).toBe(1);
    expect(step.text.split(/\s+/).length).toBeLessThanOrEqual(30);
    // "Breathe in ...", "Tonight, put ...", "Before you talk to them, fill in ...".
    expect(step.text).toMatch(/^(?:(?:Tonight|Today|Before [^,]+),\s+)?(?:Breathe|Step|Put|Set|Write|Fill|Send|Pick|Go|Name|Take)\b/i);
    expect(screenReply(`${step.why} ${step.text}`).safe).toBe(true);
  });
});

describe('a direct request for help', () => {
  it('comes from ordinary messages the crisis screen leaves to the coach', () => {
    for (const message of [...REQUESTS, ...BEFORE]) expect([message, screenLocally({ text: message }).tier]).toEqual([message, 'none']);
  });

  it.each(pairs)(
    'goal %i, style %i: gets a concrete step within the first two replies, first thing or mid-chat, and no broken echo',
    (goal, style) => {
      const missing = REQUESTS.flatMap((request) =>
        [[], [BEFORE[goal % 2]!]].flatMap((before) => {
          const replies = converse(goal, style, [...before, request, NUDGE]).slice(before.length);
          const gotStep = replies.some((text) => stepIn(text));
          const broken = brokenEchoes(request, replies[0]!);
          return gotStep && broken.length === 0
            ? []
            : [`${[...before, request].join(' / ')}\n  -> ${replies.join('\n  -> ')}\n  ${broken.join('; ')}`];
        }),
      );

      expect(missing).toEqual([]);
    },
  );

  it.each([
    ['can you help me calm down', 'box-breathing'],
    ['any tips for sleeping', 'phone-away'],
    ['how do I stop overthinking?', 'worry-list'],
    ['any tips to make friends', 'one-message'],
    ['how can i stop procrastinating', 'ten-minutes'],
  ])('%p gets a step about what was asked', (request, id) => {
    for (const style of CHAT_CHOICES) expect(stepIn(converse(2, style, [request])[0]!)?.id).toBe(id);
  });

  it('after a share, "what should I do?" gets a step about what was shared', () => {
    expect(stepIn(converse(2, 2, ["i can't sleep, my brain won't switch off at night", 'what should I do?'])[1]!)?.id).toBe('phone-away');
  });

  it('asked again, offers a different step', () => {
    const [first, second] = converse(2, 2, ['what should I do?', 'any other ideas?']);

    expect(stepIn(second!)).toBeDefined();
    expect(stepIn(second!)?.id).not.toBe(stepIn(first!)?.id);
  });

  it('gets the step in the manner of each style', () => {
    const [encouraging, nonDirective, resource] = CHAT_CHOICES.map((style) => converse(2, style, ['any tips for sleeping'])[0]!);

    expect(encouraging).toMatch(/glad you asked|strength/i);
    // Tentative, and the choice handed back.
    expect(nonDirective).toMatch(/if it helps|only if it feels right/i);
    expect(nonDirective).toMatch(/what (?:options )?have you already|what has helped you before/i);
    // Why it helps, then the step.
    expect(resource).toContain(STEPS['phone-away']!.why);
  });

  it('never reflects the request back: no "It sounds like any tips ..." or "you stop overthinking"', () => {
    for (const style of CHAT_CHOICES) {
      const [tips, overthinking] = [
        converse(1, style, ['any tips to make friends'])[0]!,
        converse(1, style, ['how do I stop overthinking?'])[0]!,
      ];
      expect(tips).not.toMatch(/any tips/i);
      expect(overthinking).not.toMatch(/\byou stop overthinking\b/i);
    }
  });
});

describe('the Non-Directive style', () => {
  it('gives no step nobody asked for', () => {
    const unasked = (Object.values(varied).filter(Array.isArray).flat() as string[]).filter(
      (message) => readSignals(message).intent !== 'advice',
    );
    const pushed = unasked.filter((message) => CHAT_CHOICES.some((goal) => stepIn(converse(goal, 2, [message])[0]!)));

    expect(unasked.length).toBeGreaterThan(300);
    expect(pushed).toEqual([]);
  });
});

describe('a request beside a crisis', () => {
  it.each(pairs)('goal %i, style %i: a request with words of self-harm gets the safety reply, no step', (goal, style) => {
    const [reply] = converse(goal, style, ['i want to die, what should i do']);

    expect(reply).toBe(RISK_REPLY);
  });

  it.each(pairs)('goal %i, style %i: in a flagged chat a request gets no step', (goal, style) => {
    for (const careful of ['full', 'gentle'] as const) {
      const replies = converse(goal, style, ['what should I do?', 'any tips for sleeping'], { careful });
      expect(replies.filter((text) => stepIn(text))).toEqual([]);
    }
  });
});

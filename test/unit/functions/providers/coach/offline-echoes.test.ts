import { CHAT_CHOICES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { composeReply } from '../../../../../functions/providers/coach/offline/compose';
import type { CoachRequest, CoachTurn } from '../../../../../functions/providers/coach/port';
import { useTestEnv } from '../../../../fixtures/env';
import varied from '../../../../fixtures/coach/varied-messages.json';
import { brokenEchoes, echoesIn } from './broken-echoes';

/**
 * The offline coach's reflections read as a person would write them. Every message of a
 * hand-written set (short and long, typos, lists, quotes, questions, requests, plans, news, and
 * young people's slang, hyperbole and questions) is answered under every goal and style, as a
 * first message, later in a chat and in careful mode, and no reply may break a rule of
 * broken-echoes.ts.
 */

beforeEach(() => useTestEnv());

const MESSAGES = Object.values(varied).filter(Array.isArray).flat() as string[];

type Position = 'first' | 'later' | 'careful';

/** The turns before the message: none, or a greeting already answered. */
const OPENING: CoachTurn[] = [
  { role: 'user', content: 'hi' },
  { role: 'assistant', content: "Hi! I'm Skye, an AI coach. What's on your mind?" },
];

function request(message: string, goal: ChatGoal, style: ChatStyle, position: Position): CoachRequest {
  const turns: CoachTurn[] = position === 'later' ? [...OPENING, { role: 'user', content: message }] : [{ role: 'user', content: message }];
  return { goal, style, firstName: 'Maya', turns, ...(position === 'careful' && { careful: 'full' }) };
}

const cases = MESSAGES.flatMap((message) =>
  CHAT_CHOICES.flatMap((goal) =>
    CHAT_CHOICES.flatMap((style) => (['first', 'later', 'careful'] as const).map((position) => ({ message, goal, style, position }))),
  ),
);

describe('the broken-echo rules', () => {
  it("catch the issue's example and pass a well-made reflection", () => {
    const message = "I have exams next week and I can't sleep. I want to do well.";

    expect(
      brokenEchoes(
        message,
        "What I'm hearing is that you have exams next week and you can't sleep. That seems to be coming from you. How do you feel about starting it?",
      ),
    ).toEqual(['a plan follow-up with no plan echoed']);
    expect(brokenEchoes(message, "It sounds like you have exams next week and you can't sleep. What feels heaviest?")).toEqual([]);
  });

  it('catch half-swapped pronouns, echoed questions and broken joins', () => {
    expect(brokenEchoes('', 'It sounds like you was left out. What happened?')).toContain('verb after you');
    expect(brokenEchoes('', 'It sounds like can you help you with your essay. What next?')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^a question echoed/)]),
    );
    expect(brokenEchoes('', 'So you feel stuck and. What now?')).toEqual(expect.arrayContaining([expect.stringMatching(/^dangling end/)]));
    expect(brokenEchoes('', 'I hear you: You feel my friends hate me. Okay?')).toEqual(
      expect.arrayContaining(['capital mid-sentence', expect.stringMatching(/^I left unswapped/)]),
    );
    expect(brokenEchoes("you don't understand", "It sounds like you don't understand. Why?")).toEqual([
      expect.stringMatching(/^words to the coach echoed/),
    ]);
  });

  it('catch hyperbole taken literally, slang echoed, and a question restated as a statement', () => {
    expect(brokenEchoes('this homework is killing me', 'I hear you: this homework is killing you. What now?')).toEqual([
      expect.stringMatching(/^a figure of speech taken literally/),
    ]);
    expect(brokenEchoes('im literally dying of stress', "So you're literally dying of stress. What now?")).toEqual([
      expect.stringMatching(/^a figure of speech taken literally/),
    ]);
    expect(brokenEchoes('', 'You said "exams are killing me", and that sounds important. What now?')).toEqual([
      expect.stringMatching(/^a figure of speech taken literally/),
    ]);
    expect(brokenEchoes('', "It sounds like exams are lowkey stressing you, and you're gonna fail. What now?")).toEqual([
      expect.stringMatching(/^textspeak echoed/),
    ]);
    expect(brokenEchoes('how do I stop overthinking?', 'You stop overthinking. What helps?')).toEqual([
      'a question turned into a statement: "you stop overthinking"',
    ]);
    expect(brokenEchoes('I want to know how I stop overthinking', 'So you want to know how you stop overthinking. What helps?')).toEqual([
      'a question turned into a statement: "you stop overthinking"',
    ]);
    expect(brokenEchoes('i hate how i look', 'It sounds like you hate how you look. What helps?')).toEqual([]);
    expect(brokenEchoes('this homework is killing me', 'It sounds like this homework is wearing you down. What helps?')).toEqual([]);
  });

  it('find the echo inside each kind of frame', () => {
    expect(echoesIn('Hi. So you feel stuck. You said "exams and money", and that sounds important.')).toEqual([
      { kind: 'clause', text: 'you feel stuck' },
      { kind: 'quote', text: 'exams and money' },
    ]);
  });
});

describe('the offline coach over varied messages', () => {
  it("has a few hundred varied messages to read, young people's slang, hyperbole, questions and requests among them", () => {
    expect(MESSAGES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(MESSAGES).size).toBe(MESSAGES.length);
    for (const group of ['young-slang', 'young-hyperbole', 'young-questions', 'young-requests'] as const) {
      expect(varied[group].length).toBeGreaterThanOrEqual(15);
    }
  });

  it('writes no broken echo, for any message, goal, style or place in a chat', () => {
    const broken = cases.flatMap(({ message, goal, style, position }) => {
      const reply = composeReply(request(message, goal, style, position));
      const rules = brokenEchoes(message, reply);
      return rules.length > 0 ? [`[${goal}${style} ${position}] ${message}\n  -> ${reply}\n  ${rules.join('; ')}`] : [];
    });

    expect(cases.length).toBeGreaterThan(9 * 300);
    expect(broken).toEqual([]);
  });

  it('gives the same reply to the same request', () => {
    for (const { message, goal, style, position } of cases.filter((_, index) => index % 7 === 0)) {
      expect(composeReply(request(message, goal, style, position))).toBe(composeReply(request(message, goal, style, position)));
    }
  });
});

import { CHAT_CHOICES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { composeReply } from '../../../../../functions/providers/coach/offline/compose';
import { EXERCISES } from '../../../../../functions/providers/coach/offline/exercises';
import { sentenceCount } from '../../../../../functions/providers/coach/offline/text';
import type { Care, CoachTurn } from '../../../../../functions/providers/coach/port';
import { CAREFUL_PROMPT, GENTLE_CAREFUL_PROMPT } from '../../../../../functions/providers/coach/prompts/core';
import { systemPrompt } from '../../../../../functions/providers/coach/prompts';
import { useTestEnv } from '../../../../fixtures/env';

/**
 * Careful mode (SAFETY.md 2, 5, 20): while the crisis protocol has flagged a chat, the coach is
 * gentle and validating and offers no exercise, in every goal and style, whatever the user writes
 * next. In full care (tier (b) or (c)) every reply mentions 988; in the gentle care after a tier
 * (a), a reply to an ordinary message carries no emergency notice.
 */

beforeEach(() => useTestEnv());

const pairs = CHAT_CHOICES.flatMap((goal) => CHAT_CHOICES.map((style) => [goal, style] as [ChatGoal, ChatStyle]));

/** What might follow a crisis message: a denial, a request for tips, a yes, a question, small talk. */
const FOLLOW_UPS = [
  "you misunderstood, I'm fine",
  'what should I do about my exams?',
  'yes',
  'ok',
  'I feel so tired of everything',
  'can you give me an exercise?',
  'why does this keep happening?',
  'I had pasta for dinner',
];

/** Plays the follow-ups after an earlier message, every reply in careful mode. */
function carefulReplies(goal: ChatGoal, style: ChatStyle, careful: Care = 'full'): string[] {
  const turns: CoachTurn[] = [
    { role: 'user', content: 'I feel hopeless and sometimes I wish I could just disappear' },
    { role: 'assistant', content: 'A fixed reply of the crisis protocol.' },
  ];
  const replies: string[] = [];
  for (const message of FOLLOW_UPS) {
    turns.push({ role: 'user', content: message });
    const text = composeReply({ goal, style, firstName: 'Maya', turns, careful });
    replies.push(text);
    turns.push({ role: 'assistant', content: text });
  }
  return replies;
}

const EXERCISE_WORDS = new RegExp(
  `\\b(exercise|technique|try this|steps?|${Object.values(EXERCISES)
    .map((e) => e.name)
    .join('|')})\\b`,
  'i',
);

describe('the offline coach in careful mode', () => {
  it.each(pairs)('goal %i, style %i: every reply mentions 988, offers no exercise, and stays short', (goal, style) => {
    for (const text of carefulReplies(goal, style)) {
      expect(text).toMatch(/\b988\b/);
      expect(text).not.toMatch(EXERCISE_WORDS);
      expect(sentenceCount(text)).toBeLessThanOrEqual(5);
    }
  });

  it.each(pairs)('goal %i, style %i, gentle care: no reply names 988 or 911, none offers an exercise', (goal, style) => {
    for (const text of carefulReplies(goal, style, 'gentle')) {
      expect(text).not.toMatch(/\b(988|911)\b/);
      expect(text).not.toMatch(EXERCISE_WORDS);
    }
  });

  it('answers a question about being human honestly, still with 988', () => {
    const text = composeReply({
      goal: 2,
      style: 2,
      firstName: '',
      turns: [{ role: 'user', content: 'are you a real person?' }],
      careful: 'full',
    });
    expect(text).toMatch(/\bAI\b/);
    expect(text).toMatch(/not a (person|human)/);
    expect(text).toMatch(/\b988\b/);
  });

  it('without careful mode the same request offers an exercise (the mode is what changes it)', () => {
    const turns: CoachTurn[] = [{ role: 'user', content: 'any tips for the stress?' }];
    expect(composeReply({ goal: 2, style: 3, firstName: '', turns })).toMatch(EXERCISE_WORDS);
    expect(composeReply({ goal: 2, style: 3, firstName: '', turns, careful: 'gentle' })).not.toMatch(EXERCISE_WORDS);
  });
});

describe('the system prompt in careful mode', () => {
  it('adds the careful instructions last, after the goal and style, and only when asked', () => {
    const careful = systemPrompt({ goal: 2, style: 3, firstName: 'Maya', careful: 'full' });
    const gentle = systemPrompt({ goal: 2, style: 3, firstName: 'Maya', careful: 'gentle' });

    expect(careful.endsWith(CAREFUL_PROMPT)).toBe(true);
    expect(gentle.endsWith(GENTLE_CAREFUL_PROMPT)).toBe(true);
    expect(systemPrompt({ goal: 2, style: 3, firstName: 'Maya' })).not.toContain('Careful mode');
  });

  it('asks for gentleness, no exercises, reaching out and 988, and does not let a denial settle it', () => {
    expect(CAREFUL_PROMPT).toMatch(/gentle/);
    expect(CAREFUL_PROMPT).toMatch(/Do not suggest exercises/);
    expect(CAREFUL_PROMPT).toMatch(/reach out to someone they trust/);
    expect(CAREFUL_PROMPT).toMatch(/988/);
    expect(CAREFUL_PROMPT).toMatch(/even if they say you misunderstood/);
  });

  it('in gentle care asks for the same care, with no emergency notice unless things get worse', () => {
    expect(GENTLE_CAREFUL_PROMPT).toMatch(/Do not suggest exercises/);
    expect(GENTLE_CAREFUL_PROMPT).toMatch(/Never discuss methods or means/);
    expect(GENTLE_CAREFUL_PROMPT).toMatch(/Do not add crisis lines or an emergency notice to your reply unless/);
    expect(CAREFUL_PROMPT).not.toMatch(/Do not add crisis lines/);
  });
});

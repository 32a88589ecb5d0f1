import { CHAT_CHOICES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { offlineCoach } from '../../../../../functions/providers/coach/offline';
import { composeReply } from '../../../../../functions/providers/coach/offline/compose';
import { sentenceCount } from '../../../../../functions/providers/coach/offline/text';
import type { CoachRequest, CoachTurn } from '../../../../../functions/providers/coach/port';
import { useTestEnv } from '../../../../fixtures/env';

/**
 * The offline coach: reflective, following the goal's practice and the style's manner, honest
 * about being an AI, and varied enough for a real conversation.
 */

beforeEach(() => useTestEnv());

const pairs = CHAT_CHOICES.flatMap((goal) => CHAT_CHOICES.map((style) => [goal, style] as [ChatGoal, ChatStyle]));

/** Messages a person working on each goal might send. */
const SHARES: Record<ChatGoal, string[]> = {
  1: [
    "I always feel like I'm not good enough compared to my friends",
    'they all seem so confident and I just feel awkward around them',
    "it tells me I'm boring and nobody really likes me",
    "my friend once said I'm a good listener",
  ],
  2: [
    "I'm really stressed about my exams next week",
    'there is so much to revise and I keep falling behind',
    "mostly maths, I feel like I'm going to fail",
    'my parents expect top grades from me',
  ],
  3: [
    'my best friend has been ignoring my messages for a week',
    'I feel hurt and confused about what I did wrong',
    'she has been busy with her new job lately',
    'we used to talk every single day',
  ],
};

/** Every reply any test produced, for the checks that hold for all of them. */
const allReplies: string[] = [];

const reply = (goal: ChatGoal, style: ChatStyle, turns: CoachTurn[], extra: Partial<CoachRequest> = {}): string => {
  const text = composeReply({ goal, style, firstName: 'Maya', turns, ...extra });
  allReplies.push(text);
  return text;
};

/** Plays user messages one by one, each answered by the coach. */
function converse(goal: ChatGoal, style: ChatStyle, messages: string[]): { turns: CoachTurn[]; replies: string[] } {
  const turns: CoachTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    turns.push({ role: 'user', content: message });
    const text = reply(goal, style, turns);
    replies.push(text);
    turns.push({ role: 'assistant', content: text });
  }
  return { turns, replies };
}

const questionMarks = (text: string) => (text.match(/\?/g) ?? []).length;
const ADVICE = /\b(try|you should|you could try|exercise|technique|steps?|write down|breathe)\b|^\s*(\d+\.|-|\*)\s/im;
const EXERCISE = /\b(exercise|technique|try|practice|breathing)\b/i;
const AFFIRMING =
  /\b(glad|courage|brave|strengths?|proud|well done|makes sense|valid|car(e|ing)|deserve|good place|okay|not alone|not the only one|lot of people|doing better|win|thank you|clearly|worth)\b/i;
const GOAL_WORDS: Record<ChatGoal, RegExp> = {
  1: /\b(yourself|strengths?|critic|proud|kind|confident|confidence)\b/i,
  2: /\b(stress\w*|calm\w*|breath\w*|control|step|heav\w*|weigh\w*|settled)\b/i,
  3: /\b(them|they|relationship|connection|other person|between you|each other)\b/i,
};

describe('offline coach, for each goal and style', () => {
  it.each(pairs)('goal %i, style %i: the first reply reflects, and ends with one question', (goal, style) => {
    const text = reply(goal, style, [{ role: 'user', content: SHARES[goal][0]! }]);

    expect(questionMarks(text)).toBe(1);
    expect(text.trim().endsWith('?')).toBe(true);
    expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
    expect(sentenceCount(text)).toBeLessThanOrEqual(5);
    // The user's own words, turned toward them.
    const reflected = { 1: 'not good enough compared to your friends', 2: 'stressed about your exams', 3: 'ignoring your messages' }[goal];
    expect(text).toContain(reflected);
    expect(text).toMatch(/Maya/);
    expect(text).toMatch(/AI coach/);
  });

  it.each(pairs)('goal %i, style %i: a conversation follows the goal', (goal, style) => {
    const { replies } = converse(goal, style, SHARES[goal]);

    expect(replies.join(' ')).toMatch(GOAL_WORDS[goal]);
    for (const text of replies) expect(questionMarks(text)).toBe(1);
  });

  it.each(CHAT_CHOICES)('goal %i, encouragement: affirms in every reply', (goal) => {
    const { replies } = converse(goal, 1, SHARES[goal]);

    for (const text of replies) expect(text).toMatch(AFFIRMING);
  });

  it.each(CHAT_CHOICES)('goal %i, non-directive: reflects and asks, with no advice or exercise', (goal) => {
    const { replies } = converse(goal, 2, SHARES[goal]);

    for (const text of replies) {
      expect(text).not.toMatch(ADVICE);
      expect(text).toMatch(/\b(sounds like|hearing|so |you said|sound|seems)\b/i);
    }
  });

  it.each(CHAT_CHOICES)('goal %i, resource: the first reply offers a concrete exercise', (goal) => {
    const { replies } = converse(goal, 3, SHARES[goal]);

    expect(replies[0]).toMatch(EXERCISE);
    expect(replies.filter((text) => EXERCISE.test(text)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a ten-turn conversation', () => {
  const script = (goal: ChatGoal) => [
    'hi',
    SHARES[goal][0]!,
    SHARES[goal][1]!,
    "I don't know",
    SHARES[goal][2]!,
    'yes',
    SHARES[goal][3]!,
    'ok',
    'thanks, that helps',
    'bye for now',
  ];

  it.each(pairs)('goal %i, style %i: never repeats a reply and keeps each to 2-5 sentences', (goal, style) => {
    const { replies } = converse(goal, style, script(goal));

    expect(replies).toHaveLength(10);
    expect(new Set(replies).size).toBe(10);
    for (const text of replies) {
      expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(text)).toBeLessThanOrEqual(5);
      expect(questionMarks(text)).toBeLessThanOrEqual(1);
    }
    // The name is for greetings and goodbyes, not every reply.
    expect(replies.filter((text) => text.includes('Maya')).length).toBeLessThanOrEqual(3);
  });

  it('greets, introduces itself as an AI coach and asks about the goal', () => {
    const [greeting] = converse(2, 1, ['hi']).replies;

    expect(greeting).toMatch(/^Hi Maya! I'm Skye, an AI coach, and I'm here to help you with reducing stress\./);
    expect(greeting).toMatch(/\?$/);
  });

  it('meets "I don\'t know" with a gentler question', () => {
    const { replies } = converse(1, 2, [SHARES[1][0]!, "I don't know"]);

    expect(replies[1]).toMatch(/that's okay|fine not to know/i);
    expect(replies[1]).toMatch(/\?$/);
  });

  it('thanks and goodbyes end warmly, the goodbye without a question', () => {
    const { replies } = converse(3, 1, [SHARES[3][0]!, 'thank you', 'bye']);

    expect(replies[1]).toMatch(/welcome/i);
    expect(replies[2]).toMatch(/^Take care, Maya\./);
    expect(replies[2]).not.toMatch(/\?/);
  });

  it('gives the steps of an exercise it offered when the user says yes', () => {
    const { replies } = converse(2, 3, [SHARES[2][0]!, 'yes']);

    expect(replies[0]).toMatch(/box breathing|grounding/i);
    expect(replies[1]).toMatch(/Breathe in through your nose for 4 counts|Slowly name 5 things you can see/);
    expect(replies[1]).toMatch(/\?$/);
  });

  it('remembers a step the user planned and wishes them luck with it on leaving', () => {
    const { replies } = converse(3, 1, [SHARES[3][0]!, "I'll text her on Saturday and ask how she is", 'bye']);

    expect(replies[1]).toMatch(/good step|love that idea/i);
    expect(replies[2]).toContain('Good luck with your plan to text her on Saturday');
  });

  it('writes a different reply when asked to regenerate one', () => {
    const turns: CoachTurn[] = [{ role: 'user', content: SHARES[1][0]! }];
    const first = reply(1, 1, turns);

    expect(reply(1, 1, turns)).toBe(first);
    expect(reply(1, 1, turns, { regenerating: first })).not.toBe(first);
  });
});

describe('honesty and safety', () => {
  it.each([
    'are you a real person?',
    'Are you human',
    'r u a bot',
    'are you a therapist?',
    'am I talking to a real person',
    'who are you?',
  ])('answers %p honestly: an AI coach, not a person, not a therapist', (question) => {
    const text = reply(1, 2, [{ role: 'user', content: question }]);

    expect(text).toMatch(/\bAI\b/);
    expect(text).toMatch(/not a (person|human)/);
    expect(text).toMatch(/not a therapist/);
    expect(text).toMatch(/simpler built-in version|full AI version is not connected/);
  });

  it('refers self-harm to 988 and emergency services without echoing the message', () => {
    const text = reply(2, 2, [{ role: 'user', content: "I'm thinking of taking all my pills tonight" }]);

    expect(text).toMatch(/988/);
    expect(text).toMatch(/911/);
    expect(text).not.toMatch(/pills|tonight/i);
  });

  it('reminds of 988 on leaving after a message about self-harm', () => {
    const { replies } = converse(2, 1, ['I want to die', 'ok bye']);

    expect(replies[1]).toMatch(/988/);
  });

  it('does not diagnose', () => {
    const text = reply(2, 1, [{ role: 'user', content: 'Do I have an anxiety disorder?' }]);

    expect(text).toMatch(/can't diagnose/);
    expect(text).toMatch(/doctor|professional/);
  });

  it('reflects harsh self-talk as a feeling, never as its own judgement', () => {
    const text = reply(1, 2, [{ role: 'user', content: "I'm so ugly" }]);

    expect(text).not.toMatch(/(sounds like|hearing that|^So) you're so ugly/i);
  });

  it('never calls itself human, a therapist, counsellor or psychologist in any reply', () => {
    expect(allReplies.length).toBeGreaterThan(150);
    for (const text of allReplies) {
      expect(text).not.toMatch(/\b(I'm|I am|as) (a |an |your )?(human|real person|therapist|counsell?or|psychologist|doctor)\b/i);
      expect(text).not.toMatch(/\bthis is therapy\b/i);
    }
  });
});

describe('offlineCoach', () => {
  it("answers through the port with engine 'offline' and no summary", async () => {
    const result = await offlineCoach().reply({ goal: 2, style: 2, firstName: '', turns: [{ role: 'user', content: 'work is a lot' }] });

    expect(result.engine).toBe('offline');
    expect(result.summary).toBeUndefined();
    expect(result.text).toMatch(/\?$/);
  });

  it('opens the conversation when there is no user message yet', async () => {
    const result = await offlineCoach().reply({ goal: 1, style: 1, firstName: 'Sam', turns: [] });

    expect(result.text).toMatch(/^Hi Sam! I'm Skye/);
  });
});

import { CHAT_CHOICES, type ChatGoal } from '#shared/chat';
import { GOAL_SUGGESTION_LIMITS } from '#shared/goals';
import { codePointLength, hasHiddenCharacters } from '#shared/text';
import { mayNameSomeone } from '#shared/names';
import type { SuggestionRequest, SuggestionTurn } from '../../../../../functions/providers/goal-suggester/port';
import { GOAL_TEMPLATES, templateGoalSuggester, templateSuggestion } from '../../../../../functions/providers/goal-suggester/templates';
import { screenLocally } from '../../../../../functions/safety/local';
import { screenReply } from '../../../../../functions/safety/reply';

/** The template goal suggester: what every chat gets with no AI provider, and whenever the model fails. */

const user = (content: string): SuggestionTurn => ({ role: 'user', content });
const coach = (content: string): SuggestionTurn => ({ role: 'assistant', content });
const request = (overrides: Partial<SuggestionRequest> = {}): SuggestionRequest => ({
  chatId: '01JCHATAAAAAAAAAAAAAAAAAAA',
  chatGoal: 2,
  turns: [user('Hi'), coach('Hello!'), user('Just a normal day really'), coach('Tell me more.')],
  existingGoals: [],
  ...overrides,
});
const chatIds = Array.from({ length: 40 }, (_, i) => `01JCHAT${String(i).padStart(19, '0')}`);
const everyTemplate = CHAT_CHOICES.flatMap((goal) => GOAL_TEMPLATES[goal].map((template) => [goal, template.text, template] as const));

describe('the templates', () => {
  it.each(CHAT_CHOICES)('coaching goal %s has at least three general templates and some tied to topics', (goal) => {
    expect(GOAL_TEMPLATES[goal].filter((template) => !template.topics).length).toBeGreaterThanOrEqual(3);
    expect(GOAL_TEMPLATES[goal].filter((template) => template.topics).length).toBeGreaterThanOrEqual(3);
  });

  it.each(everyTemplate)('goal %s, "%s": short, plain, naming nobody, with a rhythm the API accepts', (_goal, text, template) => {
    expect(codePointLength(text)).toBeLessThanOrEqual(GOAL_SUGGESTION_LIMITS.textLength);
    expect(text).toBe(text.trim());
    expect(hasHiddenCharacters(text)).toBe(false);
    // It reads as the user's own note: no "you", no "I".
    expect(text).not.toMatch(/\b(you|your|yours|yourself|i|me|my|mine|myself)\b/i);
    expect(mayNameSomeone(text)).toBe(false);
    expect(template.timesPerWeek).toBeGreaterThanOrEqual(1);
    expect(template.timesPerWeek).toBeLessThanOrEqual(7);
  });

  it.each(everyTemplate)('goal %s, "%s" passes the reply screen (strict) and the crisis screen', (_goal, text) => {
    expect(screenReply(text, { flagged: true })).toEqual({ safe: true });
    expect(screenLocally({ text }).tier).toBe('none');
  });

  it('are all different', () => {
    const texts = everyTemplate.map(([, text]) => text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('templateSuggestion', () => {
  it('is deterministic: the same chat always gets the same suggestion', () => {
    for (const chatId of chatIds) expect(templateSuggestion(request({ chatId }))).toEqual(templateSuggestion(request({ chatId })));
  });

  it.each(CHAT_CHOICES)('answers coaching goal %s from its own general templates when no topic was touched, spread over chats', (goal) => {
    const general = GOAL_TEMPLATES[goal].filter((template) => !template.topics).map((template) => template.text);
    const picked = new Set(chatIds.map((chatId) => templateSuggestion(request({ chatId, chatGoal: goal })).text));
    for (const text of picked) expect(general).toContain(text);
    expect(picked.size).toBeGreaterThan(1);
  });

  it.each([
    [2, 'My exams start on Monday and revision is killing me', 'exams'],
    [2, "I can't sleep, I lie awake at night for hours", 'sleep'],
    [3, 'Everyone at school keeps picking on me, they bully me every day', 'bullying'],
    [3, 'I argue with my parents at home all the time', 'family'],
    [1, 'I hate how I look in the mirror, my body is all wrong', 'body'],
  ] as const)('goal %s: picks a template on the topic the user talked about ("%s")', (goal, said, topic) => {
    const onTopic = GOAL_TEMPLATES[goal as ChatGoal]
      .filter((template) => template.topics?.includes(topic))
      .map((template) => template.text);
    for (const chatId of chatIds.slice(0, 10)) {
      const turns = [user('Hi there'), coach('Hello, what is on your mind?'), user(said), coach('That sounds hard.')];
      expect(onTopic).toContain(templateSuggestion(request({ chatId, chatGoal: goal as ChatGoal, turns })).text);
    }
  });

  it("reads only the user's words for topics, not the coach's", () => {
    const turns = [user('Hi'), coach('Is it about exams, sleep or family?'), user('Just a normal day really')];
    const general = GOAL_TEMPLATES[2].filter((template) => !template.topics).map((template) => template.text);
    expect(general).toContain(templateSuggestion(request({ turns })).text);
  });

  it('never suggests a goal the user already has', () => {
    for (const chatId of chatIds) {
      const first = templateSuggestion(request({ chatId }));
      expect(templateSuggestion(request({ chatId, existingGoals: [` ${first.text.toUpperCase()} `] })).text).not.toBe(first.text);
    }
  });

  it('names nobody even when the user named people', () => {
    const turns = [user('Sam and Priya stopped talking to me'), coach('That hurts.'), user('My friend Jordan said I was weird')];
    for (const chatId of chatIds) {
      const { text } = templateSuggestion(request({ chatId, chatGoal: 3, turns }));
      expect(text).not.toMatch(/Sam|Priya|Jordan/);
      expect(
        mayNameSomeone(
          text,
          turns.filter((turn) => turn.role === 'user').map((turn) => turn.content),
        ),
      ).toBe(false);
    }
  });

  it('is what the template adapter answers', async () => {
    await expect(templateGoalSuggester.suggest(request())).resolves.toEqual(templateSuggestion(request()));
  });
});

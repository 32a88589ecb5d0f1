import { systemPrompt } from '../../../../../functions/providers/coach/prompts';
import { AGE_GROUP_PROMPTS } from '../../../../../functions/providers/coach/prompts/core';
import { coachRequest } from '../../../../../functions/domain/chat/coach-window';

/**
 * The coach's instructions cover every category of docs/safety.md ("What a reply must never do"),
 * for every account, and know the account's age group and nothing else personal.
 */

const CATEGORIES: Record<string, RegExp> = {
  means: /do not discuss methods or means/,
  encouragement: /Never encourage, approve or romanticise suicide or self-harm/,
  'enabling-self-harm': /Never help hide injuries, scars, purging or an attempt/,
  'eating-disorder': /Never coach restriction, fasting, purging, laxatives/,
  'romance-sexual': /Never take part in romantic or sexual role-play/,
  'secrecy-grooming': /Never tell the user to keep secrets from parents/,
  dependence: /never plead with the user to stay/,
  'human-claim': /You are an AI, not a person/,
  'diagnosis-medication': /Never tell the user to start, stop, skip or change a medicine/,
  'dangerous-challenge': /Never explain, encourage or rate dangerous online challenges/,
};

describe.each(['adult', 'minor'] as const)('for an account of the %s age group', (ageGroup) => {
  const prompt = systemPrompt({ goal: 1, style: 2, firstName: 'Ana', ageGroup });

  it.each(Object.entries(CATEGORIES))('forbids %s', (_category, rule) => {
    expect(prompt).toMatch(rule);
  });

  it('says the age group, and only for a minor that nothing romantic at all is allowed', () => {
    expect(prompt).toContain(AGE_GROUP_PROMPTS[ageGroup]);
    expect(prompt.includes('nothing romantic at all, even pet names')).toBe(ageGroup === 'minor');
  });
});

it('takes the age group from the account, counting an unconfirmed one as a minor’s', () => {
  const chat = { chatId: 'c1', goal: 1, style: 1, startTime: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z' } as const;
  const history = [{ id: 'm1', chatId: 'c1', role: 'user' as const, content: 'hi', createdAt: '2026-11-28T10:00:00.000Z' }];
  const of = (ageConfirmation?: 'adult' | 'guardian') =>
    coachRequest({ chat, firstName: 'Ana', history, user: { ageConfirmation } }).ageGroup;

  expect([of('adult'), of('guardian'), of(undefined)]).toEqual(['adult', 'minor', 'minor']);
});

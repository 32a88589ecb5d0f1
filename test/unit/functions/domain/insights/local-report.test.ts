import { analyseLocally, type ReportMessage } from '../../../../../functions/domain/insights/local-report';
import { reportFindings } from '#shared/insights/session-report';
import type { RiskTier } from '#shared/safety';

/** The local session report: what it finds in a conversation, in the shared report's shape. */

const chat = (...userMessages: string[]): ReportMessage[] =>
  userMessages.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'Thank you for telling me. What feels hardest about it?' },
  ]);

const report = (messages: ReportMessage[], tiersMet: RiskTier[] = [], chatGoal: 1 | 2 | 3 = 2, chatStyle: 1 | 2 | 3 = 2) =>
  analyseLocally({ chatGoal, chatStyle, messages, tiersMet });

describe('the local session report', () => {
  it('scores by the highest tier met, on the Columbia steps: none 0, (a) 2, (b) 3, (c) 5', () => {
    const scoreOf = (tiers: RiskTier[]) => report(chat('Hello.'), tiers).suicideScore.score;
    expect([scoreOf([]), scoreOf(['a']), scoreOf(['a', 'b']), scoreOf(['c', 'a'])]).toEqual([0, 2, 3, 5]);
  });

  it('hears exam stress: school first, worry among the emotions, a negative mood and a stress session suggested', () => {
    const findings = report(
      chat(
        'I am so stressed about my exams next week, I keep worrying I will fail.',
        'My teacher says my grades are slipping and I feel anxious all the time.',
        'I cannot sleep because I keep thinking about the test.',
      ),
    );
    expect(reportFindings.parse(findings)).toEqual(findings);
    expect(findings.stressSources[0]).toBe('school');
    expect(findings.stressSources).toContain('sleep');
    expect(findings.emotions.map(({ emotion }) => emotion)).toContain('worry');
    expect(findings.sentiment.label).toBe('negative');
    expect(['moderate', 'high']).toContain(findings.anxietyAndDistress.level);
    expect(findings.futureSessionSuggestions[0]).toMatchObject({ goal: 2 });
    expect(findings.discussionTopics[0]).toBe('Reduce Stress');
    expect(findings.suicideScore.score).toBe(0);
    expect(findings.redFlags).toEqual([]);
  });

  it('suggests a relationships session when a break-up is what weighs most', () => {
    const findings = report(
      chat('My girlfriend broke up with me and I feel so lonely.', 'I keep checking if my ex is dating someone else.'),
    );
    expect(findings.stressSources[0]).toBe('relationships');
    expect(findings.futureSessionSuggestions[0]).toMatchObject({ goal: 3, style: 2 });
  });

  it("reads only the person's own messages, never the coach's", () => {
    const findings = report([
      { role: 'user', content: 'Today was fine.' },
      { role: 'assistant', content: 'Exams, homework and your teacher can all be stressful and make you sad.' },
    ]);
    expect(findings.stressSources).toEqual([]);
    expect(findings.emotions).toEqual([]);
  });

  it("scores a crisis by the tiers the chat's safety check met, names it without quoting it, and quotes none of it", () => {
    const crisis = 'I have been saving my pills and I am going to take them all tonight, I feel so awful and hopeless.';
    const findings = report(chat('Work has been awful and my boss is horrible to me every single day.', crisis), ['a', 'c']);
    expect(findings.suicideScore.score).toBe(5);
    expect(findings.suicideScore.basis).not.toContain('pills');
    expect(findings.redFlags).toHaveLength(1);
    expect(findings.redFlags.join(' ')).not.toContain('pills');
    expect(findings.significantQuotes.join(' ')).not.toContain('pills');
    expect(findings.anxietyAndDistress.level).toBe('high');
  });

  it('notices a session that grew more hopeful, and quotes what carried the most feeling', () => {
    const findings = report(
      chat(
        'I feel terrible and hopeless about everything.',
        'Nothing ever works out for me, it is awful.',
        'Actually talking helped, I feel a bit better and more hopeful now.',
        'I am proud that I tried something new today, it was great.',
      ),
    );
    expect(findings.speechOrThoughtChanges).toEqual(['Your messages grew more hopeful as the session went on.']);
    expect(findings.sentiment.label).toBe('mixed');
    expect(findings.significantQuotes.length).toBeGreaterThan(0);
    expect(findings.significantQuotes.length).toBeLessThanOrEqual(3);
  });

  it('names all-or-nothing words and self-criticism gently, and guesses no defense mechanisms', () => {
    const findings = report(
      chat('I always mess up, I never get anything right and everyone hates me.', "It's all my fault, I'm so stupid."),
    );
    expect(findings.behaviourPatterns).toEqual([
      'You often used all-or-nothing words like "always" and "never".',
      'You were hard on yourself at times.',
    ]);
    expect(findings.defenseMechanisms).toEqual([]);
  });

  it('gives an empty but valid report for a chat with no words of the person yet', () => {
    const findings = report([{ role: 'assistant', content: 'Hi, I am Skye.' }]);
    expect(reportFindings.parse(findings)).toEqual(findings);
    expect(findings.sentiment).toEqual({ score: 0, label: 'neutral' });
  });
});

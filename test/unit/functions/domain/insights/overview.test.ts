import { insightsOverview } from '../../../../../functions/domain/insights/overview';
import { reportedSessions } from '../../../../../functions/domain/insights/reported-sessions';
import type { ChatRecord } from '../../../../../functions/data/chats';
import type { ReportFindings, SessionReport } from '#shared/insights/session-report';

/** The insights page's figures: computed from the reports, and cut to the plan on the server. */

const chat = (chatId: string, goal: 1 | 2 | 3 = 2, style: 1 | 2 | 3 = 2): ChatRecord => ({
  chatId,
  goal,
  style,
  title: `Title ${chatId}`,
  startTime: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
});

function report(chatId: string, findings: Partial<ReportFindings>): SessionReport {
  return {
    chatId,
    messageCount: 6,
    engine: 'local',
    createdAt: '2026-11-20T11:00:00.000Z',
    findings: {
      speechOrThoughtChanges: [],
      insights: [],
      sentiment: { score: 0, label: 'neutral' },
      emotions: [],
      anxietyAndDistress: { level: 'low', signs: [] },
      behaviourPatterns: [],
      redFlags: [],
      significantQuotes: ['a quote'],
      stressSources: [],
      discussionTopics: [],
      futureSessionSuggestions: [],
      suicideScore: { score: 0, basis: 'basis' },
      defenseMechanisms: [],
      ...findings,
    },
  };
}

const chats = [chat('01C'), chat('01B'), chat('01A'), chat('01D')];
const reports = [
  report('01A', {
    sentiment: { score: -0.5, label: 'negative' },
    stressSources: ['school', 'sleep'],
    emotions: [{ emotion: 'worry', share: 1 }],
    discussionTopics: ['Exams', 'sleep'],
    futureSessionSuggestions: [{ goal: 2, style: 1, reason: 'Old suggestion' }],
  }),
  report('01B', {
    sentiment: { score: 0.2, label: 'positive' },
    stressSources: ['school', 'family'],
    emotions: [
      { emotion: 'joy', share: 0.5 },
      { emotion: 'worry', share: 0.5 },
    ],
    discussionTopics: ['exams'],
    futureSessionSuggestions: [{ goal: 1, style: 1, reason: 'Build on what went well' }],
  }),
  report('01C', {
    sentiment: { score: 0.1, label: 'neutral' },
    stressSources: ['money'],
    futureSessionSuggestions: [{ goal: 2, style: 1, reason: 'Newest' }],
  }),
  // The chat of this report was deleted while its job ran.
  report('01Z', { sentiment: { score: 1, label: 'positive' }, stressSources: ['work'] }),
];

describe('the insights overview', () => {
  const sessions = reportedSessions(chats, reports);

  it('gives Basic the session count, the mood trend oldest first and the top three stress sources, and nothing more', () => {
    const { basic, premium } = insightsOverview(chats.length, sessions, false);

    expect(premium).toBeNull();
    expect(basic.sessionCount).toBe(4);
    expect(basic.reportedCount).toBe(3);
    expect(basic.mood.map((point) => [point.chatId, point.score])).toEqual([
      ['01A', -0.5],
      ['01B', 0.2],
      ['01C', 0.1],
    ]);
    expect(basic.topStressSources).toEqual([
      { source: 'school', sessions: 2 },
      { source: 'family', sessions: 1 },
      { source: 'money', sessions: 1 },
    ]);
  });

  it('gives Premium every topic across sessions, the latest suggestions once each, and the reports newest first', () => {
    const premium = insightsOverview(chats.length, sessions, true).premium!;

    expect(premium.distress.map((point) => point.level)).toEqual(['low', 'low', 'low']);
    expect(premium.emotions).toEqual([
      { emotion: 'worry', share: 0.75 },
      { emotion: 'joy', share: 0.25 },
    ]);
    expect(premium.stressSources.map((count) => count.source)).toEqual(['school', 'family', 'money', 'sleep']);
    expect(premium.discussionTopics).toEqual([
      { topic: 'Exams', sessions: 2 },
      { topic: 'sleep', sessions: 1 },
    ]);
    expect(premium.recommendations).toEqual([
      { goal: 2, style: 1, reason: 'Newest', chatId: '01C' },
      { goal: 1, style: 1, reason: 'Build on what went well', chatId: '01B' },
    ]);
    expect(premium.reports.map((entry) => entry.chatId)).toEqual(['01C', '01B', '01A']);
  });

  it('sums the emotion words behind the shares over the sessions, a report without a count adding none', () => {
    const counted = reportedSessions(chats, [{ ...reports[0]!, emotionWords: 12 }, { ...reports[1]!, emotionWords: 9 }, reports[2]!]);

    expect(insightsOverview(chats.length, counted, true).premium!.emotionWords).toBe(21);
  });

  it('never carries quotes or the suicide score into the overview', () => {
    const text = JSON.stringify(insightsOverview(chats.length, sessions, true));

    expect(text).not.toContain('a quote');
    expect(text).not.toMatch(/suicide|basis/i);
  });
});

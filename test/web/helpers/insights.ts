import type { ReaderReport, SessionReport } from '#shared/insights/session-report';
import type { CheckIn, InsightsOverview, PremiumInsights } from '#shared/schemas/insights';
import type { Reply } from './fetch-mock';

/** A session report written by the AI provider, with findings overridden where a test needs them. */
export function sessionReport(
  chatId: string,
  findings: Partial<SessionReport['findings']> = {},
  engine: SessionReport['engine'] = 'openai',
): SessionReport {
  return {
    chatId,
    messageCount: 12,
    engine,
    createdAt: '2026-11-20T11:00:00.000Z',
    findings: {
      speechOrThoughtChanges: [],
      insights: ['You named what you need from your friends.'],
      sentiment: { score: -0.2, label: 'mixed' },
      emotions: [{ emotion: 'worry', share: 0.6 }],
      anxietyAndDistress: { level: 'moderate', signs: ['Trouble sleeping before exams'] },
      behaviourPatterns: [],
      redFlags: ['Skipping meals when stressed'],
      significantQuotes: [],
      stressSources: ['school'],
      discussionTopics: ['exams'],
      futureSessionSuggestions: [],
      suicideScore: { score: 0, basis: 'No talk of wanting to die or of harm.' },
      defenseMechanisms: [],
      ...findings,
    },
  };
}

/** A stored report as the API answers it to its user: no score, no red flags, whether support is due. */
export function reportView({ findings, ...report }: SessionReport, showSupport: boolean): ReaderReport {
  const { suicideScore: _score, redFlags: _flags, ...shown } = findings;
  return { ...report, findings: shown, showSupport };
}

/** GET /api/insights/reports/{chatId}: the chat and its report (or none yet). */
export const reportReply = (chatId: string, title: string, report: ReaderReport | null): Reply => ({
  body: {
    success: true,
    data: { chat: { chatId, title, startTime: '2026-11-20T10:00:00.000Z', chatGoal: 2, chatStyle: 2 }, report },
  },
});

const session = (n: number) => ({ chatId: `chat-${n}`, title: `Session ${n}`, startTime: `2026-11-${10 + n}T10:00:00.000Z` });

const BASIC: InsightsOverview['basic'] = {
  sessionCount: 3,
  reportedCount: 2,
  mood: [
    { ...session(1), score: -0.4, label: 'negative' },
    { ...session(2), score: 0.3, label: 'positive' },
  ],
  topStressSources: [
    { source: 'school', sessions: 2 },
    { source: 'sleep', sessions: 1 },
  ],
};

const PREMIUM: PremiumInsights = {
  distress: [
    { ...session(1), level: 'high' },
    { ...session(2), level: 'low' },
  ],
  emotions: [
    { emotion: 'worry', share: 0.5 },
    { emotion: 'hope', share: 0.3 },
  ],
  emotionWords: 24,
  stressSources: [
    { source: 'school', sessions: 2 },
    { source: 'sleep', sessions: 1 },
    { source: 'family', sessions: 1 },
  ],
  discussionTopics: [{ topic: 'exams', sessions: 2 }],
  recommendations: [{ goal: 1, style: 1, reason: 'You felt better after naming your strengths.', chatId: 'chat-2' }],
  reports: [{ ...session(2), engine: 'local', messageCount: 8, createdAt: '2026-11-12T11:00:00.000Z' }],
};

/** GET /api/insights as the server answers each plan. */
export const insightsReply = (
  plan: 'Basic' | 'Premium',
  basic: Partial<InsightsOverview['basic']> = {},
  premium: Partial<PremiumInsights> = {},
): Reply => ({
  body: { success: true, data: { basic: { ...BASIC, ...basic }, premium: plan === 'Premium' ? { ...PREMIUM, ...premium } : null } },
});

/** GET /api/insights/check-in with a card. */
export const checkInReply = (overrides: Partial<CheckIn> = {}): Reply => ({
  body: {
    success: true,
    data: {
      id: 'trigger-abcdefghij.3',
      level: 'gentle',
      noticed: ['Your last three sessions sounded heavier each time.'],
      analysis: null,
      ...overrides,
    },
  },
});

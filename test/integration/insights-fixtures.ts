import type { DistressLevel, ReportFindings, SessionReport } from '#shared/insights/session-report';

/** Session reports to store directly (functions/data/reports.ts), as the report job would. */

export function findings(overrides: Partial<ReportFindings> = {}): ReportFindings {
  return {
    speechOrThoughtChanges: ['You spoke more about yourself towards the end.'],
    insights: ['What weighed on you most: school.'],
    sentiment: { score: -0.2, label: 'negative' },
    emotions: [{ emotion: 'worry', share: 1 }],
    anxietyAndDistress: { level: 'moderate', signs: ['trouble sleeping'] },
    behaviourPatterns: [],
    redFlags: [],
    significantQuotes: ['I cannot keep up with everything.'],
    stressSources: ['school'],
    discussionTopics: ['exams'],
    futureSessionSuggestions: [{ goal: 2, style: 1, reason: 'Plan the week ahead together.' }],
    suicideScore: { score: 0, basis: 'Nothing in this session pointed to a risk to your life.' },
    defenseMechanisms: [],
    ...overrides,
  };
}

/** A report of `messageCount` 2 made now, with the given suicide score and distress. */
export function reportWithScore(chatId: string, score: number, level: DistressLevel = 'moderate'): SessionReport {
  return {
    chatId,
    messageCount: 2,
    engine: 'local',
    createdAt: new Date().toISOString(),
    findings: findings({
      suicideScore: { score, basis: 'What you wrote in this session.' },
      anxietyAndDistress: { level, signs: [] },
    }),
  };
}

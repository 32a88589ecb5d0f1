import { EMOTIONS, STRESS_SOURCES, type Emotion, type StressSource } from '#shared/insights/session-report';
import type { BasicInsights, InsightsOverview, PremiumInsights } from '#shared/schemas/insights';
import { sessionRef, type ReportedSession } from './reported-sessions';

/**
 * The insights page's figures, computed from the user's reports on each read (a user with 100
 * sessions is 100 small items; the route's p95 is measured by `npm run bench`). Basic gets the basic view and
 * Premium every topic: the plan decides here, on the server.
 */

const TOP_STRESS_SOURCES = 3;
const TOP_TOPICS = 10;
const RECOMMENDATIONS = 3;

/** How many sessions named each stress source, most first; ties in the list's own order. */
function stressSourceCounts(sessions: readonly ReportedSession[]) {
  const counts = new Map<StressSource, number>();
  for (const { report } of sessions)
    for (const source of new Set(report.findings.stressSources)) counts.set(source, (counts.get(source) ?? 0) + 1);
  return STRESS_SOURCES.filter((source) => counts.has(source))
    .map((source) => ({ source, sessions: counts.get(source) ?? 0 }))
    .sort((a, b) => b.sessions - a.sessions);
}

export function basicInsights(sessionCount: number, sessions: readonly ReportedSession[]): BasicInsights {
  return {
    sessionCount,
    reportedCount: sessions.length,
    mood: sessions.map(({ chat, report }) => ({ ...sessionRef(chat), ...report.findings.sentiment })),
    topStressSources: stressSourceCounts(sessions).slice(0, TOP_STRESS_SOURCES),
  };
}

/** Each emotion's share of all the emotional words, weighting every session alike. */
function emotionShares(sessions: readonly ReportedSession[]) {
  const totals = new Map<Emotion, number>();
  for (const { report } of sessions)
    for (const { emotion, share } of report.findings.emotions) totals.set(emotion, (totals.get(emotion) ?? 0) + share);
  const sum = [...totals.values()].reduce((n, v) => n + v, 0);
  if (!sum) return [];
  return EMOTIONS.filter((emotion) => totals.has(emotion))
    .map((emotion) => ({ emotion, share: Math.round(((totals.get(emotion) ?? 0) / sum) * 1000) / 1000 }))
    .sort((a, b) => b.share - a.share);
}

/** Topics as the reports word them, counted case-blind, most sessions first. */
function topicCounts(sessions: readonly ReportedSession[]) {
  const counts = new Map<string, { topic: string; sessions: number }>();
  for (const { report } of sessions) {
    for (const topic of new Set(report.findings.discussionTopics.map((t) => t.trim()).filter(Boolean))) {
      const key = topic.toLowerCase();
      const seen = counts.get(key);
      if (seen) seen.sessions += 1;
      else counts.set(key, { topic, sessions: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.sessions - a.sessions).slice(0, TOP_TOPICS);
}

/** The latest reports' suggestions, one per goal and style. */
function recommendations(sessions: readonly ReportedSession[]) {
  const picked = new Map<string, PremiumInsights['recommendations'][number]>();
  for (const { chat, report } of sessions.toReversed()) {
    for (const { goal, style, reason } of report.findings.futureSessionSuggestions) {
      const key = `${goal}/${style}`;
      if (!picked.has(key) && picked.size < RECOMMENDATIONS) picked.set(key, { goal, style, reason, chatId: chat.chatId });
    }
  }
  return [...picked.values()];
}

export function premiumInsights(sessions: readonly ReportedSession[]): PremiumInsights {
  return {
    distress: sessions.map(({ chat, report }) => ({ ...sessionRef(chat), level: report.findings.anxietyAndDistress.level })),
    emotions: emotionShares(sessions),
    emotionWords: sessions.reduce((n, { report }) => n + (report.emotionWords ?? 0), 0),
    stressSources: stressSourceCounts(sessions),
    discussionTopics: topicCounts(sessions),
    recommendations: recommendations(sessions),
    reports: sessions.toReversed().map(({ chat, report }) => ({
      ...sessionRef(chat),
      engine: report.engine,
      messageCount: report.messageCount,
      createdAt: report.createdAt,
    })),
  };
}

export function insightsOverview(sessionCount: number, sessions: readonly ReportedSession[], premium: boolean): InsightsOverview {
  return { basic: basicInsights(sessionCount, sessions), premium: premium ? premiumInsights(sessions) : null };
}

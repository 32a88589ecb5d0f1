import * as z from 'zod/mini';
import { CHAT_CHOICES } from '../chat';
import { DISTRESS_LEVELS, EMOTIONS, MOOD_LABELS, REPORT_ENGINES, STRESS_SOURCES, readerReport } from '../insights/session-report';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the insights routes (/api/insights/...). */

const [ONE, TWO, THREE] = CHAT_CHOICES;
const choice = schema(() => z.union([z.literal(ONE), z.literal(TWO), z.literal(THREE)]));

/** A session as the insights name it: its chat, title (may be empty) and start. */
const sessionRef = schema(() => z.object({ chatId: z.string(), title: z.string(), startTime: z.string() }));

const sessionsCount = schema(() => z.int().check(z.gte(0)));

/** How many sessions' reports named each stress source, most first. */
const stressSourceCounts = schema(() => z.array(z.object({ source: z.enum(STRESS_SOURCES), sessions: sessionsCount })));

/**
 * What every plan sees ("Basic sees basic insights"): the mood trend, the session
 * count and the top stress sources.
 */
export const basicInsights = schema(() =>
  z.object({
    /** The user's sessions (chats), reported or not. */
    sessionCount: sessionsCount,
    /** Sessions that have a report yet (reports are written after a session goes quiet). */
    reportedCount: sessionsCount,
    /** One point per reported session, oldest first: the sentiment of the user's own words, −1 to 1. */
    mood: z.array(
      z.object({
        ...sessionRef.shape,
        score: z.number(),
        label: z.enum(MOOD_LABELS),
      }),
    ),
    /** At most three. */
    topStressSources: stressSourceCounts,
  }),
);
export type BasicInsights = z.infer<typeof basicInsights>;

/** Premium's insights: every topic across sessions, and each session's report. */
export const premiumInsights = schema(() =>
  z.object({
    /** One point per reported session, oldest first. */
    distress: z.array(z.object({ ...sessionRef.shape, level: z.enum(DISTRESS_LEVELS) })),
    /** Each emotion's share of all the emotional words heard, largest first. */
    emotions: z.array(z.object({ emotion: z.enum(EMOTIONS), share: z.number() })),
    /** The emotion words behind those shares, summed over the reported sessions (shared/insights/emotion-shares.ts). */
    emotionWords: sessionsCount,
    stressSources: stressSourceCounts,
    /** At most ten, most sessions first. */
    discussionTopics: z.array(z.object({ topic: z.string(), sessions: sessionsCount })),
    /** At most three, from the latest reports: each starts a session with its goal and style. */
    recommendations: z.array(z.object({ goal: choice, style: choice, reason: z.string(), chatId: z.string() })),
    /** The reports there are, newest first (each read through GET /api/insights/reports/{chatId}). */
    reports: z.array(z.object({ ...sessionRef.shape, engine: z.enum(REPORT_ENGINES), messageCount: sessionsCount, createdAt: z.string() })),
  }),
);
export type PremiumInsights = z.infer<typeof premiumInsights>;

/** GET /api/insights: `premium` is null on Basic (the web shows the plan popup for the rest). */
export const insightsResponse = schema(() =>
  z.object({
    success: z.boolean(),
    data: z.object({ basic: basicInsights, premium: z.nullable(premiumInsights) }),
  }),
);
export type InsightsOverview = z.infer<typeof insightsResponse>['data'];

/**
 * GET /api/insights/reports/{chatId} (Premium): the session and its latest report as its user reads
 * it (no score, no red flags: SAFETY.md 20), null until one is made.
 */
export const sessionReportResponse = schema(() =>
  z.object({
    success: z.boolean(),
    data: z.object({
      chat: z.object({ ...sessionRef.shape, chatGoal: choice, chatStyle: choice }),
      report: z.nullable(readerReport),
    }),
  }),
);
export type SessionReportView = z.infer<typeof sessionReportResponse>['data'];

/**
 * Early detection (SAFETY.md): what the check-in card says. `urgent` (a suicide score
 * of 3 or more) brings the resources to the front. `analysis` is Premium's Advanced Early
 * Detection; the card itself, the safety plan and the resources come on every plan.
 */
export const checkIn = schema(() =>
  z.object({
    /** Names what triggered it; the card comes back only for a newer trigger once seen. */
    id: z.string(),
    level: z.enum(['gentle', 'urgent']),
    /** What was noticed, in plain words addressed to the person; never a diagnosis. */
    noticed: z.array(z.string()),
    analysis: z.nullable(
      z.object({
        /** The last sessions' distress and score, oldest first: the trend behind the card. */
        trend: z.array(z.object({ ...sessionRef.shape, level: z.enum(DISTRESS_LEVELS), score: z.number() })),
        /** What has changed, in plain words. */
        changes: z.array(z.string()),
        /** What has helped before: the goal and style of the sessions that left the person feeling best. */
        helped: z.array(z.object({ goal: choice, style: choice, sessions: sessionsCount })),
      }),
    ),
  }),
);
export type CheckIn = z.infer<typeof checkIn>;

/** GET /api/insights/check-in: the card to show, or null. */
export const checkInResponse = schema(() => z.object({ success: z.boolean(), data: z.nullable(checkIn) }));

export const CHECK_IN_ID_PATTERN = /^[0-9A-Za-z_-]{10,40}\.[0-9]{1,6}$/;
export const checkInParams = schema(() =>
  z.strictObject({
    checkInId: z.string().check(z.regex(CHECK_IN_ID_PATTERN, { error: 'checkInId is not a valid check-in id.' })),
  }),
);

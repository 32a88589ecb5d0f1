import * as z from 'zod/mini';
import { CHAT_CHOICES } from '../chat';

/**
 * The session report (spec section 3's topics), one per chat and message count: made in
 * the background by the AI provider (structured output validated against this schema) or, without
 * one, by the local analysis, and saying which. The report addresses the person themselves: plain
 * words, never a diagnosis.
 */

/** The report's topics, in the spec's order; the topics modal offers them by these labels. */
export const REPORT_TOPICS = {
  speechOrThoughtChanges: 'Speech or thought changes',
  insights: 'Insights',
  sentimentsAndEmotions: 'Sentiments and emotions',
  anxietyAndDistress: 'Anxiety and distress',
  behaviourPatterns: 'Behaviour patterns',
  redFlags: 'Red flags',
  significantQuotes: 'Significant quotes',
  stressSources: 'Stress sources',
  discussionTopics: 'Discussion topics',
  futureSessionSuggestions: 'Suggestions for future sessions',
  suicideScore: 'Suicide score',
  defenseMechanisms: 'Defense mechanisms',
} as const;
export type ReportTopic = keyof typeof REPORT_TOPICS;

/**
 * Kept and stored for early detection and the follow-up, never shown to the user: no one sees a
 * clinical label or score about themselves (SAFETY.md 20; docs/decisions/0059-no-clinical-labels-in-front.md).
 */
export const INTERNAL_TOPICS = ['redFlags', 'suicideScore'] as const;
export type InternalTopic = (typeof INTERNAL_TOPICS)[number];
/** The topics the user can pick in the topics modal, in the spec's order. */
export type ReaderTopic = Exclude<ReportTopic, InternalTopic>;
const isReaderTopic = (topic: ReportTopic): topic is ReaderTopic => !(INTERNAL_TOPICS as readonly string[]).includes(topic);
export const READER_TOPICS: readonly ReaderTopic[] = (Object.keys(REPORT_TOPICS) as ReportTopic[]).filter(isReaderTopic);

/** The emotions a report can name (the six basic emotions, with worry and hope, which matter here). */
export const EMOTIONS = ['joy', 'hope', 'sadness', 'worry', 'fear', 'anger', 'shame', 'loneliness'] as const;
export type Emotion = (typeof EMOTIONS)[number];

/**
 * The overall mood a report gives a session. `heavy` is the word for a session that met a crisis
 * tier: such a session is never called neutral or positive, whatever its words scored
 * (functions/domain/insights/crisis-mood.ts), and is named kindly, never clinically.
 */
export const MOOD_LABELS = ['heavy', 'negative', 'mixed', 'neutral', 'positive'] as const;
export type MoodLabel = (typeof MOOD_LABELS)[number];

/** Where stress can come from, as a report files it. */
export const STRESS_SOURCES = [
  'school',
  'work',
  'family',
  'friends',
  'relationships',
  'money',
  'health',
  'sleep',
  'body image',
  'social media',
  'loneliness',
  'the future',
] as const;
export type StressSource = (typeof STRESS_SOURCES)[number];

/** Levels of anxiety and distress, lowest first. */
export const DISTRESS_LEVELS = ['none', 'low', 'moderate', 'high'] as const;
export type DistressLevel = (typeof DISTRESS_LEVELS)[number];

/**
 * The suicide score's scale (spec section 3: 0 no risk, 5 severe), on the steps of the Columbia
 * scale the crisis screen's tiers follow (SAFETY.md 2). For the model and early detection; never
 * shown to the user (SAFETY.md 20).
 */
export const SUICIDE_SCORE_MEANINGS = [
  'No sign of risk in this session',
  'A passing low moment',
  'Distress or a wish not to be here',
  'Thoughts of a way to die',
  'Thoughts with some intent',
  'Intent, a plan, means or a recent attempt',
] as const;

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves these schemas out of
 * the Lambda bundles that do not use them (the route table's schema modules import this one).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

const text = schema(() => z.string().check(z.maxLength(600)));
const list = (max: number) => z.array(text).check(z.maxLength(max));
const share = schema(() => z.number().check(z.gte(0), z.lte(1)));
const [ONE, TWO, THREE] = CHAT_CHOICES;
/** A goal or style number (shared/chat.ts). */
const choice = schema(() => z.union([z.literal(ONE), z.literal(TWO), z.literal(THREE)]));

/** What the AI provider (or the local analysis) returns: the report's topics, nothing else. */
export const reportFindings = schema(() =>
  z.strictObject({
    speechOrThoughtChanges: list(5),
    insights: list(5),
    sentiment: z.strictObject({
      /** −1 (very negative) to 1 (very positive). */
      score: z.number().check(z.gte(-1), z.lte(1)),
      label: z.enum(MOOD_LABELS),
    }),
    /** The emotions heard, each with its share of the emotional words, largest first. */
    emotions: z.array(z.strictObject({ emotion: z.enum(EMOTIONS), share })).check(z.maxLength(EMOTIONS.length)),
    anxietyAndDistress: z.strictObject({ level: z.enum(DISTRESS_LEVELS), signs: list(5) }),
    behaviourPatterns: list(5),
    redFlags: list(5),
    significantQuotes: list(3),
    stressSources: z.array(z.enum(STRESS_SOURCES)).check(z.maxLength(STRESS_SOURCES.length)),
    discussionTopics: list(8),
    futureSessionSuggestions: z.array(z.strictObject({ goal: choice, style: choice, reason: text })).check(z.maxLength(3)),
    suicideScore: z.strictObject({
      score: z.int().check(z.gte(0), z.lte(5)),
      /** What the score rests on, in plain words (never a quote). */
      basis: text,
    }),
    defenseMechanisms: list(5),
  }),
);
export type ReportFindings = z.infer<typeof reportFindings>;

/** Which engine wrote the findings: the AI provider, or the simpler local analysis. */
export const REPORT_ENGINES = ['openai', 'local'] as const;
export type ReportEngine = (typeof REPORT_ENGINES)[number];

export const sessionReport = schema(() =>
  z.strictObject({
    chatId: z.string(),
    /** Messages the report read: with chatId, what makes a report's job idempotent. */
    messageCount: z.int().check(z.gte(1)),
    engine: z.enum(REPORT_ENGINES),
    createdAt: z.string(),
    /**
     * How many words of the person's own messages showed emotion (the local word lists, whichever
     * engine wrote the findings): what the emotions' shares rest on (shared/insights/emotion-shares.ts).
     * Missing counts as none, so the shares are then named in words.
     */
    emotionWords: z.optional(z.int().check(z.gte(0))),
    findings: reportFindings,
  }),
);
export type SessionReport = z.infer<typeof sessionReport>;

/**
 * A report as the user reads it: the findings without the internal topics, and `showSupport` when
 * the stored score reaches early detection's threshold, so the report offers the resources kindly.
 */
export const readerReport = schema(() =>
  z.strictObject({
    ...z.omit(sessionReport, { findings: true }).shape,
    findings: z.omit(reportFindings, { redFlags: true, suicideScore: true }),
    showSupport: z.boolean(),
  }),
);
export type ReaderReport = z.infer<typeof readerReport>;

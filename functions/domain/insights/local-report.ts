import Sentiment from 'sentiment';
import { GOALS, type ChatGoal, type ChatStyle } from '#shared/chat';
import {
  EMOTIONS,
  STRESS_SOURCES,
  SUICIDE_SCORE_MEANINGS,
  type DistressLevel,
  type Emotion,
  type ReportFindings,
  type StressSource,
} from '#shared/insights/session-report';
import type { CrisisTier, RiskTier } from '#shared/safety';
import { screenLocally } from '../../safety/local';
import { ABSOLUTE_WORDS, EMOTION_WORDS, SELF_CRITICAL_PHRASES, STRESS_WORDS } from './vocabulary';

/**
 * The local session report, made with no AI provider (or when it fails), and honest about being
 * simpler: sentiment from the AFINN-165 word list (the `sentiment` package: small, no
 * dependencies, MIT, scored words we can explain), emotions and stress sources from our word lists,
 * quotes chosen by rule, and the suicide score from the tiers the crisis screen met in the chat. It reads only the
 * person's own messages; the coach's replies say nothing about how they are.
 */

export interface ReportMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

export interface ReportInput {
  chatGoal: ChatGoal;
  chatStyle: ChatStyle;
  messages: readonly ReportMessage[];
  /**
   * The crisis tiers the chat's screen met on the way in (the chat's `crisisTiers`): its verdicts,
   * with each message's context and moderation when configured, are better than a second reading.
   */
  tiersMet: readonly RiskTier[];
  /**
   * The chat's crisis flag (its highest tier), confirmed or not: a flagged session's mood is never
   * neutral or positive (crisis-mood.ts). Absent when no message met a tier.
   */
  crisisFlag?: CrisisTier;
}

const afinn = new Sentiment();

/** AFINN words score −5 to 5; a message averaging ±1 per word is strongly felt. */
const sentimentOf = (text: string): number => Math.max(-1, Math.min(1, afinn.analyze(text).comparative));

/** Each stem's pattern, built once: a stem at a word's start. */
const stemPatterns = new Map<string, RegExp>();

/** Whether a stem occurs at a word's start in already lower-cased text. */
function hasStem(text: string, stem: string): boolean {
  let pattern = stemPatterns.get(stem);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    stemPatterns.set(stem, pattern);
  }
  return pattern.test(text);
}

const countStems = (text: string, stems: readonly string[]): number => stems.filter((stem) => hasStem(text, stem)).length;

/** The crisis screen's tiers on the Columbia scale's steps (SAFETY.md 2): the session's highest. */
export const SCORE_OF_TIER: Record<RiskTier, number> = { none: 0, a: 2, b: 3, c: 5 };

/** The basis of a suicide score the crisis screen's tiers set, in plain words. */
export const SCREEN_BASIS = 'What you wrote in this session, read by the same safety check that answers your messages.';

/** The person's own messages: what every report reads (the coach's replies say nothing about how they are). */
export const ownWords = (input: Pick<ReportInput, 'messages'>): string[] =>
  input.messages.filter((message) => message.role === 'user').map((message) => message.content);

/**
 * Whether a sentence may be quoted in a report: never one that speaks of a risk to life or of
 * harm to others, since a report is read again later, perhaps over a shoulder.
 */
export function isSafeToQuote(sentence: string): boolean {
  const verdict = screenLocally({ text: sentence });
  return verdict.tier === 'none' && !verdict.harmToOthers;
}

function label(score: number): ReportFindings['sentiment']['label'] {
  if (score <= -0.15) return 'negative';
  if (score >= 0.15) return 'positive';
  return 'neutral';
}

/** How many of each emotion's words the already lower-cased texts hold. */
const emotionCounts = (texts: readonly string[]) =>
  EMOTIONS.map((emotion) => ({
    emotion,
    count: texts.reduce((n, text) => n + countStems(text, EMOTION_WORDS[emotion]), 0),
  }));

const sumOf = (counts: ReturnType<typeof emotionCounts>): number => counts.reduce((n, { count }) => n + count, 0);

/**
 * How many words of the person's own messages showed emotion, by the word lists: what the emotions'
 * shares rest on (shared/insights/emotion-shares.ts), whichever engine wrote them.
 */
export const emotionWordCount = (input: Pick<ReportInput, 'messages'>): number =>
  sumOf(emotionCounts(ownWords(input).map((text) => text.toLowerCase())));

function emotionsOf(texts: readonly string[]): ReportFindings['emotions'] {
  const counts = emotionCounts(texts);
  const total = sumOf(counts);
  if (!total) return [];
  return counts
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ emotion, count }) => ({ emotion, share: Math.round((count / total) * 100) / 100 }));
}

function stressSourcesOf(texts: readonly string[]): StressSource[] {
  const joined = texts.join('\n');
  return STRESS_SOURCES.map((source) => ({ source, hits: countStems(joined, STRESS_WORDS[source]) }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map(({ source }) => source);
}

function distressOf(score: number, emotions: ReportFindings['emotions'], tier: RiskTier): ReportFindings['anxietyAndDistress'] {
  const heavy = emotions.filter(({ emotion }) => ['sadness', 'worry', 'fear', 'shame', 'loneliness'].includes(emotion));
  const heavyShare = heavy.reduce((n, { share }) => n + share, 0);
  let level: DistressLevel = 'none';
  if (tier !== 'none' || (score <= -0.4 && heavyShare >= 0.5)) level = 'high';
  else if (score <= -0.15 || heavyShare >= 0.5) level = 'moderate';
  else if (heavyShare > 0) level = 'low';
  const signs = heavy.map(({ emotion }) => `Words of ${emotion}`);
  return { level, signs: signs.slice(0, 5) };
}

const QUOTES = 3;

/**
 * Up to three of the person's own sentences that carried the most feeling. Never one that speaks of
 * a risk to life (each candidate passes the crisis screen, most felt first, until three have): a
 * report is read again later, perhaps by someone looking over a shoulder.
 */
function quotesOf(texts: readonly string[]): string[] {
  const candidates = texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20 && sentence.length <= 200)
    .map((sentence) => ({ sentence, weight: Math.abs(afinn.analyze(sentence).score) }))
    .filter(({ weight }) => weight >= 2)
    .sort((a, b) => b.weight - a.weight);
  const quotes: string[] = [];
  for (const { sentence } of candidates) {
    if (quotes.length === QUOTES) break;
    if (isSafeToQuote(sentence)) quotes.push(sentence);
  }
  return quotes;
}

function changesOf(scores: readonly number[]): string[] {
  if (scores.length < 4) return [];
  const half = Math.floor(scores.length / 2);
  const mean = (values: readonly number[]) => values.reduce((n, v) => n + v, 0) / values.length;
  const shift = mean(scores.slice(half)) - mean(scores.slice(0, half));
  if (shift >= 0.15) return ['Your messages grew more hopeful as the session went on.'];
  if (shift <= -0.15) return ['Your messages grew heavier as the session went on.'];
  return [];
}

function patternsOf(texts: readonly string[]): string[] {
  const joined = texts.join('\n');
  const patterns: string[] = [];
  const absolutes = ABSOLUTE_WORDS.reduce((n, word) => n + (joined.match(new RegExp(`\\b${word}\\b`, 'g'))?.length ?? 0), 0);
  if (absolutes >= 3) patterns.push('You often used all-or-nothing words like "always" and "never".');
  if (SELF_CRITICAL_PHRASES.some((phrase) => joined.includes(phrase))) patterns.push('You were hard on yourself at times.');
  return patterns;
}

const GOAL_OF_SOURCE: Partial<Record<StressSource, ChatGoal>> = {
  relationships: 3,
  friends: 3,
  family: 3,
  loneliness: 3,
  'body image': 1,
};

function suggestionsOf(
  input: ReportInput,
  sources: readonly StressSource[],
  emotions: ReportFindings['emotions'],
): ReportFindings['futureSessionSuggestions'] {
  const top = sources[0];
  const shame = emotions.some(({ emotion }) => emotion === 'shame');
  const goal: ChatGoal = top && GOAL_OF_SOURCE[top] ? GOAL_OF_SOURCE[top] : shame ? 1 : 2;
  const reason = top ? `You talked about ${top}.` : shame ? 'You were hard on yourself.' : 'To keep building on this session.';
  return [{ goal, style: input.chatStyle, reason }];
}

/** The report's findings from the local analysis. */
export function analyseLocally(input: ReportInput): ReportFindings {
  const own = ownWords(input);
  const lower = own.map((text) => text.toLowerCase());
  const scores = own.map(sentimentOf);
  const overall = scores.length ? scores.reduce((n, v) => n + v, 0) / scores.length : 0;
  const mixed = scores.some((v) => v >= 0.15) && scores.some((v) => v <= -0.15);
  const tier = input.tiersMet.reduce<RiskTier>((high, t) => (SCORE_OF_TIER[t] > SCORE_OF_TIER[high] ? t : high), 'none');
  const emotions = emotionsOf(lower);
  const sources = stressSourcesOf(lower);
  const score = SCORE_OF_TIER[tier];
  const emotion = (e: Emotion) => emotions.find((found) => found.emotion === e);
  return {
    speechOrThoughtChanges: changesOf(scores),
    insights: [
      ...(sources.length ? [`What weighed on you most: ${sources.slice(0, 2).join(' and ')}.`] : []),
      ...(emotion('hope') ? ['You found some hope in this session.'] : []),
    ],
    sentiment: { score: Math.round(overall * 100) / 100, label: mixed && Math.abs(overall) < 0.15 ? 'mixed' : label(overall) },
    emotions,
    anxietyAndDistress: distressOf(overall, emotions, tier),
    behaviourPatterns: patternsOf(lower),
    redFlags: tier === 'none' ? [] : [`You shared something about your safety: ${(SUICIDE_SCORE_MEANINGS[score] ?? '').toLowerCase()}.`],
    significantQuotes: quotesOf(own),
    stressSources: sources,
    // The session's goal first, then what the person brought to it.
    discussionTopics: [GOALS[input.chatGoal], ...sources].slice(0, 8),
    futureSessionSuggestions: suggestionsOf(input, sources, emotions),
    suicideScore: {
      score,
      basis: tier === 'none' ? 'Nothing in this session pointed to a risk to your life.' : SCREEN_BASIS,
    },
    // The local analysis cannot tell defense mechanisms apart; it says nothing rather than guess.
    defenseMechanisms: [],
  };
}

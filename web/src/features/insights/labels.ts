import { MOODS } from '#shared/goals';
import { messages } from '#shared/messages';
import { showsEmotionShares } from '#shared/insights/emotion-shares';
import type { ReportEngine } from '#shared/insights/session-report';

/** A session as the insights name it: its title, or "New Session" like the side menu. */
export const sessionName = (session: { title: string }): string => session.title.trim() || messages.dashboard.untitled;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 20, 2026"; the raw text if the date cannot be read. */
export function shortDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The axis labels of sessions in time order: each one's date, with its time too where two
 * sessions share a day, so that no two points read the same.
 */
export function sessionAxisLabels(times: readonly string[]): string[] {
  const dates = times.map(shortDate);
  return times.map((iso, index) => {
    const date = dates[index]!;
    const shared = dates.filter((other) => other === date).length > 1;
    const time = Date.parse(iso);
    return shared && !Number.isNaN(time) ? `${date}, ${timeFormat.format(time)}` : date;
  });
}

/** Says which engine wrote a report: the full AI, or the simpler local analysis. */
export const ENGINE_TEXT: Record<ReportEngine, string> = {
  openai: 'Written by the full AI analysis.',
  local: 'Written by the simpler local analysis (word lists and rules, no AI), so it may miss nuance.',
};

/** A share from 0 to 1 as a whole percentage. */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** First letter up, for labels that come as lower-case words ("body image"). */
export const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** "1 session", "3 sessions": a count with its noun. */
export const counted = (count: number, noun: string): string => `${count} ${count === 1 ? noun : `${noun}s`}`;

/**
 * An emotion with its share, as a percentage when enough words showed emotion to carry one
 * (shared/insights/emotion-shares.ts), and otherwise in words.
 */
export const emotionText = (emotion: string, share: number, emotionWords: number | undefined): string =>
  showsEmotionShares(emotionWords) ? `${capitalize(emotion)}: ${percent(share)}` : `${capitalize(emotion)} came up`;

/** What emotions' figures rest on, in plain words: the emotion words, and whether they were enough for shares. */
export function emotionBasis(emotionWords: number | undefined): string {
  const words = emotionWords ?? 0;
  if (showsEmotionShares(words)) return `From ${counted(words, 'word')} that showed emotion.`;
  if (words === 0) return 'Too few words showed emotion to show them as shares.';
  return `From ${counted(words, 'word')} that showed emotion: too few to show them as shares.`;
}

/** A report's wait, in the words of the empty states: reports are written after a session goes quiet. */
export const REPORT_WAIT =
  'A report appears after a session has been quiet for a while (about 15 minutes), and is updated when you continue it.';

/** The daily check-in's moods, 1 to 5, by value: the words of shared/goals.ts MOODS. */
export const MOOD_WORDS: Readonly<Record<number, string>> = Object.fromEntries(MOODS.map((mood) => [mood.value, mood.label]));

/** A mood as its word; the number itself if it is outside 1 to 5. */
export const moodWord = (mood: number): string => MOOD_WORDS[mood] ?? String(mood);

// A calendar date (YYYY-MM-DD) is read at UTC midnight, so it is formatted in UTC: in the
// reader's own zone a date west of Greenwich would show as the day before.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-26" as "Nov 26, 2026"; the raw text if it is not a date. */
export function dayLabel(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : dayFormat.format(time);
}

/** An ISO week, "2026-W48", as "Week 48, 2026"; the raw text otherwise. */
export function weekLabel(week: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  return match ? `Week ${Number(match[2])}, ${match[1]}` : week;
}

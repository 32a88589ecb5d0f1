import type { AgeConfirmation } from './safety';

/**
 * Healthy use: after about an hour of continuous chat, or late at night, the chat
 * gently suggests a break. Shared so that the rule is one pure function the web applies and the
 * tests pin down; nothing here blocks the chat, and nothing runs during a crisis.
 */

export const BREAK_REMINDER_CHOICES = ['on', 'off'] as const;
export type BreakReminders = (typeof BREAK_REMINDER_CHOICES)[number];

/** Chat is continuous while the user's messages are at most this far apart. */
export const CONTINUOUS_GAP_MS = 15 * 60_000;
/** "About an hour": this long since the first message of the continuous run. */
export const LONG_SESSION_MS = 55 * 60_000;
/** Late night ends at this local time (minutes after midnight): 06:00. */
export const QUIET_HOURS_END_MINUTES = 6 * 60;
/** The late-night start a user with guardian consent has until they choose one. */
export const DEFAULT_GUARDIAN_QUIET_HOURS_FROM = '22:00';
/** A late-night start: "HH:MM" from 18:00 to 05:59, so the window never covers the day. */
export const QUIET_HOURS_PATTERN = /^(?:1[89]|2[0-3]|0[0-5]):[0-5]\d$/;
/** The late-night starts Settings offers; any time QUIET_HOURS_PATTERN accepts is also valid. */
export const QUIET_HOURS_CHOICES = ['21:00', '22:00', '23:00', '00:00'] as const;

export type BreakKind = 'long-session' | 'late-night';

/** What the profile says about break reminders; absent fields take the age-dependent defaults. */
export interface BreakPreferences {
  breakReminders?: BreakReminders;
  /** "HH:MM", or "off" for no late-night reminder. */
  quietHoursFrom?: string;
  ageConfirmation?: AgeConfirmation;
  /** A linked guardian keeps them on (shared/guardian-controls.ts): the user's own switch does not turn them off. */
  keptOnByGuardian?: boolean;
}

/**
 * Whether break reminders apply: on whenever a guardian keeps them on; otherwise the user's
 * choice, or by default on with a guardian's consent and off for adults. An age rule not confirmed yet counts as under 18 (as for the disclosure).
 */
export const breakRemindersOn = ({ breakReminders, ageConfirmation, keptOnByGuardian }: BreakPreferences): boolean =>
  keptOnByGuardian === true || (breakReminders ? breakReminders === 'on' : ageConfirmation !== 'adult');

/** The late-night start that applies, or undefined for none. */
export function effectiveQuietHoursFrom({ quietHoursFrom, ageConfirmation }: BreakPreferences): string | undefined {
  if (quietHoursFrom === 'off') return undefined;
  if (quietHoursFrom && QUIET_HOURS_PATTERN.test(quietHoursFrom)) return quietHoursFrom;
  return ageConfirmation === 'adult' ? undefined : DEFAULT_GUARDIAN_QUIET_HOURS_FROM;
}

const toMs = (time: string | number): number => (typeof time === 'number' ? time : Date.parse(time));

/**
 * When the continuous run the user is in began (epoch ms): the earliest of their latest messages
 * with no gap over CONTINUOUS_GAP_MS, the last of them at most that long before `now`. Undefined
 * when they are not chatting now.
 */
export function continuousRunStart(userMessageTimes: readonly (string | number)[], now: number): number | undefined {
  const times = userMessageTimes
    .map(toMs)
    // A time after `now` (the server's clock ahead of the browser's) counts as now.
    .filter((time) => !Number.isNaN(time))
    .sort((a, b) => a - b);
  let start = times.at(-1);
  if (start === undefined || now - start > CONTINUOUS_GAP_MS) return undefined;
  for (let i = times.length - 2; i >= 0 && start - times[i]! <= CONTINUOUS_GAP_MS; i--) start = times[i]!;
  return start;
}

/** Minutes after local midnight in the IANA time zone; undefined for a zone the runtime does not know. */
export function localMinutes(now: number, timeZone: string): number | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
    const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return value('hour') * 60 + value('minute');
  } catch {
    return undefined;
  }
}

/** True when `now` is at or after `from` ("HH:MM") and before 06:00 local time, across midnight. */
export function isLateNight(now: number, timeZone: string, from: string): boolean {
  const minutes = localMinutes(now, timeZone);
  if (minutes === undefined || !QUIET_HOURS_PATTERN.test(from)) return false;
  const [hours, mins] = from.split(':').map(Number) as [number, number];
  const start = hours * 60 + mins;
  return start < QUIET_HOURS_END_MINUTES
    ? minutes >= start && minutes < QUIET_HOURS_END_MINUTES
    : minutes >= start || minutes < QUIET_HOURS_END_MINUTES;
}

export interface BreakInput extends BreakPreferences {
  /** When the user sent each of their messages in this chat (ISO 8601 or epoch ms), in any order. */
  userMessageTimes: readonly (string | number)[];
  /** Epoch ms. */
  now: number;
  /** The user's IANA time zone, e.g. "America/New_York". */
  timeZone: string;
  /** The chat met a crisis tier: the resources matter more than a break then. */
  chatFlagged: boolean;
  /** The start of the run whose suggestion the user dismissed (continuousRunStart), if any. */
  dismissedRunStart?: number;
}

/**
 * The break to suggest now, if any: at most one per continuous run, never in a flagged chat,
 * never when the user turned reminders off. Late night comes first: sleep helps more than a walk.
 */
export function breakSuggestion(input: BreakInput): BreakKind | undefined {
  if (input.chatFlagged || !breakRemindersOn(input)) return undefined;
  const start = continuousRunStart(input.userMessageTimes, input.now);
  if (start === undefined || start === input.dismissedRunStart) return undefined;
  const from = effectiveQuietHoursFrom(input);
  if (from && isLateNight(input.now, input.timeZone, from)) return 'late-night';
  return input.now - start >= LONG_SESSION_MS ? 'long-session' : undefined;
}

import { localMinutes } from './healthy-use';

/**
 * The settings a linked guardian chooses for a teen's account, stored once per teen so that two
 * guardians see and change the same ones, and the teen sees them too (SAFETY.md 16):
 * - coach hours: a daily window, in the teen's time zone, when the coach is off (the crisis side
 *   never is: functions/domain/chat/decide.ts). Apart from the healthy-use break reminder
 *   (shared/healthy-use.ts), which suggests a break and blocks nothing;
 * - break reminders kept on, whatever the teen's own switch says, or left to the teen;
 * - voice, and the coach's memory, on or off.
 * Shared so the API enforces and the web shows one set of rules.
 */

/** A time of day as "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The coach is off from `from` until `to` each day, local time; `from` after `to` crosses midnight. */
export interface CoachHours {
  from: string;
  to: string;
}

export interface GuardianControlSettings {
  /** Null: the coach is never off by the clock. */
  coachHours: CoachHours | null;
  /** True: break reminders stay on whatever the teen chooses; false: the teen chooses. */
  keepBreakReminders: boolean;
  voice: boolean;
  memory: boolean;
}

export const GUARDIAN_CONTROL_NAMES = ['coachHours', 'keepBreakReminders', 'voice', 'memory'] as const;
export type GuardianControlName = (typeof GUARDIAN_CONTROL_NAMES)[number];

/** How a teen's account is before any guardian changes a setting: nothing is off, the teen chooses. */
export const DEFAULT_GUARDIAN_CONTROLS: GuardianControlSettings = {
  coachHours: null,
  keepBreakReminders: false,
  voice: true,
  memory: true,
};

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** The longest a zone's clock jumps (daylight saving), with room: how far the end is looked for around its naive instant. */
const MAX_JUMP_MINUTES = 180;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Whether the local minute of day falls in the window [from, to), across midnight when `from` is later. */
function inWindow(minute: number, { from, to }: CoachHours): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * Whether the coach is off at `nowMs` by the coach hours, counted in `timeZone`. A zone the
 * runtime does not know reads as no coach hours: the coach is never kept off by an unreadable clock.
 */
export function isCoachOff(hours: CoachHours | null, nowMs: number, timeZone: string): boolean {
  if (!hours) return false;
  const minute = localMinutes(nowMs, timeZone);
  return minute !== undefined && inWindow(minute, hours);
}

/**
 * When the coach is back (epoch ms, at a whole minute): the first minute after `nowMs` that is
 * outside the coach hours. Daylight saving is the zone's: on a night the clock skips `to`, the
 * coach is back when the clock jumps past it. Undefined when the coach is not off at `nowMs`.
 */
export function coachBackAt(hours: CoachHours | null, nowMs: number, timeZone: string): number | undefined {
  if (!hours || !isCoachOff(hours, nowMs, timeZone)) return undefined;
  const now = localMinutes(nowMs, timeZone)!;
  const wait = (minutesOf(hours.to) - now + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const naive = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS + wait * MINUTE_MS;
  const off = (at: number) => at <= nowMs || isCoachOff(hours, at, timeZone);
  // The naive end is off only by a clock change: walk forward out of the window, or back to its first minute out.
  let at = naive;
  for (let step = 0; off(at) && step < MAX_JUMP_MINUTES; step++) at += MINUTE_MS;
  for (let step = 0; !off(at - MINUTE_MS) && step < MAX_JUMP_MINUTES; step++) at -= MINUTE_MS;
  return at;
}

/** A local time of day "HH:MM" of an instant in `timeZone`, as the teen's clock shows it. */
export function clockTimeIn(atMs: number, timeZone: string): string {
  const minute = localMinutes(atMs, timeZone) ?? new Date(atMs).getUTCHours() * 60 + new Date(atMs).getUTCMinutes();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** The teen's side asking to change a setting (403): they see the settings, a guardian sets them. */
export const GUARDIAN_CONTROLS_TEEN_MESSAGE =
  'Only a guardian can change these settings. You can always see them here, and talk them over with your guardian.';

/** A message to the coach during coach hours (409 COACH_HOURS): when it is back, and the crisis side stays on. */
export const coachHoursMessage = (backAt: string): string =>
  `Your coach is off until ${backAt}, as agreed with your guardian. If you need support right now, the help and SOS button are always here.`;

/** The voice routes while a guardian has turned voice off (409 VOICE_OFF). */
export const VOICE_OFF_MESSAGE = 'Voice is turned off for your account by your guardian. You can still type to your coach.';

/** The memory page while a guardian has turned memory off. */
export const MEMORY_OFF_MESSAGE = 'Your guardian has turned memory off, so your coach does not remember anything between sessions.';

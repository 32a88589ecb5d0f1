/**
 * A guardian's consent for a teen's account (SAFETY.md 8 and 16): the teen's sign-up names a
 * guardian's e-mail, the guardian confirms by signing in, and the link is counts and settings
 * only, never words. Shared so the API checks and the web show one set of rules.
 */

export const GUARDIAN_RULES = {
  /** The terms' minimum age: a birth year that makes the teen younger is refused. */
  minimumAge: 13,
  /** At most this many guardians per teen, counted on the server. */
  maxGuardians: 2,
  /** A teen may chat this many days before a guardian confirms. */
  unconfirmedDays: 7,
  /** An account made before guardians could confirm gets this many days from its next sign-in. */
  existingAccountDays: 30,
} as const;

/**
 * Whether a birth year certainly makes the person younger than the minimum age in `year`: only
 * the year is asked, so someone who may already have had the birthday is let through.
 */
export const isBelowMinimumAge = (birthYear: number, year: number): boolean => year - birthYear < GUARDIAN_RULES.minimumAge;

/** Whether a birth year certainly makes the person 18 or older in `year` (even before this year's birthday). */
export const isCertainlyAdult = (birthYear: number, year: number): boolean => year - birthYear - 1 >= 18;

/**
 * The first day (UTC, ISO 8601) on which a birth year certainly makes someone 18: New Year's Day
 * of the year isCertainlyAdult first holds, since only the year is known.
 */
export const certainlyAdultFrom = (birthYear: number): string => new Date(Date.UTC(birthYear + 19, 0, 1)).toISOString();

const DAY_MS = 86_400_000;

/** Where a teen's account stands until a guardian confirms: the banner's days, and whether the coach pauses. */
export interface GuardianConsentState {
  confirmed: boolean;
  /** Whole days left to chat before the coach pauses; 0 once paused (and when confirmed). */
  daysLeft: number;
  /** The coach pauses (never the crisis side: functions/domain/chat/decide.ts). */
  paused: boolean;
}

/**
 * A teen's consent state at `nowMs` from their guardians counted and the day the coach pauses (ISO);
 * without that day (an account from before guardians could confirm, not yet signed in since) the
 * whole GUARDIAN_RULES.existingAccountDays are left.
 */
export function consentStateOf(guardians: number, dueAt: string | undefined, nowMs: number): GuardianConsentState {
  if (guardians > 0) return { confirmed: true, daysLeft: 0, paused: false };
  if (dueAt === undefined) return { confirmed: false, daysLeft: GUARDIAN_RULES.existingAccountDays, paused: false };
  const leftMs = Date.parse(dueAt) - nowMs;
  return { confirmed: false, daysLeft: Math.max(0, Math.ceil(leftMs / DAY_MS)), paused: leftMs <= 0 };
}

/** A week's minutes chatting as the guardian's page and weekly e-mail say it, in hours and minutes. */
export function timeChattingText(minutes: number): string {
  if (minutes === 0) return 'Time chatting: none';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours === 1 ? '1 hour' : hours > 1 ? `${hours} hours` : '', rest === 1 ? '1 minute' : rest > 1 ? `${rest} minutes` : ''];
  return `Time chatting: about ${parts.filter(Boolean).join(' ')}`;
}

import * as z from 'zod/mini';
import { noteSafety } from './crisis';
import { isCalendarDate, isTimeZone, isWithinDateWindow } from '../calendar';
import { CHECK_IN_LIMITS, GOAL_LIMITS } from '../goals';
import { codePointLength, hasHiddenCharacters } from '../text';
import { WHO5_ITEMS, WHO5_MAX_ANSWER, WHO5_MIN_ANSWER } from '../who5';
import { goalId } from './goals';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the daily check-in and the weekly WHO-5 (/api/check-ins and /api/wellbeing). */

const DATE_ERROR = 'must be a date (YYYY-MM-DD).';
const WINDOW_ERROR = 'must be your today: a check-in cannot be made for another day.';

/**
 * The client's local date: a real date within a day of the server's UTC date
 * (shared/calendar.ts isWithinDateWindow), checked against the clock at parse time.
 */
const localDate = (field: string) =>
  z.string({ error: `${field} ${DATE_ERROR}` }).check(
    z.refine(isCalendarDate, { error: `${field} ${DATE_ERROR}`, abort: true }),
    z.refine((date: string) => isWithinDateWindow(date, new Date()), { error: `${field} ${WINDOW_ERROR}` }),
  );

const timeZone = schema(() =>
  z
    .string({ error: 'timeZone must be text.' })
    .check(z.refine(isTimeZone, { error: 'timeZone must be an IANA time zone, such as Europe/London.' })),
);

/**
 * PUT /api/check-ins/{date}: the date is the check-in's key, so a second one that day replaces the
 * first. Whether it is the user's today (or yesterday) depends on the time zone their profile
 * keeps, which the server checks (functions/domain/check-ins/user-day.ts).
 */
export const checkInDateParams = schema(() =>
  z.strictObject({ date: z.string({ error: `date ${DATE_ERROR}` }).check(z.refine(isCalendarDate, { error: `date ${DATE_ERROR}` })) }),
);

const MOOD_ERROR = `mood must be a whole number from ${CHECK_IN_LIMITS.minMood} to ${CHECK_IN_LIMITS.maxMood}.`;

/** Line breaks are the only control characters a note may hold: it is a few lines of the user's own. */
const withoutLineBreaks = (text: string) => text.replace(/\r?\n/g, '');

export const checkInBody = schema(() =>
  z.strictObject({
    timeZone,
    mood: z
      .int({ error: MOOD_ERROR })
      .check(z.gte(CHECK_IN_LIMITS.minMood, { error: MOOD_ERROR }), z.lte(CHECK_IN_LIMITS.maxMood, { error: MOOD_ERROR })),
    note: z.optional(
      z.string({ error: 'note must be text.' }).check(
        z.trim(),
        z.refine((text: string) => !hasHiddenCharacters(withoutLineBreaks(text)), {
          error: 'note must not contain control or direction characters.',
        }),
        z.refine((text: string) => codePointLength(text) <= CHECK_IN_LIMITS.noteLength, {
          error: `note can be at most ${CHECK_IN_LIMITS.noteLength} characters.`,
        }),
      ),
    ),
    /** The user's own active goals worked on today; none when left out. */
    goalIds: z.optional(
      z.array(goalId).check(
        z.maxLength(GOAL_LIMITS.active, { error: `goalIds can list at most ${GOAL_LIMITS.active} goals.` }),
        z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: 'goalIds lists a goal twice.' }),
      ),
    ),
  }),
);
export type CheckInBody = z.infer<typeof checkInBody>;

export const dailyCheckIn = schema(() =>
  z.object({
    date: z.string(),
    timeZone: z.string(),
    mood: z.number(),
    /** Absent when the user wrote none. */
    note: z.optional(z.string()),
    goalIds: z.array(z.string()),
    /** ISO 8601: when it was last saved. */
    updatedAt: z.string(),
    /** The crisis flag a note of this day raised, kept on the check-in (docs/safety.md "Notes the user writes"). */
    safety: z.optional(noteSafety),
  }),
);
export type DailyCheckIn = z.infer<typeof dailyCheckIn>;

/** PUT /api/check-ins/{date}; `safety` when the note met a crisis tier. */
export const dailyCheckInResponse = schema(() => z.object({ success: z.boolean(), checkIn: dailyCheckIn, safety: z.optional(noteSafety) }));

const ANSWER_ERROR = `Each answer must be a whole number from ${WHO5_MIN_ANSWER} to ${WHO5_MAX_ANSWER}.`;

/** POST /api/wellbeing/who5: the five answers in the order of WHO5_ITEMS, for the ISO week of `date`. */
export const who5Body = schema(() =>
  z.strictObject({
    date: localDate('date'),
    timeZone,
    answers: z
      .array(
        z
          .int({ error: ANSWER_ERROR })
          .check(z.gte(WHO5_MIN_ANSWER, { error: ANSWER_ERROR }), z.lte(WHO5_MAX_ANSWER, { error: ANSWER_ERROR })),
        {
          error: `answers must be a list of ${WHO5_ITEMS.length} numbers.`,
        },
      )
      .check(z.length(WHO5_ITEMS.length, { error: `answers must hold exactly ${WHO5_ITEMS.length} answers, one per statement.` })),
  }),
);
export type Who5Body = z.infer<typeof who5Body>;

export const who5Result = schema(() =>
  z.object({
    /** ISO week, `YYYY-Www`: one result per week at most. */
    week: z.string(),
    /** The user's local date when they answered. */
    date: z.string(),
    answers: z.array(z.number()),
    /** 0 to 100 (shared/who5.ts who5Percentage). */
    score: z.number(),
    /** At or below the cut-off, or a meaningful drop from the previous result (shared/who5.ts isLowWho5). */
    low: z.boolean(),
    /** ISO 8601. */
    createdAt: z.string(),
  }),
);
export type Who5Result = z.infer<typeof who5Result>;

export const who5Response = schema(() =>
  z.object({
    success: z.boolean(),
    who5: who5Result,
    /** True when the result is low: the web brings the support lines and the safety plan forward (SAFETY.md). */
    bringSafetyForward: z.boolean(),
  }),
);

/** GET /api/check-ins: the streak, the last 60 days of check-ins and every WHO-5 result. */
export const progressResponse = schema(() =>
  z.object({
    success: z.boolean(),
    /**
     * The user's today: in the time zone their profile keeps (functions/domain/check-ins/user-day.ts),
     * else, for an account from before it kept one, the zone of their latest check-in, else UTC.
     */
    today: z.string(),
    /** The zone the user's days are counted in; absent until a check-in names one. */
    timeZone: z.optional(z.string()),
    streak: z.number(),
    graceDaysUsedThisWeek: z.number(),
    checkedInToday: z.boolean(),
    /** Whether this ISO week (of `today`) already has a WHO-5 result. */
    who5ThisWeek: z.boolean(),
    /** The last 60 days (CHECK_IN_LIMITS.historyDays) up to today, oldest first. */
    checkIns: z.array(dailyCheckIn),
    /** Oldest first. */
    who5: z.array(who5Result),
  }),
);
export type ProgressResponse = z.infer<typeof progressResponse>;

import * as z from 'zod/mini';
import { noteSafety } from './crisis';
import { isCalendarDate, isPastDate } from '../calendar';
import { CHAT_CHOICES } from '../chat';
import { GOAL_LIMITS, GOAL_STATUSES } from '../goals';
import { codePointLength, hasHiddenCharacters } from '../text';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the goal routes (/api/goals). */

/** Goal ids are made by the server: time-sortable ids (ULID layout, Crockford base32). */
export const GOAL_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const goalId = schema(() =>
  z.string({ error: 'A goal id must be text.' }).check(z.regex(GOAL_ID_PATTERN, { error: 'This is not a valid goal id.' })),
);

export const goalIdParams = schema(() =>
  z.strictObject({ goalId: z.string().check(z.regex(GOAL_ID_PATTERN, { error: 'goalId is not a valid goal id.' })) }),
);

const [ONE, TWO, THREE] = CHAT_CHOICES;
/** The coaching goal it serves (shared/chat.ts GOALS): 1 self-esteem, 2 stress, 3 relationships. */
const chatGoal = schema(() => z.union([z.literal(ONE), z.literal(TWO), z.literal(THREE)], { error: 'chatGoal must be 1, 2 or 3.' }));

/** The goal in the user's words: trimmed, 1 to 140 characters, no control or direction characters. */
const goalText = schema(() =>
  z.string({ error: 'text must be text.' }).check(
    z.trim(),
    z.minLength(1, { error: 'text is required.' }),
    z.refine((text: string) => !hasHiddenCharacters(text), { error: 'text must not contain control or direction characters.' }),
    z.refine((text: string) => codePointLength(text) <= GOAL_LIMITS.textLength, {
      error: `text can be at most ${GOAL_LIMITS.textLength} characters.`,
    }),
  ),
);

const TIMES_PER_WEEK_ERROR = `timesPerWeek must be a whole number from ${GOAL_LIMITS.minTimesPerWeek} to ${GOAL_LIMITS.maxTimesPerWeek}.`;
const timesPerWeek = schema(() =>
  z
    .int({ error: TIMES_PER_WEEK_ERROR })
    .check(
      z.gte(GOAL_LIMITS.minTimesPerWeek, { error: TIMES_PER_WEEK_ERROR }),
      z.lte(GOAL_LIMITS.maxTimesPerWeek, { error: TIMES_PER_WEEK_ERROR }),
    ),
);

/** An ISO date that is nobody's past yet (shared/calendar.ts isPastDate), checked against the clock at parse time. */
const targetDate = schema(() =>
  z.string({ error: 'targetDate must be a date (YYYY-MM-DD).' }).check(
    z.refine(isCalendarDate, { error: 'targetDate must be a date (YYYY-MM-DD).', abort: true }),
    z.refine((date: string) => !isPastDate(date, new Date()), { error: 'targetDate cannot be in the past.' }),
  ),
);

const goalStatus = schema(() => z.enum(GOAL_STATUSES, { error: `status must be one of ${GOAL_STATUSES.join(', ')}.` }));

/** POST /api/goals: a new goal, always active. */
export const createGoalBody = schema(() =>
  z.strictObject({
    text: goalText,
    chatGoal,
    timesPerWeek: z.optional(timesPerWeek),
    targetDate: z.optional(targetDate),
  }),
);
export type CreateGoalBody = z.infer<typeof createGoalBody>;

/**
 * PUT /api/goals/{goalId}: the fields to change, at least one. `null` clears the rhythm or the
 * target date; a field left out stays as it is. Completing sets completedAt; leaving completed clears it.
 */
export const updateGoalBody = schema(() =>
  z
    .strictObject({
      text: z.optional(goalText),
      timesPerWeek: z.optional(z.nullable(timesPerWeek)),
      targetDate: z.optional(z.nullable(targetDate)),
      status: z.optional(goalStatus),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: 'Send at least one of text, timesPerWeek, targetDate and status.',
      }),
    ),
);
export type UpdateGoalBody = z.infer<typeof updateGoalBody>;

export const goal = schema(() =>
  z.object({
    goalId: z.string(),
    text: z.string(),
    chatGoal,
    timesPerWeek: z.optional(z.number()),
    targetDate: z.optional(z.string()),
    status: goalStatus,
    /** ISO 8601. */
    createdAt: z.string(),
    /** ISO 8601. */
    updatedAt: z.string(),
    /** ISO 8601: when the goal was last marked completed; only while it is. */
    completedAt: z.optional(z.string()),
    /** The crisis flag its text raised, kept on the goal (docs/safety.md "Notes the user writes"). */
    safety: z.optional(noteSafety),
  }),
);
export type Goal = z.infer<typeof goal>;

/** The user's goals, oldest first. */
export const goalsResponse = schema(() => z.object({ success: z.boolean(), goals: z.array(goal) }));

/** POST /api/goals and PUT /api/goals/{goalId}; `safety` when the goal's text met a crisis tier. */
export const goalResponse = schema(() => z.object({ success: z.boolean(), goal, safety: z.optional(noteSafety) }));

/**
 * A goal the coach suggests from a chat (POST /api/goals/suggestion/{chatId}): the very fields of
 * a new goal, so accepting it is POST /api/goals with them (edited or not). The server stores nothing.
 */
export const goalSuggestion = schema(() =>
  z.object({
    text: z.string(),
    chatGoal,
    timesPerWeek: z.optional(z.number()),
  }),
);
export type GoalSuggestion = z.infer<typeof goalSuggestion>;

/** `suggestion: null` when none fits: a chat that met tier (b) or (c), too short a chat, or the cap on active goals reached. */
export const goalSuggestionResponse = schema(() => z.object({ success: z.boolean(), suggestion: z.nullable(goalSuggestion) }));

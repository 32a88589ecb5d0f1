import * as z from 'zod/mini';
import { isTimeZone } from '../calendar';
import { GUARDIAN_CONTROL_NAMES, TIME_OF_DAY_PATTERN } from '../guardian-controls';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of a teen's guardian controls (shared/guardian-controls.ts): one set per teen, read by both sides. */

export const COACH_HOURS_TIME_MESSAGE = 'Choose a time such as 22:00 (HH:MM, from 00:00 to 23:59).';
export const COACH_HOURS_SAME_MESSAGE = 'The coach hours start and end at the same time. Choose two different times, or no coach hours.';

const timeOfDay = (field: string) =>
  z
    .string({ error: `${field}: ${COACH_HOURS_TIME_MESSAGE}` })
    .check(z.regex(TIME_OF_DAY_PATTERN, { error: `${field}: ${COACH_HOURS_TIME_MESSAGE}` }));
const onOff = (field: string) => z.boolean({ error: `${field} must be true or false.` });

/** The coach is off from `from` until `to`, local time in the teen's zone; null for none. */
export const coachHoursSchema = schema(() =>
  z.nullable(
    z
      .strictObject({ from: timeOfDay('coachHours.from'), to: timeOfDay('coachHours.to') })
      .check(z.refine((hours) => hours.from !== hours.to, { error: COACH_HOURS_SAME_MESSAGE, path: ['to'] })),
  ),
);

/** PUT /api/guardian/teens/{linkId}/controls: every setting, as the guardian's form shows them. */
export const guardianControlsBody = schema(() =>
  z.strictObject({
    coachHours: coachHoursSchema,
    keepBreakReminders: onOff('keepBreakReminders'),
    voice: onOff('voice'),
    memory: onOff('memory'),
    /** The guardian's own zone: coach hours are counted in it until the teen's is known. */
    timeZone: z.optional(z.string().check(z.refine(isTimeZone, { error: 'timeZone must be a time zone such as Europe/London.' }))),
  }),
);
export type GuardianControlsBody = z.infer<typeof guardianControlsBody>;

/** Who last changed one setting (a guardian's first name) and when (ISO 8601). */
const controlChange = schema(() => z.object({ by: z.string(), at: z.string() }));

/**
 * A teen's controls as both sides read them: the settings, the time zone the coach hours are
 * counted in, the last change of each setting changed so far, and, while the coach hours are on
 * now, when the coach is back (ISO 8601).
 */
export const guardianControlsView = schema(() =>
  z.object({
    coachHours: z.nullable(z.object({ from: z.string(), to: z.string() })),
    keepBreakReminders: z.boolean(),
    voice: z.boolean(),
    memory: z.boolean(),
    timeZone: z.string(),
    changes: z.partialRecord(z.enum(GUARDIAN_CONTROL_NAMES), controlChange),
    coachBackAt: z.optional(z.string()),
  }),
);
export type GuardianControlsView = z.infer<typeof guardianControlsView>;

export const guardianControlsResponse = schema(() => z.object({ success: z.boolean(), controls: guardianControlsView }));

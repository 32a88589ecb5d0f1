import * as z from 'zod/mini';
import { guardianControlsView } from './guardian-controls';
import { sessionReport } from '../insights/session-report';
import { PLAN_NAMES } from '../plans';
import { AGE_CONFIRMATIONS, SAFETY_PLAN_LIMITS } from '../safety';
import { THEMES, VOICES } from '../preferences';
import { BREAK_REMINDER_CHOICES, QUIET_HOURS_PATTERN } from '../healthy-use';
import { isTimeZone } from '../calendar';
import { CHECK_IN_REMINDER_PATTERN } from '../reminders';
import { chatMessage, chatSummary } from './chat';
import { hasHiddenCharacters, hiddenCharactersError, wellFormed } from '../text';
import { dailyCheckIn, who5Result } from './check-ins';
import { goal } from './goals';
import { memory, memoryChoiceSchema } from './memory';
import { shareSettings } from './buddies';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it and a handler builds only its own route's schemas. esbuild
 * honours this mark only within the file, hence one such helper per schema module.
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

export const providerSchema = schema(() => z.enum(['Email', 'Google']));

export const themeSchema = schema(() => z.enum(THEMES, { error: 'theme must be "light" or "dark".' }));
export const voiceSchema = schema(() =>
  z.enum(VOICES, {
    error: `preferredVoice must be one of ${VOICES.join(', ')}.`,
  }),
);

export const breakRemindersSchema = schema(() => z.enum(BREAK_REMINDER_CHOICES, { error: 'breakReminders must be "on" or "off".' }));
const QUIET_HOURS_ERROR = 'quietHoursFrom must be "off" or a time from 18:00 to 05:59 as HH:MM.';
export const quietHoursFromSchema = schema(() =>
  z
    .string({ error: QUIET_HOURS_ERROR })
    .check(z.refine((value: string) => value === 'off' || QUIET_HOURS_PATTERN.test(value), { error: QUIET_HOURS_ERROR })),
);

const CHECK_IN_REMINDER_ERROR = 'checkInReminder must be "off" or a time on the quarter hour as HH:MM, such as 07:00 or 18:45.';
export const checkInReminderSchema = schema(() =>
  z
    .string({ error: CHECK_IN_REMINDER_ERROR })
    .check(z.refine((value: string) => value === 'off' || CHECK_IN_REMINDER_PATTERN.test(value), { error: CHECK_IN_REMINDER_ERROR })),
);
const TIME_ZONE_ERROR = 'reminderTimeZone must be an IANA time zone, such as Europe/Paris.';
export const reminderTimeZoneSchema = schema(() =>
  z.string({ error: TIME_ZONE_ERROR }).check(z.refine((value: string) => isTimeZone(value), { error: TIME_ZONE_ERROR })),
);

/** What the user chose in Settings; absent until they choose. */
export const preferences = schema(() =>
  z.object({
    theme: z.optional(themeSchema),
    preferredVoice: z.optional(voiceSchema),
    /** Break suggestions in the chat (healthy use); absent means on with guardian consent, off for adults. */
    breakReminders: z.optional(breakRemindersSchema),
    /** Late-night break suggestion from this local time ("HH:MM") until 06:00, or "off"; absent means 22:00 with guardian consent, off for adults. */
    quietHoursFrom: z.optional(quietHoursFromSchema),
    /** The coach's memory across sessions (Premium): absent means on; "paused" stops it using and adding notes. */
    memory: z.optional(memoryChoiceSchema),
    /** Opt-in weekly summary e-mail; absent means off. */
    weeklySummary: z.optional(z.boolean()),
    /** Opt-in check-in e-mail a day after a very hard moment if the user has not come back; absent means off. */
    checkInEmails: z.optional(z.boolean()),
    /** ISO 8601, set by the server: when the user first answered the check-in e-mail ask (either way); the chat asks only before. */
    checkInEmailsAskedAt: z.optional(z.string()),
    /** Opt-in daily check-in reminder e-mail: "HH:MM" local time, or "off"; absent means off. */
    checkInReminder: z.optional(checkInReminderSchema),
    /** The IANA time zone the reminder's time is in (the browser's, sent with the time). */
    reminderTimeZone: z.optional(z.string()),
  }),
);
export type Preferences = z.infer<typeof preferences>;

/** User details of spec section 3, with the preferences that follow the user between devices. */
export const userDetails = schema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    provider: providerSchema,
    preferences: z.optional(preferences),
    /** The stored plan; null or absent until the user chooses one (Basic's entitlements apply). */
    plan: z.optional(z.nullable(z.enum(PLAN_NAMES))),
    /** Absent for accounts made before it was asked (or by Google from /login): the dashboard asks. */
    ageConfirmation: z.optional(z.enum(AGE_CONFIRMATIONS)),
    /** ISO 8601: when the user last acknowledged the AI disclosure; absent before the first time. */
    disclosureSeenAt: z.optional(z.string()),
    /** ISO 8601, to the hour: when the user last sent a message; the disclosure is due again after 7 days away. */
    lastActiveAt: z.optional(z.string()),
    /** A teen's account only: where a guardian's confirmation stands (shared/guardian.ts), for the banner. */
    guardianConsent: z.optional(z.object({ confirmed: z.boolean(), daysLeft: z.number(), paused: z.boolean() })),
    /** True when the account is a linked teen's guardian: the side menu then links the guardian page. */
    isGuardian: z.optional(z.boolean()),
    /** A linked teen's account only: the settings their guardian chose (shared/guardian-controls.ts), as both sides read them. */
    guardianControls: z.optional(guardianControlsView),
  }),
);
export type UserDetails = z.infer<typeof userDetails>;

export const loggedInResponse = schema(() => z.object({ status: z.boolean() }));

/** PUT /api/user/: the spec's preference body (plus the e-mail opt-ins); at least one field. */
export const updatePreferencesBody = schema(() =>
  z
    .strictObject({
      theme: z.optional(themeSchema),
      preferredVoice: z.optional(voiceSchema),
      weeklySummary: z.optional(z.boolean({ error: 'weeklySummary must be true or false.' })),
      checkInEmails: z.optional(z.boolean({ error: 'checkInEmails must be true or false.' })),
      checkInReminder: z.optional(checkInReminderSchema),
      reminderTimeZone: z.optional(reminderTimeZoneSchema),
      breakReminders: z.optional(breakRemindersSchema),
      quietHoursFrom: z.optional(quietHoursFromSchema),
      memory: z.optional(memoryChoiceSchema),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: 'Send at least one of theme, preferredVoice, weeklySummary, checkInEmails, breakReminders, quietHoursFrom and memory.',
      }),
      // A reminder time means nothing without its zone, and a zone alone would leave the due time stale.
      z.refine((body) => (body.checkInReminder && body.checkInReminder !== 'off' ? Boolean(body.reminderTimeZone) : true), {
        error: 'Send reminderTimeZone with a checkInReminder time.',
        path: ['reminderTimeZone'],
      }),
      z.refine((body) => body.reminderTimeZone === undefined || body.checkInReminder !== undefined, {
        error: 'Send reminderTimeZone only with checkInReminder.',
        path: ['reminderTimeZone'],
      }),
    ),
);

export const updatePreferencesResponse = schema(() =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    preferences,
  }),
);

/** The spec's Link-Google payload (section 3). The server checks it against the identity provider. */
export const linkGoogleBody = schema(() =>
  z.strictObject({
    email: z.string({ error: 'email must be text.' }).check(z.maxLength(254, { error: 'email is too long.' })),
    provider: z.literal('Google', { error: 'provider must be "Google".' }),
    googleId: z
      .string({ error: 'googleId must be text.' })
      .check(z.minLength(1, { error: 'googleId is required.' }), z.maxLength(128, { error: 'googleId is too long.' })),
  }),
);

export const linkGoogleResponse = schema(() =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    provider: providerSchema,
  }),
);

/** The Firebase web configuration the browser needs for the Google pop-up. Public by design. */
export const webConfigResponse = schema(() =>
  z.object({
    firebase: z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** Set only locally: the Auth Emulator's origin, e.g. http://127.0.0.1:9099. */
      emulatorUrl: z.optional(z.string()),
    }),
    /** The Stripe price id of each plan and interval (shared/pricing.ts PriceIds): the plan popup checks out with them. */
    prices: z.object({
      Basic: z.object({ monthly: z.string(), annual: z.string() }),
      Premium: z.object({ monthly: z.string(), annual: z.string() }),
    }),
    /** Whether an OpenAI key is configured: without one the voice controls say voice is not connected. */
    voice: z.object({ connected: z.boolean() }),
    /**
     * The bot check the sign-in forms show when the API asks for one (428 CHALLENGE_REQUIRED):
     * the widget's public site key and script. Absent when none is configured.
     */
    botCheck: z.optional(z.object({ siteKey: z.string(), scriptUrl: z.string() })),
  }),
);
export type WebConfigResponse = z.infer<typeof webConfigResponse>;

/** PUT /api/user/age-confirmation: for accounts that have none yet (it is never changed after). */
export const ageConfirmationBody = schema(() =>
  z.strictObject({
    ageConfirmation: z.enum(AGE_CONFIRMATIONS, {
      error: 'Please confirm that you are 18 or older, or that a parent or guardian has agreed.',
    }),
  }),
);

/** POST /api/user/disclosure-seen: the user acknowledged the AI disclosure now. */
export const disclosureSeenResponse = schema(() => z.object({ success: z.boolean(), disclosureSeenAt: z.string() }));

/** Free text of the plan (phone numbers too, so no letters-only rule): nothing hidden in it. */
const planText = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).check(
    z.trim(),
    z.overwrite(wellFormed),
    z.refine((text: string) => !hasHiddenCharacters(text), { error: hiddenCharactersError(label) }),
    z.maxLength(max, { error: `${label} can be at most ${max} characters.` }),
  );
const planList = (label: string) =>
  z
    .array(planText(label, SAFETY_PLAN_LIMITS.itemLength))
    .check(z.maxLength(SAFETY_PLAN_LIMITS.items, { error: `Add at most ${SAFETY_PLAN_LIMITS.items} ${label.toLowerCase()}.` }));

/** The user's own safety plan: warning signs, coping steps, people to contact. */
export const safetyPlan = schema(() =>
  z.strictObject({
    warningSigns: planList('Warning signs'),
    copingSteps: planList('Coping steps'),
    contacts: z
      .array(
        z.strictObject({
          name: planText('Name', SAFETY_PLAN_LIMITS.contactName),
          phone: planText('Phone', SAFETY_PLAN_LIMITS.contactPhone),
        }),
      )
      .check(z.maxLength(SAFETY_PLAN_LIMITS.items, { error: `Add at most ${SAFETY_PLAN_LIMITS.items} contacts.` })),
  }),
);
export type SafetyPlan = z.infer<typeof safetyPlan>;

export const safetyPlanResponse = schema(() =>
  z.object({
    success: z.boolean(),
    plan: safetyPlan,
    /** ISO 8601; absent when the user has not saved a plan yet (then the lists are empty). */
    updatedAt: z.optional(z.string()),
  }),
);

/**
 * GET /api/user/export (SAFETY.md 12): everything the user's account holds, as one JSON document
 * they can download. Sessions are listed by when they began and end, never by their tokens.
 */
export const dataExport = schema(() =>
  z.object({
    /** ISO 8601. */
    exportedAt: z.string(),
    account: userDetails,
    safetyPlan: z.object({ plan: safetyPlan, updatedAt: z.optional(z.string()) }),
    chats: z.array(
      z.object({
        ...chatSummary.shape,
        messages: z.array(chatMessage),
      }),
    ),
    /** ISO 8601 times of each signed-in session. */
    sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
    /** Each session's latest report, whole: with the suicide score and red flags the app never shows. */
    reports: z.array(sessionReport),
    /** What the reports' suicide score and red flags are, in plain words: estimates, not a diagnosis. */
    aboutReports: z.object({ suicideScore: z.string(), redFlags: z.string() }),
    /** The early-detection check-in cards the user closed: which, and when. */
    checkInsClosed: z.array(z.object({ checkInId: z.string(), seenAt: z.string() })),
    /** The weekly summary e-mails sent to the user: the ISO week, and when. */
    weeklySummaries: z.array(z.object({ week: z.string(), sentAt: z.optional(z.string()) })),
    /**
     * The check-in e-mail waiting to go out, if any: when the very hard moment was and
     * when the e-mail is due. Content-free; it is sent only if the user opted in and has not come back.
     */
    followUp: z.optional(z.object({ crisisAt: z.string(), dueAt: z.string() })),
    /**
     * When a chat message or a note last met tier (b) or (c), if ever: for a while after it no
     * e-mail carries a price or an upgrade (docs/safety.md, "No price beside a crisis").
     */
    lastCrisisAt: z.optional(z.string()),
    /** The user's goals, oldest first, whatever their status. */
    goals: z.array(goal),
    /** Every daily check-in, oldest date first. */
    checkIns: z.array(dailyCheckIn),
    /** Every weekly WHO-5 result, oldest week first. */
    who5: z.array(who5Result),
    /** The coach's memory, oldest first: each note, who wrote it, and when. */
    memories: z.array(memory),
    /** Buddies: each by first name, since when; never another person's account id. */
    buddies: z.array(z.object({ buddyId: z.string(), firstName: z.string(), since: z.string() })),
    /** Invitations sent and not yet answered. */
    buddyInvites: z.array(z.object({ inviteId: z.string(), email: z.optional(z.string()), createdAt: z.string(), expiresAt: z.string() })),
    /** The people the user blocked, by first name, and when. */
    buddyBlocks: z.array(z.object({ firstName: z.string(), at: z.string() })),
    /** Invitations the user reported as unwanted, and when. */
    buddyReports: z.array(z.object({ inviteId: z.string(), at: z.string() })),
    /** Cheers received in the last two weeks. */
    buddyCheers: z.array(z.object({ fromFirstName: z.string(), cheerId: z.string(), at: z.string() })),
    /** What the user shares with their buddies. */
    buddyShare: shareSettings,
    /**
     * Guardian consent: the birth year given at sign-up, the user's guardians and teens (first names
     * only, never an account id; a teen's with whether the weekly e-mail is on), the requests to a
     * guardian still waiting, and the weekly e-mails sent.
     */
    guardian: z.object({
      birthYear: z.optional(z.number()),
      guardians: z.array(z.object({ linkId: z.string(), firstName: z.string(), since: z.string() })),
      teens: z.array(z.object({ linkId: z.string(), firstName: z.string(), since: z.string(), weeklyEmail: z.optional(z.boolean()) })),
      invites: z.array(z.object({ inviteId: z.string(), email: z.string(), createdAt: z.string(), expiresAt: z.string() })),
      /** A teen's guardian controls (shared/guardian-controls.ts), each change by the guardian's first name. */
      controls: z.optional(
        z.object({
          coachHours: z.nullable(z.object({ from: z.string(), to: z.string() })),
          keepBreakReminders: z.boolean(),
          voice: z.boolean(),
          memory: z.boolean(),
          timeZone: z.optional(z.string()),
          changes: z.record(z.string(), z.object({ by: z.string(), at: z.string() })),
        }),
      ),
      /** The weekly e-mails of a teen's counts this user got as their guardian (absent when none): the link, the ISO week, and when. */
      weeklyEmails: z.optional(z.array(z.object({ linkId: z.string(), week: z.string(), sentAt: z.optional(z.string()) }))),
    }),
    /**
     * Each guardian link's distress e-mails, on either side of it: whether the guardian gets them,
     * and the days one was sent (docs/safety.md "A notice to a guardian").
     */
    guardianNotices: z.optional(z.array(z.object({ linkId: z.string(), on: z.boolean(), sent: z.array(z.string()) }))),
  }),
);
export type DataExport = z.infer<typeof dataExport>;

// zod/mini: the same validation as classic zod at a fifth of the bundle size, which matters for
// Lambda cold starts (every function validates with it).
import * as z from 'zod/mini';
import { DELETE_PROOF_MESSAGE } from '../error-messages';
import { messages } from '../messages';
import { cleanName, fitsNameLength, hasOnlyNameCharacters, nameMessages, tidyName } from '../person-names';
import { AGE_CONFIRMATIONS } from '../safety';
import { hasHiddenCharacters } from '../text';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../validation';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it and a handler builds only its own route's schemas. esbuild
 * honours this mark only within the file, hence one such helper per schema module.
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

const MAX_EMAIL = 254;
/** Firebase caps passwords at 4096 characters; a much smaller cap keeps hashing cheap. */
const MAX_PASSWORD = 128;

/** A string field whose errors say whether it was missing or of the wrong type. */
const text = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });

export const emailField = schema(() =>
  text('Email').check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(MAX_EMAIL, { error: 'Email is too long.' }),
    z.refine((email: string) => !hasHiddenCharacters(email), { error: 'Email must not contain control or direction characters.' }),
    z.regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' }),
  ),
);

export const newPasswordField = schema(() =>
  text('Password').check(
    z.maxLength(MAX_PASSWORD, { error: 'Password is too long.' }),
    z.regex(PASSWORD_PATTERN, { error: messages.signup.passwordRule }),
  ),
);

/** Login checks only presence: the rule is enforced when a password is chosen, not when used. */
const existingPasswordField = schema(() =>
  text('Password').check(z.minLength(1, { error: 'Password is required.' }), z.maxLength(MAX_PASSWORD, { error: 'Password is too long.' })),
);

/**
 * The bot check's token (Cloudflare Turnstile's are up to 2,048 characters), sent only after the
 * API asked for one (428 CHALLENGE_REQUIRED): see functions/http/rate-limit.ts.
 */
const challengeTokenField = schema(() =>
  z.optional(
    text('challengeToken').check(
      z.minLength(1, { error: 'challengeToken must not be empty.' }),
      z.maxLength(4096, { error: 'challengeToken is too long.' }),
    ),
  ),
);

/** A name the user types: the rule of shared/person-names.ts, each breach with its own message. */
const nameField = (label: string, required: boolean) =>
  text(label).check(
    z.overwrite(tidyName),
    z.refine(hasOnlyNameCharacters, { error: nameMessages(label).characters }),
    z.refine(fitsNameLength, { error: nameMessages(label).length }),
    ...(required ? [z.minLength(1, { error: `${label} is required.` })] : []),
  );

/** A name Google gives us (the display name, split): cleaned to the rule, never refused for it. */
const googleNameField = (label: string) => text(label).check(z.overwrite(cleanName));

/** The terms' age rule, confirmed at sign-up (SAFETY.md 8): 18 or older, or a guardian's consent. */
export const ageConfirmationField = schema(() =>
  z.enum(AGE_CONFIRMATIONS, {
    error: 'Please confirm that you are 18 or older, or that a parent or guardian has agreed.',
  }),
);

/** A birth year as a whole number; the minimum age is checked against the current year on the server. */
export const birthYearField = schema(() =>
  z
    .number({ error: 'Birth year must be a year, such as 2010.' })
    .check(
      z.int({ error: 'Birth year must be a year, such as 2010.' }),
      z.gte(1900, { error: 'Birth year must be a year, such as 2010.' }),
      z.lte(2100, { error: 'Birth year must be a year, such as 2010.' }),
    ),
);

/** The spec's signup payload (section 3): provider is always "Email" and googleId null here. */
export const signupBody = schema(() =>
  z.strictObject({
    email: emailField,
    firstName: nameField('First name', true),
    lastName: nameField('Last name', false),
    password: newPasswordField,
    provider: z.literal('Email', { error: 'provider must be "Email".' }),
    googleId: z.null({ error: 'googleId must be null.' }),
    ageConfirmation: ageConfirmationField,
    /** With a guardian's consent: the teen's birth year and the guardian's e-mail, asked together (functions/domain/guardian/consent.ts). */
    birthYear: z.optional(birthYearField),
    guardianEmail: z.optional(emailField),
    challengeToken: challengeTokenField,
  }),
);
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = schema(() =>
  z.strictObject({
    email: emailField,
    password: existingPasswordField,
    challengeToken: challengeTokenField,
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

/** Resending the verification e-mail proves the caller knows the password (no session exists yet). */
export const resendVerificationBody = loginBody;

export const verifyEmailBody = schema(() =>
  z.strictObject({
    oobCode: text('oobCode').check(z.minLength(1, { error: 'oobCode is required.' }), z.maxLength(2048, { error: 'oobCode is too long.' })),
  }),
);

/** `{ success, message }`: the shape the spec's login and registration calls read. */
export const resultResponse = schema(() => z.object({ success: z.boolean(), message: z.string() }));
export type ResultResponse = z.infer<typeof resultResponse>;

/** Firebase ID and refresh tokens are about 1 KB; the cap only refuses absurd input. */
const tokenField = (label: string) =>
  text(label).check(z.minLength(1, { error: `${label} is required.` }), z.maxLength(8192, { error: `${label} is too long.` }));

const idField = (label: string) =>
  text(label).check(z.minLength(1, { error: `${label} is required.` }), z.maxLength(128, { error: `${label} is too long.` }));

/**
 * The spec's Google signup payload (section 3), plus the Firebase refresh token of the pop-up
 * sign-in: the server exchanges it at once (proving it belongs to the same user) and keeps the
 * result server-side, so the 55-minute refresh works for Google accounts too.
 */
export const googleSignupBody = schema(() =>
  z.strictObject({
    uid: idField('uid'),
    email: emailField,
    firstName: googleNameField('First name'),
    lastName: googleNameField('Last name'),
    provider: z.literal('Google', { error: 'provider must be "Google".' }),
    googleId: idField('googleId'),
    token: tokenField('token'),
    refreshToken: tokenField('refreshToken'),
    /** Asked on /signup before the pop-up; from /login a new Google user is asked on the dashboard. */
    ageConfirmation: z.optional(ageConfirmationField),
  }),
);
export type GoogleSignupBody = z.infer<typeof googleSignupBody>;

export const forgotPasswordBody = schema(() => z.strictObject({ email: emailField, challengeToken: challengeTokenField }));
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = schema(() =>
  z.strictObject({
    oobCode: verifyEmailBody.shape.oobCode,
    newPassword: newPasswordField,
  }),
);

/**
 * The account's password, proven again before the browser's SDK may act as the user (linking
 * Google): a session alone, which a stolen cookie is, must never become a credential at Firebase.
 */
export const customTokenBody = schema(() => z.strictObject({ password: existingPasswordField }));

/** A Firebase custom token for the browser's SDK, for the flows that need the provider there. */
export const customTokenResponse = schema(() => z.object({ token: z.string() }));

/**
 * DELETE /api/user/: the owner, not only a session, asks for it (docs/decisions/0010-account-deletion-identity-first.md): the account's password again, or for an account that signs in with Google the ID
 * token of a Google sign-in made just now. Exactly one of the two.
 */
export const deleteAccountBody = schema(() =>
  z
    .strictObject({
      password: z.optional(existingPasswordField),
      googleIdToken: z.optional(tokenField('googleIdToken')),
    })
    .check(z.refine((body) => (body.password === undefined) !== (body.googleIdToken === undefined), { error: DELETE_PROOF_MESSAGE })),
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The spec's change-password payload: uid must be the caller's own (checked against the session). */
export const changePasswordBody = schema(() =>
  z.strictObject({
    currentPassword: existingPasswordField,
    newPassword: newPasswordField,
    uid: idField('uid'),
  }),
);

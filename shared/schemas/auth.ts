import { z } from 'zod';
import { messages } from '../messages';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../validation';

const MAX_NAME = 100;
const MAX_EMAIL = 254;
/** Firebase caps passwords at 4096 characters; a much smaller cap keeps hashing cheap. */
const MAX_PASSWORD = 128;

/** A string field whose errors say whether it was missing or of the wrong type. */
const text = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });

export const emailField = text('Email')
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL, { error: 'Email is too long.' })
  .regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' });

export const newPasswordField = text('Password')
  .max(MAX_PASSWORD, { error: 'Password is too long.' })
  .regex(PASSWORD_PATTERN, { error: messages.signup.passwordRule });

/** Login checks only presence: the rule is enforced when a password is chosen, not when used. */
const existingPasswordField = text('Password')
  .min(1, { error: 'Password is required.' })
  .max(MAX_PASSWORD, { error: 'Password is too long.' });

const nameField = (label: string) =>
  text(label).trim().max(MAX_NAME, { error: `${label} is too long.` });

/** The spec's signup payload (section 3): provider is always "Email" and googleId null here. */
export const signupBody = z.strictObject({
  email: emailField,
  firstName: nameField('First name').min(1, { error: 'First name is required.' }),
  lastName: nameField('Last name'),
  password: newPasswordField,
  provider: z.literal('Email', { error: 'provider must be "Email".' }),
  googleId: z.null({ error: 'googleId must be null.' }),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.strictObject({
  email: emailField,
  password: existingPasswordField,
});
export type LoginBody = z.infer<typeof loginBody>;

/** Resending the verification e-mail proves the caller knows the password (no session exists yet). */
export const resendVerificationBody = loginBody;

export const verifyEmailBody = z.strictObject({
  oobCode: text('oobCode')
    .min(1, { error: 'oobCode is required.' })
    .max(2048, { error: 'oobCode is too long.' }),
});

/** `{ success, message }`: the shape the spec's login and registration calls read. */
export const resultResponse = z.object({ success: z.boolean(), message: z.string() });
export type ResultResponse = z.infer<typeof resultResponse>;

import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE,
  GUARDIAN_EMAIL_REQUIRED_MESSAGE,
  GUARDIAN_MINIMUM_AGE_MESSAGE,
  GUARDIAN_OWN_ADDRESS_MESSAGE,
} from '#shared/error-messages';
import { isBelowMinimumAge, isCertainlyAdult } from '#shared/guardian';
import { mailboxOf } from '#shared/mailbox';
import { messages } from '#shared/messages';
import type { AgeConfirmation } from '#shared/safety';
import { nameError } from '#shared/person-names';
import { isValidEmail, isValidPassword, splitName } from '#shared/validation';
import { Alert } from '@/components/alert';
import { useBotCheck } from '@/components/bot-check/use-bot-check';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import { AgeChoice } from '@/components/age-choice';
import { useRegister, type RegisterInput } from '../api/register';
import { NewPasswordField } from '@/components/new-password-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { GuardianConsentFields } from './guardian-consent-fields';
import { LegalConsent } from './legal-consent';
import { SignupSuccessDialog } from './signup-success-dialog';

/** The form as typed: the age question may be unanswered yet. */
export type SignupValues = Omit<RegisterInput, 'ageConfirmation' | 'birthYear' | 'guardianEmail'> & {
  ageConfirmation: AgeConfirmation | null;
  birthYear: string;
  guardianEmail: string;
};

const EMPTY: SignupValues = { name: '', email: '', password: '', ageConfirmation: null, birthYear: '', guardianEmail: '' };

export const BIRTH_YEAR_FORMAT_MESSAGE = 'Birth year must be a year, such as 2010.';

/**
 * With a guardian's consent, the birth year and the guardian's address, each rule with the API's
 * own message (functions/domain/guardian/consent.ts), so the form says it before sending.
 */
function consentProblem({ email, birthYear, guardianEmail }: SignupValues, year: number): string | null {
  if (!birthYear.trim() || !guardianEmail.trim()) return GUARDIAN_EMAIL_REQUIRED_MESSAGE;
  if (!/^\d{4}$/.test(birthYear.trim())) return BIRTH_YEAR_FORMAT_MESSAGE;
  const born = Number(birthYear.trim());
  if (isBelowMinimumAge(born, year)) return GUARDIAN_MINIMUM_AGE_MESSAGE;
  if (isCertainlyAdult(born, year)) return GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE;
  if (!isValidEmail(guardianEmail.trim())) return GUARDIAN_EMAIL_REQUIRED_MESSAGE;
  if (mailboxOf(guardianEmail) === mailboxOf(email)) return GUARDIAN_OWN_ADDRESS_MESSAGE;
  return null;
}

/**
 * The spec's rules (section 5): all three fields and a valid e-mail first; then the name rule on
 * each part of the name as it is sent (shared/person-names.ts), then the password rule; then the
 * terms' age question (SAFETY.md 8), which has its own message.
 */
export function validateSignup(values: SignupValues, year: number = new Date().getFullYear()): string | null {
  const { name, email, password, ageConfirmation } = values;
  if (!name.trim() || !password || !isValidEmail(email.trim())) return messages.signup.fillIn;
  const { firstName, lastName } = splitName(name);
  const nameProblem = nameError('First name', firstName) ?? nameError('Last name', lastName);
  if (nameProblem) return nameProblem;
  if (!isValidPassword(password)) return messages.signup.passwordRule;
  if (!ageConfirmation) return messages.signup.ageRequired;
  if (ageConfirmation === 'guardian') return consentProblem(values, year);
  return null;
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return messages.signup.emailTaken;
  // The API's own words are shown for what the user can fix; anything else gets the spec's text.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return errorMessage(error, messages.signup.failed);
  }
  return messages.signup.failed;
}

/** The sign-up form (spec sections 2, 3, 5 and 8), with the terms' age question (SAFETY.md 8). */
export function SignupForm() {
  const register = useRegister();
  const errorId = useId();
  const ageRef = useRef<HTMLFieldSetElement>(null);
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const botCheck = useBotCheck('register', () => formRef.current?.requestSubmit());

  const change = (field: 'name' | 'email' | 'password') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSignup(values);
    const { ageConfirmation } = values;
    if (invalid || !ageConfirmation) {
      setError(invalid ?? messages.signup.ageRequired);
      return;
    }
    setError(null);
    try {
      await register.mutate({ ...values, ageConfirmation, ...botCheck.takeToken() });
    } catch (failure) {
      if (botCheck.asked(failure)) return;
      botCheck.clear();
      setError(failureMessage(failure));
      return;
    }
    botCheck.clear();
    setValues(EMPTY);
    setDone(true);
  };

  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} />
        <EmailField value={values.email} onChange={change('email')} />
        <NewPasswordField label="Password" name="password" value={values.password} onChange={change('password')} />
        <AgeChoice
          ref={ageRef}
          value={values.ageConfirmation}
          onChange={(ageConfirmation) => {
            setValues((current) => ({ ...current, ageConfirmation }));
            setError(null);
          }}
          errorId={error === messages.signup.ageRequired ? errorId : undefined}
        />
        {values.ageConfirmation === 'guardian' ? (
          <GuardianConsentFields
            birthYear={values.birthYear}
            guardianEmail={values.guardianEmail}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setError(null);
            }}
          />
        ) : null}
        {error ? <Alert id={errorId}>{error}</Alert> : null}
        {botCheck.element}
        <Button type="submit" block disabled={register.isPending} isLoading={register.isPending}>
          Create Account
        </Button>
      </form>
      <GoogleSignInButton
        askAge
        ageConfirmation={values.ageConfirmation}
        onAgeMissing={() => ageRef.current?.querySelector('input')?.focus()}
      />
      <p className="auth-switch">
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
      <LegalConsent action="creating an account" />
      {done ? <SignupSuccessDialog onClose={() => setDone(false)} /> : null}
    </>
  );
}

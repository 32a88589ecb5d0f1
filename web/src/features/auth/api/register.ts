import type { AgeConfirmation } from '#shared/safety';
import type { SignupBody } from '#shared/schemas/auth';
import { splitName } from '#shared/validation';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useMutation } from '@/lib/use-mutation';

/** What the sign-up form holds once valid: one name field, as typed, and the age answer. */
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  ageConfirmation: AgeConfirmation;
  /** With a guardian's consent: the birth year as typed and the guardian's e-mail (sent only then). */
  birthYear?: string;
  guardianEmail?: string;
  /** The bot check's token, when the API asked for one. */
  challengeToken?: string;
}

/**
 * The spec's signup payload (section 3): the name is split at its first space. The terms' age
 * answer goes with it (SAFETY.md 8).
 */
export function toSignupBody(input: RegisterInput): SignupBody {
  const { name, email, password, ageConfirmation, challengeToken } = input;
  const { firstName, lastName } = splitName(name);
  const body: SignupBody = { email: email.trim(), firstName, lastName, password, provider: 'Email', googleId: null, ageConfirmation };
  const consent =
    ageConfirmation === 'guardian' && input.birthYear && input.guardianEmail
      ? { birthYear: Number(input.birthYear.trim()), guardianEmail: input.guardianEmail.trim() }
      : {};
  return { ...body, ...consent, ...(challengeToken && { challengeToken }) };
}

/** POST /api/auth/ — creates the account and sends the verification e-mail. */
export const register = (input: RegisterInput) => api(routes.register, { body: toSignupBody(input) });

export const useRegister = () => useMutation(register);

import {
  GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE,
  GUARDIAN_EMAIL_REQUIRED_MESSAGE,
  GUARDIAN_MINIMUM_AGE_MESSAGE,
  GUARDIAN_ONLY_WITH_CONSENT_MESSAGE,
  GUARDIAN_OWN_ADDRESS_MESSAGE,
} from '#shared/error-messages';
import { isBelowMinimumAge, isCertainlyAdult } from '#shared/guardian';
import { mailboxOf } from '#shared/mailbox';
import type { AgeConfirmation } from '#shared/safety';
import { badRequest } from '../../kernel/errors';

/** What a sign-up says about the age rule and the guardian. */
export interface ConsentAnswer {
  email: string;
  ageConfirmation: AgeConfirmation;
  birthYear?: number;
  guardianEmail?: string;
}

/** A guardian's address is never the teen's own mailbox, however either is written (shared/mailbox.ts). */
export function refuseOwnAddress(teenEmail: string, guardianEmail: string): void {
  if (mailboxOf(teenEmail) === mailboxOf(guardianEmail)) {
    throw badRequest(GUARDIAN_OWN_ADDRESS_MESSAGE, { guardianEmail: GUARDIAN_OWN_ADDRESS_MESSAGE });
  }
}

/**
 * Checks a sign-up's consent answer before anything is written (400, each rule its own message):
 * the birth year and the guardian's address come together and only with a guardian's consent; the
 * year may not make the teen younger than the terms' minimum age (shared/guardian.ts), nor
 * certainly an adult; the address is not the teen's own. A consent sign-up without them is let
 * through: the teen can ask a guardian from the app, and the days to confirm run either way.
 * @returns whether a guardian is to be asked.
 */
export function checkConsentAnswer(
  answer: ConsentAnswer,
  at: Date,
): answer is ConsentAnswer & { birthYear: number; guardianEmail: string } {
  const { birthYear, guardianEmail } = answer;
  if (birthYear === undefined && guardianEmail === undefined) return false;
  if (answer.ageConfirmation !== 'guardian') throw badRequest(GUARDIAN_ONLY_WITH_CONSENT_MESSAGE);
  if (birthYear === undefined || guardianEmail === undefined) {
    const field = birthYear === undefined ? 'birthYear' : 'guardianEmail';
    throw badRequest(GUARDIAN_EMAIL_REQUIRED_MESSAGE, { [field]: GUARDIAN_EMAIL_REQUIRED_MESSAGE });
  }
  const year = at.getUTCFullYear();
  if (isBelowMinimumAge(birthYear, year)) throw badRequest(GUARDIAN_MINIMUM_AGE_MESSAGE, { birthYear: GUARDIAN_MINIMUM_AGE_MESSAGE });
  if (isCertainlyAdult(birthYear, year))
    throw badRequest(GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE, { birthYear: GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE });
  refuseOwnAddress(answer.email, guardianEmail);
  return true;
}

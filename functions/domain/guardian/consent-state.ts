import { consentStateOf, GUARDIAN_RULES, isCertainlyAdult, type GuardianConsentState } from '#shared/guardian';
import type { AgeConfirmation } from '#shared/safety';
import { startGuardianDays, type ConsentFacts } from '../../data/guardians';

/**
 * The days a teen may chat before a guardian confirms (shared/guardian.ts GUARDIAN_RULES): a new
 * account with a guardian's consent gets `unconfirmedDays` from when it says so (sign-up, the age
 * question); an account from before guardians could confirm gets `existingAccountDays` from its
 * next message to the coach, and its profile answer shows those whole days until then (the
 * banner warns from its next sign-in; sign-in itself may touch sessions only, not the profile:
 * shared/routes/route-def.ts). The first start wins: nothing later extends it.
 */

const DAY_MS = 86_400_000;

const dueAfter = (days: number, at: Date): string => new Date(at.getTime() + days * DAY_MS).toISOString();

/** A new teen's account: the days to confirm start now. */
export async function startNewTeenDays(uid: string, ageConfirmation: AgeConfirmation | undefined, at: Date): Promise<void> {
  if (ageConfirmation === 'guardian') await startGuardianDays(uid, dueAfter(GUARDIAN_RULES.unconfirmedDays, at));
}

/**
 * A teen's consent state, or undefined for an adult's account, from the facts read with the
 * profile (data/users.ts getProfileWithConsent). With `start`, an account without its days yet
 * (one from before) gets them from now: a message, never a mere read.
 */
export async function guardianConsentFor(
  uid: string,
  ageConfirmation: AgeConfirmation | undefined,
  facts: ConsentFacts,
  at: Date,
  start = false,
): Promise<GuardianConsentState | undefined> {
  if (ageConfirmation !== 'guardian') return undefined;
  // Turning 18 by the birth year lifts the pause at once, before the account is marked an adult's
  // (domain/guardian/adulthood.ts), so nobody waits on the daily job.
  if (facts.birthYear !== undefined && isCertainlyAdult(facts.birthYear, at.getUTCFullYear())) return undefined;
  const dueAt =
    facts.dueAt ??
    (start && facts.guardians === 0 ? await startGuardianDays(uid, dueAfter(GUARDIAN_RULES.existingAccountDays, at)) : undefined);
  return consentStateOf(facts.guardians, dueAt, at.getTime());
}

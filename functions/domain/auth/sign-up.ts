import type { SignupBody } from '#shared/schemas/auth';
import { forgetAddressAgeGroup } from '../../data/address-age-groups';
import { forgetAdulthood, scheduleAdulthood } from '../../data/adulthood';
import { setBirthYear } from '../../data/guardians';
import { createProfile, deleteProfile } from '../../data/users';
import { log } from '../../kernel/log';
import { createEmailUser, deleteUser } from '../../providers/identity/identity-admin';
import { checkConsentAnswer } from '../guardian/consent';
import { startNewTeenDays } from '../guardian/consent-state';
import { createGuardianInviteFor, forgetGuardianInvites } from '../guardian/invites';
import { sendVerificationEmail } from '../mail/send-verification';

/**
 * Creates the account with e-mail and password, its profile, and sends the verification e-mail.
 * With a guardian's consent, a birth year and a guardian's e-mail are checked before anything is
 * written, and the guardian is asked to confirm (functions/domain/guardian/).
 */
export async function signUp(body: SignupBody, requestId: string, at: Date = new Date()): Promise<void> {
  const askGuardian = checkConsentAnswer(body, at);
  const displayName = [body.firstName, body.lastName].filter(Boolean).join(' ');
  const uid = await createEmailUser({ email: body.email, password: body.password, displayName });
  try {
    await createProfile({
      uid,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      provider: body.provider,
      ageConfirmation: body.ageConfirmation,
      createdAt: new Date().toISOString(),
      verificationSentAt: Date.now(),
    });
    await startNewTeenDays(uid, body.ageConfirmation, at);
    if (askGuardian) {
      await setBirthYear(uid, body.birthYear);
      // The day the birth year certainly makes them 18, when the daily job ends the guardian links.
      await scheduleAdulthood(uid, body.birthYear);
      await createGuardianInviteFor(uid, body.guardianEmail, at);
    }
    await sendVerificationEmail(body.email, body.firstName);
  } catch (error) {
    // A half-made account would block this e-mail forever: undo every write, then report.
    await forgetAdulthood(uid).catch((e) => log.error('rollback of adulthood failed', e, { requestId, uid }));
    await forgetGuardianInvites(uid).catch((e) => log.error('rollback of guardian requests failed', e, { requestId, uid }));
    await deleteProfile(uid).catch((e) => log.error('rollback of profile failed', e, { requestId, uid }));
    await forgetAddressAgeGroup(uid, body.email).catch((e) => log.error('rollback of address age group failed', e, { requestId, uid }));
    await deleteUser(uid).catch((e) => log.error('rollback of identity failed', e, { requestId, uid }));
    throw error;
  }
}

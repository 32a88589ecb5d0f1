import type { SignupBody } from '#shared/schemas/auth';
import { forgetAddressAgeGroup } from '../../data/address-age-groups';
import { createProfile, deleteProfile } from '../../data/users';
import { log } from '../../kernel/log';
import { createEmailUser, deleteUser } from '../../providers/identity/identity-admin';
import { sendVerificationEmail } from '../mail/send-verification';

/** Creates the account with e-mail and password, its profile, and sends the verification e-mail. */
export async function signUp(body: SignupBody, requestId: string): Promise<void> {
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
    await sendVerificationEmail(body.email, body.firstName);
  } catch (error) {
    // A half-made account would block this e-mail forever: undo every write, then report.
    await deleteProfile(uid).catch((e) => log.error('rollback of profile failed', e, { requestId, uid }));
    await forgetAddressAgeGroup(uid, body.email).catch((e) => log.error('rollback of address age group failed', e, { requestId, uid }));
    await deleteUser(uid).catch((e) => log.error('rollback of identity failed', e, { requestId, uid }));
    throw error;
  }
}

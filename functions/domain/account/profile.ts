import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { GuardianConsentState } from '#shared/guardian';
import type { Preferences } from '#shared/schemas/user';
import { isGuardianOfAnyone } from '../../data/guardians';
import { getProfileWithConsent, updatePreferences, type UserProfile } from '../../data/users';
import { notFound } from '../../kernel/errors';
import { comeOfAge, hasComeOfAge } from '../guardian/adulthood';
import { guardianConsentFor } from '../guardian/consent-state';

/**
 * The user's profile; an account without one is 404 (spec section 3). A teen's account also says
 * where a guardian's confirmation stands, for the banner (days left, or the coach paused); a
 * guardian's says so, for the side menu's link to their page. A teen whose birth year now
 * certainly makes them 18 comes of age on this read (domain/guardian/adulthood.ts), if the daily
 * job has not got to them yet, and is answered as the adult they are.
 */
export async function profileOf(
  uid: string,
  at: Date = new Date(),
): Promise<UserProfile & { guardianConsent?: GuardianConsentState; isGuardian?: boolean }> {
  const [read, isGuardian] = await Promise.all([getProfileWithConsent(uid), isGuardianOfAnyone(uid)]);
  let { profile, consent } = read;
  if (hasComeOfAge(profile?.ageConfirmation, consent, at)) {
    await comeOfAge(uid);
    ({ profile, consent } = await getProfileWithConsent(uid));
  }
  if (!profile) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const guardianConsent = await guardianConsentFor(uid, profile.ageConfirmation, consent, at);
  return { ...profile, ...(guardianConsent && { guardianConsent }), ...(isGuardian && { isGuardian }) };
}

/**
 * Stores the preferences chosen in Settings on the profile, so they follow the user to other
 * devices. Only the sent fields change; answers all stored ones (404 without a profile).
 */
export async function savePreferences(uid: string, changes: Omit<Preferences, 'checkInEmailsAskedAt'>): Promise<Preferences> {
  const preferences = await updatePreferences(uid, changes);
  if (!preferences) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return preferences;
}

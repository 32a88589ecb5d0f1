import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { GuardianConsentState } from '#shared/guardian';
import type { GuardianControlsView } from '#shared/schemas/guardian-controls';
import type { Preferences } from '#shared/schemas/user';
import { isGuardianOfAnyone } from '../../data/guardians';
import { getProfileWithConsent, updatePreferences, type UserProfile } from '../../data/users';
import { notFound } from '../../kernel/errors';
import { guardianConsentFor } from '../guardian/consent-state';
import { controlsView } from '../guardian/controls';

/**
 * The user's profile; an account without one is 404 (spec section 3). A teen's account also says
 * where a guardian's confirmation stands, for the banner (days left, or the coach paused), and once
 * linked its guardian's controls; a guardian's says so, for the side menu's link to their page.
 */
export async function profileOf(
  uid: string,
  at: Date = new Date(),
): Promise<UserProfile & { guardianConsent?: GuardianConsentState; isGuardian?: boolean; guardianControls?: GuardianControlsView }> {
  const [{ profile, consent, controls }, isGuardian] = await Promise.all([getProfileWithConsent(uid), isGuardianOfAnyone(uid)]);
  if (!profile) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const guardianConsent = await guardianConsentFor(uid, profile.ageConfirmation, consent, at);
  // A linked teen's app follows their guardian's settings: the chat's coach hours, the mic, memory, break reminders.
  const guardianControls = consent.guardians > 0 ? controlsView(controls, at) : undefined;
  return {
    ...profile,
    ...(guardianConsent && { guardianConsent }),
    ...(isGuardian && { isGuardian }),
    ...(guardianControls && { guardianControls }),
  };
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

import type { BreakReminders } from '#shared/healthy-use';
import type { Theme, Voice } from '#shared/preferences';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

export type PreferenceChange =
  | { theme: Theme }
  | { preferredVoice: Voice }
  | { weeklySummary: boolean }
  | { checkInEmails: boolean }
  | { breakReminders: BreakReminders }
  | { quietHoursFrom: string }
  /** A time ("HH:MM") with the zone it is in, or 'off'. */
  | { checkInReminder: string; reminderTimeZone?: string };

/** PUT /api/user/ — keeps a Settings choice on the profile, so it follows the user to other devices. */
export const updatePreferences = (body: PreferenceChange) => api(routes.updatePreferences, { body });

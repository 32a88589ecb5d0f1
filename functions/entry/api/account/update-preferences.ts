import * as routes from '#shared/routes/account';
import { savePreferences } from '../../../domain/account/profile';
import { http } from '../../../http/http';

/**
 * PUT /api/user/ — stores the theme, voice, e-mail opt-ins and break reminders chosen in Settings
 * on the profile, so they follow the user to other devices; answers all stored ones.
 */
export const handler = http(routes.updatePreferences, async ({ body, session }) => ({
  success: true,
  message: 'Preferences saved',
  preferences: await savePreferences(session.uid, body),
}));

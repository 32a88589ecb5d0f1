import * as routes from '../../shared/routes/account';
import { updatePreferences } from '../data/users';
import { notFound } from '../kernel/errors';
import { http } from '../http/http';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';

/**
 * PUT /api/user/ — stores the theme, voice, e-mail opt-ins and break reminders chosen in Settings on the profile, so they
 * follow the user to other devices. Only the sent fields change; the answer holds all stored ones.
 */
export const handler = http(routes.updatePreferences, async ({ body, session }) => {
  const preferences = await updatePreferences(session.uid, body);
  if (!preferences) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return { success: true, message: 'Preferences saved', preferences };
});

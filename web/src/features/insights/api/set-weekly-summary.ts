import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/user/ with `weeklySummary`: the weekly e-mail is opt-in (SAFETY.md 15), kept on the profile. */
export const setWeeklySummary = (weeklySummary: boolean) => api(routes.updatePreferences, { body: { weeklySummary } });

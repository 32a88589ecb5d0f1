import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/user/ — the answer to the chat's check-in e-mail ask; the server records when it was given. */
export const answerCheckInEmails = (yes: boolean) => api(routes.updatePreferences, { body: { checkInEmails: yes } });

import { messages } from '#shared/messages';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  uid: string;
}

/**
 * PUT /api/user/change-password. A 401 here means the current password is wrong, not that the
 * session ended, so it must not sign the user out.
 */
export const changePassword = (body: ChangePasswordInput) => api(routes.changePassword, { body, signOutOn401: false });

/** The spec's texts for each outcome (section 8); a 429 keeps the API's words on when to retry. */
export function changePasswordFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.changePassword.unexpected;
  if (error.status === 401) return messages.changePassword.wrongCurrent;
  if (error.status === 500) return messages.changePassword.serverError;
  if (error.status === 429) return errorMessage(error, messages.rateLimited);
  return messages.changePassword.unexpected;
}

import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useMutation } from '@/lib/use-mutation';

export interface ResetPasswordInput {
  oobCode: string;
  newPassword: string;
}

/** POST /api/auth/reset-password — sets the new password with the code from the e-mail's link. */
export const resetPassword = (body: ResetPasswordInput) => api(routes.resetPassword, { body });

export const useResetPassword = () => useMutation(resetPassword);

import type { ForgotPasswordBody } from '#shared/schemas/auth';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useMutation } from '@/lib/use-mutation';

/** POST /api/auth/forgot-password — e-mails a link to /reset-password, when the account exists. */
export const requestPasswordReset = (body: ForgotPasswordBody) => api(routes.forgotPassword, { body });

export const useRequestPasswordReset = () => useMutation(requestPasswordReset);

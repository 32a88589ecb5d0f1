import type { LoginBody } from '#shared/schemas/auth';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useMutation } from '@/lib/use-mutation';

/**
 * POST /api/auth/resend-verification — sends the verification e-mail again. There is no session
 * before verification, so the e-mail and password typed on the login page prove the account.
 */
export const resendVerification = (body: LoginBody) => api(routes.resendVerification, { body });

export const useResendVerification = () => useMutation(resendVerification);

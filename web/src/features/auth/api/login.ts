import type { LoginBody } from '#shared/schemas/auth';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useMutation } from '@/lib/use-mutation';

/** POST /api/auth/login — sets the session cookies, or fails with INVALID_CREDENTIALS / EMAIL_NOT_VERIFIED. */
export const login = (body: LoginBody) => api(routes.login, { body });

export const useLogin = () => useMutation(login);

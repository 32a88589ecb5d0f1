import type { ResultResponse } from '#shared/schemas/auth';
import { api, ApiError } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/auth/verify-email — applies the code from the verification e-mail's link. */
export const verifyEmail = (oobCode: string) => api(routes.verifyEmail, { body: { oobCode } });

/**
 * One attempt per code for the life of the page. A code can be applied only once, and React
 * runs effects twice in development (and remounts on navigation), so a second call would turn a
 * success into "invalid code". Only a request that never reached the API may be tried again.
 */
const attempts = new Map<string, Promise<ResultResponse>>();

export function verifyEmailOnce(oobCode: string): Promise<ResultResponse> {
  let attempt = attempts.get(oobCode);
  if (!attempt) {
    attempt = verifyEmail(oobCode);
    attempts.set(oobCode, attempt);
    attempt.catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') attempts.delete(oobCode);
    });
  }
  return attempt;
}

import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * GET /api/payment/free-trial — whether the user may still have Premium annual's free trial,
 * which is given once per person: false once they had it, and the plan popup then says Subscribe.
 */
export async function getFreeTrial(signal?: AbortSignal): Promise<boolean> {
  const { trialAvailable } = await api(routes.freeTrial, signal ? { signal } : undefined);
  return trialAvailable;
}

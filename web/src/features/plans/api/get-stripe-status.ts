import type { StripeStatus } from '#shared/schemas/payment';
import { api, ApiError } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * GET /api/user/stripe-status — the plan and the subscription's state (spec sections 3 and 7).
 * Resolves with null when no plan has been chosen yet (400 NO_PLAN), which opens the plan popup;
 * any other failure is thrown.
 */
export async function getStripeStatus(signal?: AbortSignal): Promise<StripeStatus | null> {
  try {
    const { data } = await api(routes.stripeStatus, signal ? { signal } : undefined);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_PLAN') return null;
    throw error;
  }
}

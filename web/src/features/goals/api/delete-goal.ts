import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/goals/{goalId}. */
export const deleteGoal = (goalId: string) => api(routes.deleteGoal, { params: { goalId } });

import { getGoals } from '@/lib/goals';
import { useQuery } from '@/lib/use-query';

/** The Goals page's list; `setData` puts an added, changed or deleted goal in place without a reload. */
export const useGoals = () => useQuery(getGoals);

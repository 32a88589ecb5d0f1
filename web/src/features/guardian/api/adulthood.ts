import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/guardian/adulthood: the teen says "I'm 18 now"; the answer's message says what changed. */
export async function confirmAdulthood(): Promise<string> {
  const { message } = await api(routes.confirmAdulthood, {});
  return message;
}

import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/guardian/teens/{linkId}/weekly-email: the guardian turns one teen's weekly e-mail on or off. */
export async function setWeeklyEmail(linkId: string, weeklyEmail: boolean): Promise<boolean> {
  const answer = await api(routes.setGuardianWeeklyEmail, { params: { linkId }, body: { weeklyEmail } });
  return answer.weeklyEmail;
}

/** POST /api/guardian/adulthood: the teen says "I'm 18 now"; the answer's message says what changed. */
export async function confirmAdulthood(): Promise<string> {
  const { message } = await api(routes.confirmAdulthood, {});
  return message;
}

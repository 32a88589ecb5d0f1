import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/guardian/teens/{linkId}/weekly-email: the guardian turns one teen's weekly e-mail on or off. */
export async function setWeeklyEmail(linkId: string, weeklyEmail: boolean): Promise<boolean> {
  const answer = await api(routes.setGuardianWeeklyEmail, { params: { linkId }, body: { weeklyEmail } });
  return answer.weeklyEmail;
}

import type { GuardianControlsBody, GuardianControlsView } from '#shared/schemas/guardian-controls';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { browserTimeZone } from '@/lib/time-zone';

/** GET /api/guardian/teens/{linkId}/controls: the teen's controls, the same answer for either side of the link. */
export async function getGuardianControls(linkId: string, signal: AbortSignal): Promise<GuardianControlsView> {
  const { controls } = await api(routes.getGuardianControls, { params: { linkId }, signal });
  return controls;
}

/**
 * PUT /api/guardian/teens/{linkId}/controls: a guardian sets every control; 400 with the field's
 * message for bad times. The guardian's zone goes along: coach hours count in it until the
 * teen's own zone is known.
 */
export async function setGuardianControls(linkId: string, settings: Omit<GuardianControlsBody, 'timeZone'>): Promise<GuardianControlsView> {
  const { controls } = await api(routes.setGuardianControls, { params: { linkId }, body: { ...settings, timeZone: browserTimeZone() } });
  return controls;
}

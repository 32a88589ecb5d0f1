import { GUARDIAN_NOTICES_GUARDIAN_ONLY_MESSAGE } from '#shared/error-messages';
import type { GuardianNotices } from '#shared/schemas/guardian-notices';
import { getLinkNotices, stopLinkNotices } from '../../data/guardian-notices';
import { forbidden } from '../../kernel/errors';
import { ownLink } from './own-link';

/**
 * A link's distress notices as both sides see them (docs/safety.md "A notice to a guardian"): on
 * or stopped, and the days sent. Any id that is not the caller's own link is a 404.
 */

const viewOf = ({ stopped, sent }: { stopped: boolean; sent: string[] }): GuardianNotices => ({ on: !stopped, sent });

/** GET /api/guardian/teens/{linkId}/notices: either side. */
export async function guardianNoticesFor(uid: string, linkId: string): Promise<GuardianNotices> {
  const { link, teenUid } = await ownLink(uid, linkId);
  return viewOf(await getLinkNotices(teenUid, link.linkId));
}

/** POST /api/guardian/teens/{linkId}/notices/stop: the guardian's side only (403 for the teen's). */
export async function stopGuardianNoticesFor(uid: string, linkId: string, at: Date = new Date()): Promise<GuardianNotices> {
  const { link, teenUid, asGuardian } = await ownLink(uid, linkId);
  if (!asGuardian) throw forbidden(GUARDIAN_NOTICES_GUARDIAN_ONLY_MESSAGE);
  await stopLinkNotices(teenUid, link.linkId, at.toISOString());
  return viewOf(await getLinkNotices(teenUid, link.linkId));
}

import { GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { getGuardianLink, type GuardianLink } from '../../data/guardians';
import { notFound } from '../../kernel/errors';

/** A guardian link as the caller holds it: the teen it is about, and whether the caller is that teen's guardian. */
export interface OwnLink {
  link: GuardianLink;
  teenUid: string;
  asGuardian: boolean;
}

/**
 * The caller's own side of a guardian link, read from their own partition, so another user's id
 * reads as an unknown one (404). A link names the other person's role: on the guardian's side the
 * other person is the teen; on the teen's side, the caller is.
 */
export async function ownLink(uid: string, linkId: string): Promise<OwnLink> {
  const link = await getGuardianLink(uid, linkId);
  if (!link) throw notFound(GUARDIAN_LINK_NOT_FOUND_MESSAGE);
  const asGuardian = link.role === 'teen';
  return { link, teenUid: asGuardian ? link.otherUid : uid, asGuardian };
}

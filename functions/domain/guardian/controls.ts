import { ACCOUNT_NOT_FOUND_MESSAGE, GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import {
  GUARDIAN_CONTROL_NAMES,
  GUARDIAN_CONTROLS_TEEN_MESSAGE,
  type GuardianControlName,
  type GuardianControlSettings,
} from '#shared/guardian-controls';
import type { GuardianControlsBody, GuardianControlsView } from '#shared/schemas/guardian-controls';
import { withoutHiddenCharacters } from '#shared/text';
import { getTeenControlFacts, putGuardianControls, type StoredGuardianControls, type TeenControlFacts } from '../../data/guardian-controls';
import { getProfile } from '../../data/users';
import { AppError, notFound } from '../../kernel/errors';
import { ownLink } from './own-link';
import { coachHoursUntil, controlsInForce, zoneOf } from './controls-in-force';

/**
 * A teen's guardian controls, one set per teen (shared/guardian-controls.ts): either side of a
 * link reads the very same answer, so "What your guardian sees" shows what the guardian set;
 * only a guardian changes them. They are in force only while a guardian is linked: with none
 * left, the account is as any teen's waiting for a guardian (domain/guardian/consent-state.ts).
 */

/** The answer both sides read. */
export function controlsView(facts: TeenControlFacts, at: Date): GuardianControlsView {
  const changes: GuardianControlsView['changes'] = {};
  for (const name of GUARDIAN_CONTROL_NAMES) {
    const change = facts.guardians > 0 ? facts.stored?.changes[name] : undefined;
    if (change) changes[name] = { by: withoutHiddenCharacters(change.by), at: change.at };
  }
  const until = coachHoursUntil(facts, at);
  return {
    ...controlsInForce(facts),
    timeZone: zoneOf(facts, at),
    changes,
    ...(until && { coachBackAt: new Date(until.backAt).toISOString() }),
  };
}

/** GET /api/guardian/teens/{linkId}/controls: the teen's controls, for either side of the link. */
export async function guardianControlsFor(uid: string, linkId: string, at: Date = new Date()): Promise<GuardianControlsView> {
  const { teenUid } = await ownLink(uid, linkId);
  return controlsView(await getTeenControlFacts(teenUid), at);
}

const sameSetting = (name: GuardianControlName, a: GuardianControlSettings, b: GuardianControlSettings): boolean =>
  JSON.stringify(a[name]) === JSON.stringify(b[name]);

/**
 * PUT /api/guardian/teens/{linkId}/controls: a linked guardian sets every control; each setting
 * that differs from before records this guardian and now as its last change. 403 from the teen's
 * side (they see the settings, their guardian sets them); 404 for any other id. The body's
 * `timeZone` is the guardian's browser's, kept for coach hours until the teen's own zone is known.
 */
export async function setGuardianControlsFor(
  uid: string,
  linkId: string,
  { timeZone, ...settings }: GuardianControlsBody,
  at: Date = new Date(),
): Promise<GuardianControlsView> {
  const { teenUid, asGuardian } = await ownLink(uid, linkId);
  if (!asGuardian) throw new AppError('FORBIDDEN', GUARDIAN_CONTROLS_TEEN_MESSAGE);
  const [facts, guardian] = await Promise.all([getTeenControlFacts(teenUid), getProfile(uid)]);
  if (!guardian) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const before = controlsInForce(facts);
  const change = { byUid: uid, by: guardian.firstName, at: at.toISOString() };
  const changes = { ...facts.stored?.changes };
  for (const name of GUARDIAN_CONTROL_NAMES) if (!sameSetting(name, before, settings)) changes[name] = change;
  const zone = timeZone ?? facts.stored?.timeZone;
  const stored: StoredGuardianControls = { ...settings, ...(zone && { timeZone: zone }), changes };
  if (!(await putGuardianControls(teenUid, stored))) throw notFound(GUARDIAN_LINK_NOT_FOUND_MESSAGE);
  return controlsView({ ...facts, stored }, at);
}

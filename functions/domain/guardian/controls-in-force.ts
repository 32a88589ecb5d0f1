import { coachBackAt, DEFAULT_GUARDIAN_CONTROLS, type GuardianControlSettings } from '#shared/guardian-controls';
import type { TeenControlFacts } from '../../data/guardian-controls';
import { settledZone } from '../check-ins/user-day';

/**
 * Which of a guardian's controls hold for a teen right now, from the facts read with their
 * profile (data/guardian-controls.ts): what the chat, voice and memory check. The controls are in
 * force only while a guardian is linked: with none left, the account is as any teen's waiting for
 * a guardian (domain/guardian/consent-state.ts).
 */

/** The zone coach hours are counted in: the teen's own once known, else the zone saved with them, else UTC. */
export const zoneOf = (facts: TeenControlFacts, at: Date): string =>
  (facts.zone && settledZone(facts.zone, at).timeZone) ?? facts.stored?.timeZone ?? 'UTC';

/** The settings in force: a linked guardian's, or none (the defaults) without a guardian. */
export function controlsInForce(facts: TeenControlFacts): GuardianControlSettings {
  if (facts.guardians === 0 || !facts.stored) return DEFAULT_GUARDIAN_CONTROLS;
  const { coachHours, keepBreakReminders, voice, memory } = facts.stored;
  return { coachHours, keepBreakReminders, voice, memory };
}

/** The coach hours on now: when the coach is back (epoch ms), and the zone whose clock says so. */
export interface CoachHoursNow {
  backAt: number;
  timeZone: string;
}

/** When the coach is back, while the coach hours are on at `at`; undefined otherwise. */
export function coachHoursUntil(facts: TeenControlFacts, at: Date): CoachHoursNow | undefined {
  const timeZone = zoneOf(facts, at);
  const backAt = coachBackAt(controlsInForce(facts).coachHours, at.getTime(), timeZone);
  return backAt === undefined ? undefined : { backAt, timeZone };
}

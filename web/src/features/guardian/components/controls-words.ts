import type { GuardianControlName } from '#shared/guardian-controls';
import type { GuardianControlsView } from '#shared/schemas/guardian-controls';
import { dayOf } from './linked-list';

/** The guardian controls' words, the same on the guardian's page and in the teen's Settings. */

export const CONTROLS_HEADING = 'Settings';
export const COACH_HOURS_LABEL = 'Coach hours';
export const COACH_HOURS_HINT =
  'Times when the coach is off, such as at night. The SOS button, crisis help and the crisis screen of every message stay on. This is not the break reminder, which only suggests a break.';
export const BREAK_REMINDERS_LABEL = 'Break reminders';
export const VOICE_LABEL = 'Voice';
export const MEMORY_LABEL = 'Memory';

export const coachHoursText = (controls: GuardianControlsView): string =>
  controls.coachHours
    ? `The coach is off from ${controls.coachHours.from} to ${controls.coachHours.to} each day (${controls.timeZone} time).`
    : 'No coach hours: the coach is there at any time.';
export const breakRemindersText = (keep: boolean): string => (keep ? 'Kept on by a guardian.' : 'Left to the teen’s own choice.');
export const voiceText = (on: boolean): string => (on ? 'On: talking by voice and spoken replies.' : 'Off: typing only.');
export const memoryText = (on: boolean): string =>
  on ? 'On: the coach may remember a few notes between sessions.' : 'Off: the coach remembers nothing between sessions.';

/** "Changed by Morgan on 29 November 2026", or nothing for a setting no guardian has changed. */
export const changeText = (controls: GuardianControlsView, name: GuardianControlName): string | undefined => {
  const change = controls.changes[name];
  return change ? `Changed by ${change.by} on ${dayOf(change.at)}.` : undefined;
};

import { useCallback } from 'react';
import type { GuardianControlName } from '#shared/guardian-controls';
import type { GuardianControlsView } from '#shared/schemas/guardian-controls';
import { Alert } from '@/components/alert';
import { errorMessage } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { getGuardianControls } from '../api/controls';
import {
  BREAK_REMINDERS_LABEL,
  breakRemindersText,
  changeText,
  COACH_HOURS_LABEL,
  coachHoursText,
  MEMORY_LABEL,
  memoryText,
  VOICE_LABEL,
  voiceText,
} from './controls-words';

/** Loads a link's controls: the same answer for either side. */
export function useGuardianControls(linkId: string) {
  const load = useCallback((signal: AbortSignal) => getGuardianControls(linkId, signal), [linkId]);
  return useQuery(load);
}

/** Each setting as a line of plain words, with who changed it last and when. */
export function ControlsList({ controls }: { controls: GuardianControlsView }) {
  const rows: [GuardianControlName, string, string][] = [
    ['coachHours', COACH_HOURS_LABEL, coachHoursText(controls)],
    ['keepBreakReminders', BREAK_REMINDERS_LABEL, breakRemindersText(controls.keepBreakReminders)],
    ['voice', VOICE_LABEL, voiceText(controls.voice)],
    ['memory', MEMORY_LABEL, memoryText(controls.memory)],
  ];
  return (
    <dl className="guardian-controls__list">
      {rows.map(([name, label, text]) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd>
            {text} {changeText(controls, name) ? <span className="guardian-list__since">{changeText(controls, name)}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The teen's read-only view of the settings their guardian chose: the very answer the guardian's page reads. */
export function ControlsSummary({ linkId }: { linkId: string }) {
  const state = useGuardianControls(linkId);
  if (state.status === 'pending') return <p role="status">Loading the settings…</p>;
  if (state.status === 'error') return <Alert>{errorMessage(state.error, 'We couldn’t load the settings. Please try again.')}</Alert>;
  return <ControlsList controls={state.data} />;
}

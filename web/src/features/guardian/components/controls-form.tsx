import { useId, useState, type FormEvent } from 'react';
import { TIME_OF_DAY_PATTERN, type GuardianControlSettings } from '#shared/guardian-controls';
import { COACH_HOURS_SAME_MESSAGE, type GuardianControlsView } from '#shared/schemas/guardian-controls';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { setGuardianControls } from '../api/controls';
import { ControlsList, useGuardianControls } from './controls-summary';
import { COACH_HOURS_HINT, COACH_HOURS_LABEL } from './controls-words';

export const COACH_OFF_FROM = 'Coach off from';
export const COACH_BACK_AT = 'Coach back at';
export const KEEP_BREAKS_LABEL = 'Keep break reminders on';
export const VOICE_ON_LABEL = 'Voice on (talking by voice and spoken replies)';
export const MEMORY_ON_LABEL = 'Memory on (the coach may remember a few notes between sessions)';
export const SAVE_CONTROLS = 'Save settings';
export const CHOOSE_TIME = 'Choose a time.';
export const savedText = (name: string) => `Saved. ${name} sees the same settings in their Settings.`;

/** The form's own state: the times stay as typed while coach hours are off, so turning them on again keeps them. */
interface Draft {
  hoursOn: boolean;
  from: string;
  to: string;
  keepBreakReminders: boolean;
  voice: boolean;
  memory: boolean;
}

const draftOf = (controls: GuardianControlSettings): Draft => ({
  hoursOn: controls.coachHours !== null,
  from: controls.coachHours?.from ?? '22:00',
  to: controls.coachHours?.to ?? '07:00',
  keepBreakReminders: controls.keepBreakReminders,
  voice: controls.voice,
  memory: controls.memory,
});

/** What is wrong with each time, checked as the API checks it (the API's words when it refuses). */
function timeErrors(draft: Draft): { from?: string; to?: string } {
  if (!draft.hoursOn) return {};
  const errors: { from?: string; to?: string } = {};
  if (!TIME_OF_DAY_PATTERN.test(draft.from)) errors.from = CHOOSE_TIME;
  if (!TIME_OF_DAY_PATTERN.test(draft.to)) errors.to = CHOOSE_TIME;
  else if (draft.from === draft.to) errors.to = COACH_HOURS_SAME_MESSAGE;
  return errors;
}

function Check({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (on: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="guardian-controls__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function TimeInput({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="time"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A guardian's controls for one linked teen: the settings as both of them see them, and the form
 * to change them (every setting at once). Errors are announced and named by their field; nothing
 * is saved until the times are right.
 */
function ControlsEditor({
  linkId,
  name,
  controls,
  onSaved,
}: {
  linkId: string;
  name: string;
  controls: GuardianControlsView;
  onSaved: (controls: GuardianControlsView) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(controls));
  const [shownErrors, setShownErrors] = useState<{ from?: string; to?: string }>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const errors = timeErrors(draft);
    setShownErrors(errors);
    if (errors.from || errors.to) return;
    setSaving(true);
    try {
      const { hoursOn, from, to, ...rest } = draft;
      onSaved(await setGuardianControls(linkId, { ...rest, coachHours: hoursOn ? { from, to } : null }));
      setSaved(true);
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : undefined;
      if (fields?.['coachHours.from'] || fields?.['coachHours.to'])
        setShownErrors({ from: fields['coachHours.from'], to: fields['coachHours.to'] });
      else setFailure(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="guardian-controls" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset>
        <legend>{COACH_HOURS_LABEL}</legend>
        <Check
          label={`Turn the coach off at set times for ${name}`}
          checked={draft.hoursOn}
          onChange={(hoursOn) => set({ hoursOn })}
          hint={COACH_HOURS_HINT}
        />
        {draft.hoursOn ? (
          <div className="guardian-controls__times">
            <TimeInput label={COACH_OFF_FROM} value={draft.from} error={shownErrors.from} onChange={(from) => set({ from })} />
            <TimeInput label={COACH_BACK_AT} value={draft.to} error={shownErrors.to} onChange={(to) => set({ to })} />
            <p className="field__hint">
              Times are in {name}’s time zone: {controls.timeZone}.
            </p>
          </div>
        ) : null}
      </fieldset>
      <Check
        label={KEEP_BREAKS_LABEL}
        checked={draft.keepBreakReminders}
        onChange={(keepBreakReminders) => set({ keepBreakReminders })}
        hint={`When this is off, ${name} chooses in their own Settings.`}
      />
      <Check label={VOICE_ON_LABEL} checked={draft.voice} onChange={(voice) => set({ voice })} />
      <Check label={MEMORY_ON_LABEL} checked={draft.memory} onChange={(memory) => set({ memory })} />
      <div className="guardian-actions">
        <Button type="submit" isLoading={saving} disabled={saving}>
          {SAVE_CONTROLS}
        </Button>
      </div>
      {saved ? <Alert tone="success">{savedText(name)}</Alert> : null}
      {failure ? <Alert>{errorMessage(failure, 'We couldn’t save the settings. Please try again.')}</Alert> : null}
    </form>
  );
}

/** One teen's settings on the guardian's page: the same list the teen sees, and the form to change them. */
export function GuardianControls({ linkId, name }: { linkId: string; name: string }) {
  const state = useGuardianControls(linkId);
  if (state.status === 'pending') return <p role="status">Loading {name}’s settings…</p>;
  if (state.status === 'error') return <Alert>{errorMessage(state.error, 'We couldn’t load the settings. Please try again.')}</Alert>;
  return (
    <section className="guardian-controls__section" aria-label={`${name}’s settings`}>
      <h3>{name}’s settings</h3>
      <ControlsList controls={state.data} />
      <ControlsEditor linkId={linkId} name={name} controls={state.data} onSaved={(saved) => state.setData(() => saved)} />
    </section>
  );
}

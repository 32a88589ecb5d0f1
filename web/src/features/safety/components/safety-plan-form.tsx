import { useState, type FormEvent } from 'react';
import { withoutBlankRows } from '#shared/safety-plan';
import type { SafetyPlan } from '#shared/schemas/user';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { saveSafetyPlan } from '../api/save-safety-plan';
import { toPlanValues, type PlanValues } from '../safety-plan-values';
import { PlanContactsField } from './plan-contacts-field';
import { PlanListField } from './plan-list-field';

type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string; fields: Record<string, string> };

const SAVE_FAILED = "We couldn't save your safety plan. Please try again.";
const CHECK_FIELDS = 'Some entries need a change. The messages are beside them.';
export const PLAN_SAVED = 'Your safety plan is saved.';

/** The failure's message, and the API's field messages keyed by path (`warningSigns.0`). */
function failure(error: unknown): Extract<SaveState, { kind: 'error' }> {
  const fields = error instanceof ApiError && error.status === 400 ? (error.fields ?? {}) : {};
  const named = Object.keys(fields).some((path) => /^(warningSigns|copingSteps|contacts)(\.|$)/.test(path));
  return { kind: 'error', message: named ? CHECK_FIELDS : errorMessage(error, SAVE_FAILED), fields };
}

/**
 * The safety plan's editor: warning signs, coping steps and people to contact, saved together.
 * Empty rows are dropped on saving; what the API stored comes back and replaces the form.
 */
export function SafetyPlanForm({ initial }: { initial: SafetyPlan }) {
  const [values, setValues] = useState<PlanValues>(() => toPlanValues(initial));
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const fields = save.kind === 'error' ? save.fields : {};

  const change =
    <K extends keyof PlanValues>(key: K) =>
    (next: PlanValues[K]) => {
      setValues((current) => ({ ...current, [key]: next }));
      if (save.kind === 'saved') setSave({ kind: 'idle' });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.kind === 'saving') return;
    const plan = withoutBlankRows(values);
    // The rows on screen become the ones sent, so a field error the API names by index
    // (`contacts.1.phone`) points at the row the user sees.
    setValues(toPlanValues(plan));
    setSave({ kind: 'saving' });
    try {
      setValues(toPlanValues(await saveSafetyPlan(plan)));
      setSave({ kind: 'saved' });
    } catch (error) {
      setSave(failure(error));
    }
  };

  return (
    <form className="plan-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PlanListField
        legend="Warning signs"
        hint="Thoughts, feelings or situations that tell you things are getting hard."
        itemLabel="Warning sign"
        addLabel="Add a warning sign"
        items={values.warningSigns}
        onChange={change('warningSigns')}
        errorAt={(index) => fields[`warningSigns.${index}`]}
        listError={fields.warningSigns}
      />
      <PlanListField
        legend="Coping steps"
        hint="Things you can do on your own to feel calmer or safer."
        itemLabel="Coping step"
        addLabel="Add a coping step"
        items={values.copingSteps}
        onChange={change('copingSteps')}
        errorAt={(index) => fields[`copingSteps.${index}`]}
        listError={fields.copingSteps}
      />
      <PlanContactsField
        contacts={values.contacts}
        onChange={change('contacts')}
        errorAt={(index, field) => fields[`contacts.${index}.${field}`]}
        listError={fields.contacts}
      />
      {save.kind === 'error' ? <Alert>{save.message}</Alert> : null}
      {/* Mounted all along, so "saved" is announced when it appears. */}
      <p role="status" className={save.kind === 'saved' ? 'plan-form__saved' : 'visually-hidden'}>
        {save.kind === 'saved' ? PLAN_SAVED : ''}
      </p>
      <div className="dialog__actions">
        <Button type="submit" busy={save.kind === 'saving'}>
          Save my safety plan
        </Button>
      </div>
    </form>
  );
}

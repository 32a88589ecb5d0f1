import { useId } from 'react';
import { SAFETY_PLAN_LIMITS } from '#shared/safety';
import { Button } from '@/components/button';
import { CloseIcon } from '@/components/icons';
import { useRowFocus } from '../use-row-focus';

export interface PlanListFieldProps {
  legend: string;
  hint: string;
  /** Names each row: "Warning sign" gives "Warning sign 1", "Remove warning sign 1". */
  itemLabel: string;
  addLabel: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** The API's message for the row at an index. */
  errorAt: (index: number) => string | undefined;
  /** The API's message for the list as a whole (too many rows). */
  listError: string | undefined;
}

/**
 * One list of the safety plan (warning signs, coping steps): a numbered row per entry, each
 * named for its number, with Remove, and Add below up to the plan's limit. A message from the API
 * sits under its row and describes the input.
 */
export function PlanListField(props: PlanListFieldProps) {
  const { legend, hint, itemLabel, addLabel, items, onChange, errorAt, listError } = props;
  const id = useId();
  const { listRef, addRef, focusRow, focusAdd } = useRowFocus();
  const full = items.length >= SAFETY_PLAN_LIMITS.items;
  const noun = itemLabel.toLowerCase();

  const edit = (index: number, text: string) => onChange(items.map((item, i) => (i === index ? text : item)));
  const remove = (index: number) => {
    const rest = items.filter((_, i) => i !== index);
    onChange(rest.length ? rest : ['']);
    focusAdd();
  };
  const add = () => {
    onChange([...items, '']);
    focusRow(items.length);
  };

  return (
    <fieldset className="plan-field" aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}>
      <legend className="plan-field__legend">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint} Up to {SAFETY_PLAN_LIMITS.items}.
      </p>
      {listError ? (
        <p id={`${id}-error`} className="field__error">
          {listError}
        </p>
      ) : null}
      <ol ref={listRef} className="plan-field__rows">
        {items.map((text, index) => {
          const inputId = `${id}-${index}`;
          const error = errorAt(index);
          return (
            // Rows have no identity beyond their place; the inputs are controlled, so index keys are safe.
            <li key={index} className="plan-row">
              <label htmlFor={inputId} className="visually-hidden">
                {itemLabel} {index + 1}
              </label>
              <input
                id={inputId}
                data-row={index}
                className="field__input"
                value={text}
                maxLength={SAFETY_PLAN_LIMITS.itemLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => edit(index, event.target.value)}
              />
              {items.length > 1 || text ? (
                <button type="button" className="icon-button icon-button--plain" onClick={() => remove(index)}>
                  <CloseIcon />
                  <span className="visually-hidden">
                    Remove {noun} {index + 1}
                  </span>
                </button>
              ) : null}
              {error ? (
                <p id={`${inputId}-error`} className="field__error plan-row__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button ref={addRef} variant="secondary" className="plan-field__add" disabled={full} onClick={add}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

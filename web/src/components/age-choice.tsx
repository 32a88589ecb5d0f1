import { useId, type Ref } from 'react';
import { AGE_CONFIRMATION_LABELS, AGE_CONFIRMATIONS, MINOR_SUITABILITY_NOTE, type AgeConfirmation } from '#shared/safety';
import './sos/sos.css';

export interface AgeChoiceProps {
  value: AgeConfirmation | null;
  onChange: (value: AgeConfirmation) => void;
  /** The message that says a choice is missing, when shown. */
  errorId?: string;
  /** Inside a popup: the first choice takes focus when it opens (Dialog's `data-autofocus`). */
  autoFocus?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The terms' age rule as a required choice (SAFETY.md 8): 18 or older, or under 18 with a parent's
 * or guardian's agreement, with California's note that the product may not suit some minors.
 * Native radios, so arrow keys move between the two.
 */
export function AgeChoice({ value, onChange, errorId, autoFocus, ref }: AgeChoiceProps) {
  const name = useId();
  return (
    <fieldset
      ref={ref}
      className="age-choice"
      role="radiogroup"
      aria-required="true"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      <legend className="field__label">Age</legend>
      {AGE_CONFIRMATIONS.map((option, index) => (
        <label key={option} className="age-choice__option">
          <input
            type="radio"
            name={name}
            value={option}
            required
            data-autofocus={autoFocus && index === 0 ? true : undefined}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{AGE_CONFIRMATION_LABELS[option]}</span>
        </label>
      ))}
      <p className="age-choice__note">{MINOR_SUITABILITY_NOTE}</p>
    </fieldset>
  );
}

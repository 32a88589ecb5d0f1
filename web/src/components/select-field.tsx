import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  hint?: ReactNode;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
}

/** A labelled native <select>: the platform's own keyboard and screen-reader behaviour. */
export function SelectField<V extends string>({ label, hint, id, className, value, options, onChange, ...props }: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label} hint={hint} id={id} className={className}>
      {({ inputId, hintId }) => (
        <select
          id={inputId}
          className="field__input field__select"
          aria-describedby={hintId}
          value={value}
          // The options are exactly V, so the chosen value is one of them.
          onChange={(event) => onChange(event.target.value as V)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

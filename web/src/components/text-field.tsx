import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help shown under the input and announced with it. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. The label is a real <label>, so clicking it focuses the input. */
export function TextField({ label, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} id={id} className={className}>
      {({ inputId, hintId }) => <input id={inputId} className="field__input" aria-describedby={hintId} {...inputProps} />}
    </FieldFrame>
  );
}

import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame } from './field-frame';
import { EyeIcon } from './icons';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide button. The button is named by its text ("Show password" /
 * "Hide password"), not by aria-label, so a label query for "Password" finds only the input.
 * An `aria-describedby` given (an error's id) describes the input after the hint.
 */
export function PasswordField({ label, hint, id, className, 'aria-describedby': describedBy, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} id={id} className={className}>
      {({ inputId, hintId }) => (
        <div className="field__control">
          <input
            id={inputId}
            className="field__input field__input--with-action"
            type={visible ? 'text' : 'password'}
            aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
            spellCheck={false}
            autoCapitalize="none"
            {...inputProps}
          />
          <button type="button" className="field__action" aria-controls={inputId} onClick={() => setVisible((shown) => !shown)}>
            <EyeIcon crossed={visible} />
            <span className="visually-hidden">{visible ? 'Hide password' : 'Show password'}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

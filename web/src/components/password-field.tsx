import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { EyeIcon } from './icons';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide button. The button is named by its text ("Show password" /
 * "Hide password"), not by aria-label, so a label query for "Password" finds only the input.
 */
export function PasswordField({ label, hint, id, className, ...inputProps }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className="field__input field__input--with-action"
          type={visible ? 'text' : 'password'}
          aria-describedby={hintId}
          spellCheck={false}
          autoCapitalize="none"
          {...inputProps}
        />
        <button
          type="button"
          className="field__action"
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">{visible ? 'Hide password' : 'Show password'}</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

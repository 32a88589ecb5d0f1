import { useId, type ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  /** Set only when there is a hint, so aria-describedby never points at nothing. */
  hintId: string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label and hint. */
  children: (ids: FieldIds) => ReactNode;
}

/** The label, control and hint of every form field, so text and password fields look and read alike. */
export function FieldFrame({ label, hint, id, className, children }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, hintId })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

/** An outcome's page heading: it takes focus when it appears, so it is what a screen reader says next. */
export function FocusedTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 id="page-title" className="auth-card__title" tabIndex={-1} ref={heading}>
      {children}
    </h1>
  );
}

import { useId, type ReactNode } from 'react';
import { BackIcon } from './settings-icons';

/**
 * A screen inside a Settings panel (change password, confirmations) with a way back. It replaces
 * the panel's content, so the tab stays selected and Escape still closes the whole popup.
 */
export function SubScreen({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="sub-screen" aria-labelledby={titleId}>
      <div className="sub-screen__header">
        <button type="button" className="sub-screen__back" onClick={onBack}>
          <BackIcon />
          Back
        </button>
        <h3 id={titleId} className="sub-screen__title">
          {title}
        </h3>
      </div>
      {children}
    </section>
  );
}

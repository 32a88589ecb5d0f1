import { useId, type ReactNode } from 'react';

export interface SettingsRowProps {
  title: string;
  /** A short line under the title; the control is described by it. */
  description?: ReactNode;
  /** Renders the control, given the id of the description for aria-describedby. */
  children: (descriptionId: string | undefined) => ReactNode;
}

/** One line of a Settings panel: a title, an optional note, and its control at the end. */
export function SettingsRow({ title, description, children }: SettingsRowProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="settings-row">
      <div className="settings-row__text">
        <h3 className="settings-row__title">{title}</h3>
        {description ? (
          <p id={descriptionId} className="settings-row__description">
            {description}
          </p>
        ) : null}
      </div>
      <div className="settings-row__control">{children(descriptionId)}</div>
    </div>
  );
}

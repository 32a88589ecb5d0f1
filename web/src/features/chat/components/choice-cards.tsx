import { useEffect, useId, useRef } from 'react';
import type { ChatGoal } from '#shared/chat';
import { messages } from '#shared/messages';
import type { WizardOption } from '@/lib/wizard-choices';

export interface ChoiceCardsProps {
  /** Names the group for screen readers; the popup's title says it for everyone else. */
  legend: string;
  name: string;
  options: readonly WizardOption[];
  value: ChatGoal | null;
  onChange: (value: ChatGoal) => void;
  /** Options the user's plan does not include: disabled, under an Upgrade overlay when one is offered. */
  isLocked: (value: ChatGoal) => boolean;
  /** The note that says what Upgrade is for. */
  upgradeNoteId: string;
  /** Upgrade: opens the plan popup. Absent beside a crisis: locked cards are only disabled. */
  onUpgrade: (() => void) | undefined;
  /**
   * Focus a card on mount: a step that replaces another. The popup's first step is left to the
   * Dialog (data-autofocus), which must first see where focus was, to give it back on close.
   */
  focusOnMount: boolean;
}

/**
 * One wizard step's three cards (spec section 2). Native radio buttons, so arrow keys move
 * between the choices and skip locked ones; each is named by its title and described by its line.
 * A step that appears takes focus on its chosen or first open card.
 */
export function ChoiceCards(props: ChoiceCardsProps) {
  const { legend, name, options, value, onChange, isLocked, upgradeNoteId, onUpgrade, focusOnMount } = props;
  const id = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const focusTarget = value ?? options.find((option) => !isLocked(option.value))?.value;

  useEffect(() => {
    if (focusOnMount) groupRef.current?.querySelector<HTMLInputElement>('[data-autofocus]')?.focus();
  }, [focusOnMount]);

  return (
    <fieldset ref={groupRef} className="choice-cards">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => {
        const locked = isLocked(option.value);
        const inputId = `${id}-${option.value}`;
        return (
          <div key={option.value} className={locked ? 'choice-card choice-card--locked' : 'choice-card'}>
            <input
              id={inputId}
              className="choice-card__input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={locked}
              aria-labelledby={`${inputId}-title`}
              aria-describedby={`${inputId}-description`}
              data-autofocus={option.value === focusTarget ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={inputId} className="choice-card__label">
              <span id={`${inputId}-title`} className="choice-card__title">
                {option.title}
              </span>
              <span id={`${inputId}-description`} className="choice-card__description">
                {option.description}
              </span>
            </label>
            {locked && onUpgrade ? (
              <div className="choice-card__overlay">
                <button
                  type="button"
                  className="button button--primary choice-card__upgrade"
                  aria-haspopup="dialog"
                  aria-describedby={upgradeNoteId}
                  onClick={onUpgrade}
                >
                  {messages.wizard.upgrade}
                </button>
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

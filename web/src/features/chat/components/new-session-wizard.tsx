import { useId, useState } from 'react';
import type { ChatGoal } from '#shared/chat';
import { messages } from '#shared/messages';
import { canUseGoal, canUseStyle, isPremium, type PlanName } from '#shared/plans';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { ChatChoice } from '../sessions';
import { GOAL_CLAIM, GOAL_CLAIM_SOURCE, GOAL_OPTIONS, STYLE_OPTIONS } from '@/lib/wizard-choices';
import { ChoiceCards } from './choice-cards';
import '../wizard.css';

/**
 * What a temporary session means, under its checkbox, and exactly what the server keeps of one
 * (docs/decisions/0046-temporary-sessions-keep-no-content.md): the chat item's times, goal and style,
 * and its crisis flag (SAFETY.md 14). No message, title or summary is ever stored.
 */
export const TEMPORARY_HINT =
  "Your words are never saved. We keep only when the session happened, its goal and style, and whether a crisis flag was raised. It won't appear in your sessions, and your coach won't remember it.";

/** What Upgrade is for: it describes each Upgrade button. */
export const UPGRADE_NOTE = 'Premium unlocks every goal and communication style.';

export interface NewSessionWizardProps {
  plan: PlanName | null | undefined;
  onClose: () => void;
  /**
   * Upgrade: the dashboard closes the wizard and opens the plan popup. Absent while a crisis is in
   * view (docs/safety.md, "No price beside a crisis"): locked cards are then only disabled.
   */
  onUpgrade: (() => void) | undefined;
  /** The chosen goal and style; the chat is created when the first message is sent. */
  onStart: (choice: ChatChoice) => void;
}

/**
 * The goal and style wizard (spec sections 2, 4 and 6): "Select Your Goal", then "Select Your
 * Communication Style"; "Start New Chat" once a style is chosen. Without Premium, cards 1 and 3
 * of each step sit under an "Upgrade" overlay, which opens the plan popup.
 */
export function NewSessionWizard({ plan, onClose, onUpgrade, onStart }: NewSessionWizardProps) {
  const [step, setStep] = useState<'goal' | 'style'>('goal');
  const [goal, setGoal] = useState<ChatGoal | null>(null);
  const [style, setStyle] = useState<ChatGoal | null>(null);
  // Once the user has moved between steps, each new step takes focus (its old buttons are gone).
  const [moved, setMoved] = useState(false);
  const [temporary, setTemporary] = useState(false);
  const noteId = useId();
  const temporaryHintId = useId();
  const premium = isPremium(plan);

  return (
    <Dialog
      title={step === 'goal' ? messages.wizard.goalTitle : messages.wizard.styleTitle}
      onClose={onClose}
      className="dialog--wizard"
      describedByBody={false}
    >
      <p className="wizard__step">Step {step === 'goal' ? 1 : 2} of 2</p>
      <ChoiceCards
        key={step}
        {...(step === 'goal'
          ? { legend: 'Goal', name: 'chatGoal', options: GOAL_OPTIONS, value: goal, onChange: setGoal }
          : { legend: 'Communication style', name: 'chatStyle', options: STYLE_OPTIONS, value: style, onChange: setStyle })}
        isLocked={(value) => !(step === 'goal' ? canUseGoal : canUseStyle)(plan, value)}
        upgradeNoteId={noteId}
        onUpgrade={onUpgrade}
        focusOnMount={moved}
      />
      {premium || !onUpgrade ? null : (
        <p id={noteId} className="wizard__note">
          {UPGRADE_NOTE}
        </p>
      )}
      {step === 'style' ? (
        <div className="wizard__temporary">
          <label>
            <input
              type="checkbox"
              checked={temporary}
              aria-describedby={temporaryHintId}
              onChange={(event) => setTemporary(event.target.checked)}
            />{' '}
            Temporary session
          </label>
          <p id={temporaryHintId} className="wizard__note">
            {TEMPORARY_HINT}
          </p>
        </div>
      ) : null}
      <figure className="wizard__claim">
        <blockquote>
          <p>{GOAL_CLAIM}</p>
        </blockquote>
        <figcaption>{GOAL_CLAIM_SOURCE}</figcaption>
      </figure>
      <div className="dialog__actions">
        {step === 'goal' ? (
          <Button
            disabled={goal === null}
            onClick={() => {
              setMoved(true);
              setStep('style');
            }}
          >
            Next
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep('goal')}>
              Back
            </Button>
            <Button
              disabled={style === null}
              onClick={() => goal !== null && style !== null && onStart({ goal, style, ...(temporary && { temporary }) })}
            >
              {messages.wizard.start}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}

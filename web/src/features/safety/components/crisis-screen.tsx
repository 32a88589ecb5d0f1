import { useId, useState } from 'react';
import { CRISIS_SCREEN } from '../../../../../shared/safety';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ResourceSections } from '@/components/sos/resource-list';

export interface CrisisScreenProps {
  /** Records the acknowledgement (POST /api/bot/crisis-ack/{chatId}); the screen closes when it settles. */
  onAcknowledge: () => Promise<void>;
}

/**
 * The tier (c) crisis screen (SAFETY.md 2): an alert dialog with the crisis lines, one tap to call
 * or text, that stays until the user says they have seen them. Escape and clicks outside do
 * nothing (it has no close action); the links work inside it. Focus starts on the opening words,
 * not on a button, so a stray Enter neither dismisses it nor dials.
 */
export function CrisisScreen({ onAcknowledge }: CrisisScreenProps) {
  const introId = useId();
  const [pending, setPending] = useState(false);

  const acknowledge = async () => {
    setPending(true);
    try {
      await onAcknowledge();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={CRISIS_SCREEN.title} role="alertdialog" descriptionId={introId} className="dialog--sos dialog--crisis">
      <p id={introId} className="crisis-screen__intro" tabIndex={-1} data-autofocus>
        {CRISIS_SCREEN.intro}
      </p>
      <ResourceSections />
      <div className="dialog__actions">
        <Button busy={pending} onClick={() => void acknowledge()}>
          {CRISIS_SCREEN.acknowledge}
        </Button>
      </div>
    </Dialog>
  );
}

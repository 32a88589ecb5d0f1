import { useId, useState } from 'react';
import { AI_DISCLOSURE } from '#shared/safety';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SosButton } from '@/components/sos/sos-button';

export const DISCLOSURE_TITLE = 'Before you start';
export const DISCLOSURE_REMINDER_TITLE = 'A reminder about your coach';
export const DISCLOSURE_ACKNOWLEDGE = 'I understand';

export interface DisclosureDialogProps {
  /** Whether the user has seen it before: the title then says it is a reminder. */
  reminder: boolean;
  /** Records it (POST /api/user/disclosure-seen); rejects when that failed. */
  onAcknowledge: () => Promise<void>;
}

/**
 * The fixed AI disclosure (SAFETY.md 8): before the first chat, and again for users with guardian
 * consent. The words are AI_DISCLOSURE, never rewritten here. It stays until "I understand" is
 * recorded, so a chat cannot start without it; SOS stays one tap away.
 */
export function DisclosureDialog({ reminder, onAcknowledge }: DisclosureDialogProps) {
  const textId = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const acknowledge = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onAcknowledge();
    } catch (error) {
      console.warn('Could not record the disclosure', error);
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <Dialog title={reminder ? DISCLOSURE_REMINDER_TITLE : DISCLOSURE_TITLE} descriptionId={textId}>
      <p id={textId} className="disclosure__text">
        {AI_DISCLOSURE}
      </p>
      {failed ? <Alert>We couldn&apos;t save that. Please check your connection and try again.</Alert> : null}
      <div className="dialog__actions dialog__actions--spread">
        <SosButton />
        <Button busy={pending} data-autofocus onClick={() => void acknowledge()}>
          {DISCLOSURE_ACKNOWLEDGE}
        </Button>
      </div>
    </Dialog>
  );
}

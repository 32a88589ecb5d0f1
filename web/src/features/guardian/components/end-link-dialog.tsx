import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { endGuardianLink } from '../api/links';

export const END_LINK = 'End link';
export const KEEP_LINK = 'Keep the link';
export const endLinkTitle = (name: string) => `End the link with ${name}?`;
export const END_LINK_NOTE = 'We will let them know by e-mail. You can link again later with a new invitation.';

/**
 * Asks before a link ends (either side may end it; the API e-mails the other). Keeping the link
 * is the button focused first, so Enter never ends a link by accident.
 */
export function EndLinkDialog({
  linkId,
  name,
  onEnded,
  onClose,
}: {
  linkId: string;
  name: string;
  onEnded: () => void;
  onClose: () => void;
}) {
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onEnd = async () => {
    setEnding(true);
    setError(null);
    try {
      await endGuardianLink(linkId);
      onEnded();
    } catch (caught) {
      setError(caught);
      setEnding(false);
    }
  };

  return (
    <Dialog title={endLinkTitle(name)} onClose={onClose}>
      <p>{END_LINK_NOTE}</p>
      {error ? <Alert>{errorMessage(error, 'We couldn’t end the link. Please try again.')}</Alert> : null}
      <div className="guardian-actions">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {KEEP_LINK}
        </Button>
        <Button variant="primary" onClick={() => void onEnd()} busy={ending}>
          {END_LINK}
        </Button>
      </div>
    </Dialog>
  );
}

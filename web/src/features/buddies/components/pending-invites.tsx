import { useEffect, useId, useRef, useState } from 'react';
import type { SentInvite } from '#shared/schemas/buddies';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { INVITE_CANCELLED } from '../copy';

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long' });

/** Who an invitation went to, as its list item and its Cancel button name it. */
const recipientOf = (invite: SentInvite) => (invite.email ? `Sent to ${invite.email}` : 'Link to copy');
const cancelName = (invite: SentInvite) => (invite.email ? `the invitation to ${invite.email}` : 'the invitation made as a link');

export interface PendingInvitesProps {
  invites: SentInvite[];
  onCancel: (inviteId: string) => Promise<unknown>;
}

/** The invitations nobody has answered yet, each with Cancel; focus goes to the list's heading after one goes. */
export function PendingInvites({ invites, onCancel }: PendingInvitesProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [message]);

  const cancel = async (inviteId: string) => {
    setMessage(null);
    setError(null);
    setPending(inviteId);
    try {
      await onCancel(inviteId);
      moveFocus.current = true;
      setMessage(INVITE_CANCELLED);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="buddy-pending">
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="buddy-preview__title">
        Waiting for an answer
      </h3>
      <div role="status" className="buddies-status">
        {message ? <p className="alert alert--success">{message}</p> : null}
      </div>
      {invites.length === 0 ? (
        <p className="side-card__muted">No invitations waiting.</p>
      ) : (
        <ul className="side-list" aria-labelledby={titleId}>
          {invites.map((invite) => (
            <li key={invite.inviteId} className="side-list__item">
              <div className="side-list__text">
                <span className="side-list__title">{recipientOf(invite)}</span>
                <span className="side-card__muted">Works until {dateFormat.format(new Date(invite.expiresAt))}</span>
              </div>
              <div className="buddy-actions">
                <Button variant="ghost" busy={pending === invite.inviteId} onClick={() => void cancel(invite.inviteId)}>
                  Cancel <span className="visually-hidden">{cancelName(invite)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error ? <Alert>{errorMessage(error, "We couldn't cancel this invitation. Please try again.")}</Alert> : null}
    </div>
  );
}

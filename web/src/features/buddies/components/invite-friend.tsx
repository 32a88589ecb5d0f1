import { useId, useState, type FormEvent } from 'react';
import type { SentInvite } from '#shared/schemas/buddies';
import { isValidEmail } from '#shared/validation';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import type { useInvites } from '../api/list-invites';
import { AT_LIMIT, ENTER_FRIEND_EMAIL, INVITE_EXPLAINED, inviteSentMessage, SAME_AGE_GROUP } from '../copy';
import { InviteLink } from './invite-link';
import { PendingInvites } from './pending-invites';

export interface InviteFriendProps {
  /** The user has the most buddies they can have: no new invitation until one goes. */
  atLimit: boolean;
  invites: ReturnType<typeof useInvites>;
  /** E-mails an invitation, or makes a link when given no address. */
  onCreate: (email?: string) => Promise<{ invite: SentInvite; link: string }>;
  onCancel: (inviteId: string) => Promise<unknown>;
}

/** "Invite a friend": by e-mail or by a link to copy, and the invitations still waiting. */
export function InviteFriend({ atLimit, invites, onCreate, onCancel }: InviteFriendProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [link, setLink] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const [linkError, setLinkError] = useState<unknown>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setSent(null);
    setError(null);
    setEmailError(isValidEmail(address) ? null : ENTER_FRIEND_EMAIL);
    if (!isValidEmail(address)) return;
    setSending(true);
    try {
      await onCreate(address);
      setEmail('');
      setSent(inviteSentMessage(address));
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  const makeLink = async () => {
    setLinkError(null);
    setLinking(true);
    try {
      setLink((await onCreate()).link);
    } catch (failure) {
      setLinkError(failure);
    } finally {
      setLinking(false);
    }
  };

  return (
    <section className="side-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-card__title">
        Invite a friend
      </h2>
      <p>{INVITE_EXPLAINED}</p>
      {atLimit ? (
        <p className="alert alert--info">{AT_LIMIT}</p>
      ) : (
        <>
          <form className="buddy-form" onSubmit={(event) => void send(event)} noValidate>
            <TextField
              label="Your friend's email address"
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              aria-invalid={emailError ? true : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
            />
            {emailError ? <Alert>{emailError}</Alert> : null}
            {error ? <Alert>{errorMessage(error, "We couldn't send this invitation. Please try again.")}</Alert> : null}
            <div className="buddy-actions">
              <Button type="submit" busy={sending}>
                Send invitation
              </Button>
            </div>
            <div role="status" className="buddies-status">
              {sent ? <p className="alert alert--success">{sent}</p> : null}
            </div>
          </form>
          <div className="buddy-form">
            <div className="buddy-actions">
              <Button variant="secondary" busy={linking} onClick={() => void makeLink()}>
                Create a link to copy
              </Button>
            </div>
            {linkError ? <Alert>{errorMessage(linkError, "We couldn't create a link. Please try again.")}</Alert> : null}
            {link ? <InviteLink key={link} link={link} /> : null}
          </div>
          <p className="side-card__muted">{SAME_AGE_GROUP}</p>
        </>
      )}
      <PendingList invites={invites} onCancel={onCancel} />
    </section>
  );
}

function PendingList({ invites, onCancel }: Pick<InviteFriendProps, 'invites' | 'onCancel'>) {
  if (invites.status === 'pending') return <p role="status">Loading your invitations…</p>;
  if (invites.status === 'error') {
    return (
      <div className="buddy-form">
        <Alert>{errorMessage(invites.error, "We couldn't load your invitations. Please try again.")}</Alert>
        <div>
          <Button variant="secondary" onClick={invites.refetch}>
            Try again <span className="visually-hidden">to load your invitations</span>
          </Button>
        </div>
      </div>
    );
  }
  return <PendingInvites invites={invites.data} onCancel={onCancel} />;
}

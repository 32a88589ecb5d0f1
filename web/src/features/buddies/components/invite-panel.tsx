import { useCallback, useState } from 'react';
import { INVITE_TOKEN_PATTERN } from '#shared/schemas/buddies';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { FocusedTitle } from '@/components/focused-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { paths } from '@/paths';
import { acceptInvite } from '../api/accept-invite';
import { declineInvite, type DeclineChoice } from '../api/decline-invite';
import { readInvite } from '../api/read-invite';
import { INVALID_INVITE } from '../copy';
import { InlineConfirm } from './inline-confirm';
import { InviteExplained } from './invite-explained';
import { InviteSignedOut } from './invite-signed-out';
import '../buddies.css';

export const invitedTitle = (name: string) => `${name} invited you to be accountability buddies`;
export const acceptedTitle = (name: string) => `You and ${name} are now buddies.`;
export const reportQuestion = (name: string) =>
  `Report this invitation as unwanted? ${name} will be blocked and won't be able to invite you again.`;
export const declineBlockQuestion = (name: string) => `Decline and block ${name}? They won't be able to invite you again.`;
export const DECLINED_TITLE = 'Invitation declined';
export const DECLINED = 'Nothing was shared, and the link no longer works.';
export const declinedAndBlocked = (name: string) => `You blocked ${name}: they won't be able to invite you again.`;
export const REPORTED = 'Thank you for telling us. You will not get another invitation from this person.';

/** A link that expired, was answered, was cancelled or never was: the server says 404 (or 400 for a malformed token). */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

type Outcome = { kind: 'accepted'; name: string } | { kind: 'declined'; message: string } | { kind: 'invalid' };

/**
 * The /buddies/invite/:token page: who invites, what a buddy sees, and Accept or Decline, with
 * "Decline and block" and "Report as unwanted" asked once inline. The outcome replaces the
 * question and its heading takes focus, so a screen reader hears it. Signed out, the page says
 * who invites and offers Log in and Sign up instead of the answers.
 */
export function InvitePanel({ token, signedIn }: { token: string; signedIn: boolean }) {
  const wellFormed = INVITE_TOKEN_PATTERN.test(token);
  const load = useCallback(
    (signal: AbortSignal) => (wellFormed ? readInvite(token, signal) : Promise.reject(new ApiError(400, 'BAD_REQUEST', INVALID_INVITE))),
    [token, wellFormed],
  );
  const invite = useQuery(load);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'invalid' || (invite.status === 'error' && isGone(invite.error))) return <Invalid />;
  if (outcome) return <Done outcome={outcome} />;
  if (invite.status === 'pending') return <p role="status">Loading the invitation…</p>;
  if (invite.status === 'error') {
    return (
      <>
        <h1 id="page-title" className="auth-card__title">
          Buddy invitation
        </h1>
        <Alert>{errorMessage(invite.error, "We couldn't open this invitation. Please try again.")}</Alert>
        <Button onClick={invite.refetch}>Try again</Button>
      </>
    );
  }

  const name = invite.data.inviterFirstName;
  if (!signedIn) return <InviteSignedOut name={name} />;
  const decline = async (choice: DeclineChoice, message: string) => {
    try {
      await declineInvite(token, choice);
      setOutcome({ kind: 'declined', message });
    } catch (failure) {
      if (isGone(failure)) setOutcome({ kind: 'invalid' });
      else throw failure;
    }
  };

  return (
    <Question
      name={name}
      onAccept={async () => {
        try {
          const buddy = await acceptInvite(token);
          setOutcome({ kind: 'accepted', name: buddy.firstName || name });
        } catch (failure) {
          if (isGone(failure)) setOutcome({ kind: 'invalid' });
          else throw failure;
        }
      }}
      onDecline={(choice) => decline(choice, choice.report ? REPORTED : choice.block ? declinedAndBlocked(name) : DECLINED)}
    />
  );
}

interface QuestionProps {
  name: string;
  onAccept: () => Promise<void>;
  onDecline: (choice: DeclineChoice) => Promise<void>;
}

function Question({ name, onAccept, onDecline }: QuestionProps) {
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = (which: 'accept' | 'decline', act: () => Promise<void>) => {
    if (pending) return;
    setError(null);
    setPending(which);
    act().catch((failure: unknown) => {
      setPending(null);
      setError(failure);
    });
  };

  return (
    <div className="buddy-invite">
      <h1 id="page-title" className="auth-card__title">
        {invitedTitle(name)}
      </h1>
      <InviteExplained />
      {error ? <Alert>{errorMessage(error, "We couldn't answer this invitation. Please try again.")}</Alert> : null}
      <div className="buddy-actions">
        <Button busy={pending === 'accept'} onClick={() => run('accept', onAccept)}>
          Accept
        </Button>
        <Button variant="secondary" busy={pending === 'decline'} onClick={() => run('decline', () => onDecline({}))}>
          Decline
        </Button>
      </div>
      <div className="buddy-invite__more buddy-actions">
        <InlineConfirm
          openLabel="Decline and block"
          question={declineBlockQuestion(name)}
          confirmLabel="Decline and block"
          failure="We couldn't decline this invitation. Please try again."
          onConfirm={() => onDecline({ block: true })}
        />
        <InlineConfirm
          openLabel="Report as unwanted"
          question={reportQuestion(name)}
          confirmLabel="Report"
          failure="We couldn't report this invitation. Please try again."
          onConfirm={() => onDecline({ report: true })}
        />
      </div>
    </div>
  );
}

function Done({ outcome }: { outcome: Exclude<Outcome, { kind: 'invalid' }> }) {
  if (outcome.kind === 'accepted') {
    return (
      <div className="buddy-invite">
        <FocusedTitle>{acceptedTitle(outcome.name)}</FocusedTitle>
        <p>Choose what you share on your Buddies page: everything is off until you turn it on.</p>
        <ButtonLink to={paths.buddies.getHref()}>Go to your buddies</ButtonLink>
      </div>
    );
  }
  return (
    <div className="buddy-invite">
      <FocusedTitle>{DECLINED_TITLE}</FocusedTitle>
      <p>{outcome.message}</p>
      <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
        Go to your dashboard
      </ButtonLink>
    </div>
  );
}

function Invalid() {
  return (
    <div className="buddy-invite">
      <FocusedTitle>{INVALID_INVITE}</FocusedTitle>
      <p>Ask your friend for a new link if you would still like to be buddies.</p>
      <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
        Go to your dashboard
      </ButtonLink>
    </div>
  );
}

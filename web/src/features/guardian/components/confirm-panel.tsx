import { useCallback, useState } from 'react';
import { INVITE_TOKEN_PATTERN } from '#shared/schemas/buddies';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { FocusedTitle } from '@/components/focused-title';
import { SignInAndComeBack } from '@/components/sign-in-and-come-back';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { paths } from '@/paths';
import { acceptGuardianInvite } from '../api/accept-invite';
import { readGuardianInvite } from '../api/read-invite';
import { NOTICE_WHEN_FOR_GUARDIAN } from '#shared/guardian-notice';
import { askedTitle, CONFIRM_LABEL, confirmedTitle, INVALID_GUARDIAN_LINK, SIGN_IN_TO_CONFIRM, WHAT_IT_IS, WHAT_YOU_SEE } from '../copy';
import '../guardian.css';

/** A link that expired, was answered, was cancelled or never was: the server says 404 (or 400 for a malformed token). */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

type Outcome = { kind: 'confirmed'; name: string } | { kind: 'invalid' };

/**
 * The /guardian/confirm/:token page, the link of the e-mail a teen's sign-up sends their guardian:
 * which teen asks (first name only), what a guardian sees, and Confirm. Signed out, Log in and Sign
 * up come back here. The outcome replaces the question and its heading takes focus, so a screen
 * reader hears it; a refusal (another address, two guardians already) shows the server's words.
 */
export function ConfirmPanel({ token, signedIn }: { token: string; signedIn: boolean }) {
  const wellFormed = INVITE_TOKEN_PATTERN.test(token);
  const load = useCallback(
    (signal: AbortSignal) =>
      wellFormed ? readGuardianInvite(token, signal) : Promise.reject(new ApiError(400, 'BAD_REQUEST', INVALID_GUARDIAN_LINK)),
    [token, wellFormed],
  );
  const invite = useQuery(load);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'invalid' || (invite.status === 'error' && isGone(invite.error))) return <Invalid />;
  if (outcome) return <Confirmed name={outcome.name} />;
  if (invite.status === 'pending') return <p role="status">Loading…</p>;
  if (invite.status === 'error') {
    return (
      <>
        <h1 id="page-title" className="auth-card__title">
          Guardian confirmation
        </h1>
        <Alert>{errorMessage(invite.error, "We couldn't open this link. Please try again.")}</Alert>
        <Button onClick={invite.refetch}>Try again</Button>
      </>
    );
  }

  const name = invite.data.teenFirstName;
  return (
    <div className="guardian-confirm">
      <h1 id="page-title" className="auth-card__title">
        {askedTitle(name)}
      </h1>
      <p>{WHAT_IT_IS}</p>
      <p>{WHAT_YOU_SEE}</p>
      <p>{NOTICE_WHEN_FOR_GUARDIAN}</p>
      {signedIn ? (
        <ConfirmButton
          onConfirm={async () => {
            try {
              const teen = await acceptGuardianInvite(token);
              setOutcome({ kind: 'confirmed', name: teen.firstName || name });
            } catch (failure) {
              if (isGone(failure)) setOutcome({ kind: 'invalid' });
              else throw failure;
            }
          }}
        />
      ) : (
        <>
          <p>{SIGN_IN_TO_CONFIRM}</p>
          <SignInAndComeBack className="guardian-actions" />
        </>
      )}
    </div>
  );
}

function ConfirmButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      {error ? <Alert>{errorMessage(error, "We couldn't confirm this link. Please try again.")}</Alert> : null}
      <Button
        busy={pending}
        onClick={() => {
          if (pending) return;
          setError(null);
          setPending(true);
          onConfirm().catch((failure: unknown) => {
            setPending(false);
            setError(failure);
          });
        }}
      >
        {CONFIRM_LABEL}
      </Button>
    </>
  );
}

function Confirmed({ name }: { name: string }) {
  return (
    <div className="guardian-confirm">
      <FocusedTitle>{confirmedTitle(name)}</FocusedTitle>
      <p>{WHAT_YOU_SEE}</p>
      <ButtonLink to={paths.guardian.getHref()} variant="secondary">
        Go to your guardian page
      </ButtonLink>
    </div>
  );
}

function Invalid() {
  return (
    <div className="guardian-confirm">
      <FocusedTitle>{INVALID_GUARDIAN_LINK}</FocusedTitle>
      <p>Ask your teen to send you a new link.</p>
      <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
        Go to your dashboard
      </ButtonLink>
    </div>
  );
}

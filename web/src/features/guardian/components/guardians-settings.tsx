import { useState } from 'react';
import type { GuardianInvite } from '#shared/schemas/guardian';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { cancelGuardianInvite, listGuardianLinks, resendGuardianInvite } from '../api/links';
import { AdulthoodConfirm } from './adulthood-confirm';
import { AskGuardianForm } from './ask-guardian-form';
import { ControlsSummary } from './controls-summary';
import { GuardianEmailsNote } from './guardian-emails-note';
import { dayOf, LinkedList } from './linked-list';
import { TeenPlan } from './teen-plan';
import { GuardianNoticesState } from './guardian-notices';
import { TeenWeek } from './teen-week';
import { NOTICE_WHEN_FOR_TEEN } from '#shared/guardian-notice';
import '../guardian.css';

export const NO_GUARDIAN_YET = 'No parent or guardian has confirmed yet.';
export const WAITING_HEADING = 'Waiting for an answer';
export const RESEND = 'Resend';
export const CANCEL_REQUEST = 'Cancel';
export const RESENT = 'We sent the e-mail again with a new link.';
export const CANCELLED = 'The request is cancelled. Its link no longer works.';
export const WHAT_YOUR_GUARDIAN_SEES = 'What your guardian sees';
export const SETTINGS_YOUR_GUARDIAN_CHOSE = 'Settings your guardian chose';
export const TURNED_18_HEADING = 'Turned 18?';
export const IF_YOU_NEED_SUPPORT = 'If you might need support';
export const SAME_NUMBERS = 'Your guardian sees these numbers and nothing else: never what you write.';

/**
 * Settings > Guardians, on a teen's account: the guardians linked (by the name the API gives),
 * the requests still waiting with Resend and Cancel, End link behind a confirm dialog, "What your
 * guardian sees" (the very week view and settings of the guardian's page), and the form to ask
 * someone new.
 */
export function GuardiansSettings() {
  const links = useQuery(listGuardianLinks);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [adult, setAdult] = useState('');

  // Once the teen has said they are 18, the account is an adult's: nothing here applies any more.
  if (adult) {
    return (
      <div className="settings-panel guardian-settings">
        <p role="status" className="alert alert--success">
          {adult}
        </p>
      </div>
    );
  }

  if (links.status === 'pending') return <p role="status">Loading your guardians…</p>;
  if (links.status === 'error') {
    return (
      <div className="settings-panel">
        <Alert>{errorMessage(links.error, 'We couldn’t load your guardians. Please try again.')}</Alert>
        <Button variant="secondary" onClick={links.refetch}>
          Try again
        </Button>
      </div>
    );
  }

  const act = async (run: () => Promise<(invites: GuardianInvite[]) => GuardianInvite[]>, done: string) => {
    setStatus('');
    setError(null);
    try {
      const update = await run();
      links.setData((data) => ({ ...data, invites: update(data.invites) }));
      setStatus(done);
    } catch (caught) {
      setError(caught);
    }
  };
  const resend = (inviteId: string) =>
    act(async () => {
      const invite = await resendGuardianInvite(inviteId);
      return (invites) => invites.map((each) => (each.inviteId === inviteId ? invite : each));
    }, RESENT);
  const cancel = (inviteId: string) =>
    act(async () => {
      await cancelGuardianInvite(inviteId);
      return (invites) => invites.filter((each) => each.inviteId !== inviteId);
    }, CANCELLED);

  const { guardians, invites } = links.data;
  return (
    <div className="settings-panel guardian-settings">
      <h3>Your guardians</h3>
      {guardians.length > 0 ? (
        <LinkedList
          links={guardians}
          label="Your guardians"
          onEnded={(linkId) => links.setData((data) => ({ ...data, guardians: data.guardians.filter((each) => each.linkId !== linkId) }))}
        />
      ) : (
        <p>{NO_GUARDIAN_YET}</p>
      )}
      {guardians[0] ? (
        <>
          <h3>{WHAT_YOUR_GUARDIAN_SEES}</h3>
          <p>{SAME_NUMBERS}</p>
          <TeenPlan linkId={guardians[0].linkId} firstName={guardians[0].firstName} guardianSide={false} />
          {/* Every link reads the same numbers of this account: the first one stands for all. */}
          <TeenWeek linkId={guardians[0].linkId} label={WHAT_YOUR_GUARDIAN_SEES} />
          <h4>{SETTINGS_YOUR_GUARDIAN_CHOSE}</h4>
          <ControlsSummary linkId={guardians[0].linkId} />
          <GuardianEmailsNote guardians={guardians} />
          <h4>{IF_YOU_NEED_SUPPORT}</h4>
          <p>{NOTICE_WHEN_FOR_TEEN}</p>
          {guardians.map((guardian) => (
            <GuardianNoticesState key={guardian.linkId} linkId={guardian.linkId} name={guardian.firstName} side="teen" />
          ))}
        </>
      ) : null}
      {invites.length > 0 ? (
        <>
          <h3>{WAITING_HEADING}</h3>
          <ul className="guardian-list" aria-label={WAITING_HEADING}>
            {invites.map((invite) => (
              <li key={invite.inviteId} className="guardian-list__item">
                <span>
                  <strong>{invite.email}</strong> <span className="guardian-list__since">Link works until {dayOf(invite.expiresAt)}</span>
                </span>
                <span className="guardian-actions">
                  <Button variant="secondary" onClick={() => void resend(invite.inviteId)} aria-label={`${RESEND} to ${invite.email}`}>
                    {RESEND}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => void cancel(invite.inviteId)}
                    aria-label={`${CANCEL_REQUEST} the request to ${invite.email}`}
                  >
                    {CANCEL_REQUEST}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p role="status" className={status ? 'alert alert--success' : 'visually-hidden'}>
        {status}
      </p>
      {error ? <Alert>{errorMessage(error, 'That didn’t work. Please try again.')}</Alert> : null}
      <h3>Ask a parent or guardian</h3>
      <AskGuardianForm />
      <h3>{TURNED_18_HEADING}</h3>
      <AdulthoodConfirm onDone={setAdult} />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { unsubscribeKindOf, type UnsubscribeKind } from '#shared/unsubscribe';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import { unsubscribe } from '../api/unsubscribe';

export const UNSUBSCRIBE_TITLE = 'Unsubscribe from the weekly summary';
export const UNSUBSCRIBE_EXPLAINED =
  'You will stop getting the weekly summary e-mail from Blue Guardian. Nothing else changes: your account, your sessions and your insights stay as they are, and you can turn the e-mail on again in Settings.';
export const CHECK_IN_UNSUBSCRIBE_TITLE = 'Stop check-in e-mails';
export const CHECK_IN_UNSUBSCRIBE_EXPLAINED =
  'You will stop getting check-in e-mails from Blue Guardian. Nothing else changes: your account and your sessions stay as they are, and you can turn them on again in Settings.';
export const CHECK_IN_REMINDER_UNSUBSCRIBE_TITLE = 'Stop the daily check-in reminder';
export const CHECK_IN_REMINDER_UNSUBSCRIBE_EXPLAINED =
  'You will stop getting the daily check-in reminder e-mail from Blue Guardian. Nothing else changes: your goals and check-ins stay as they are, and you can turn the reminder on again in Settings.';
export const BUDDY_INVITE_UNSUBSCRIBE_TITLE = 'Stop buddy invitation e-mails';
export const BUDDY_INVITE_UNSUBSCRIBE_EXPLAINED =
  'This address will stop getting buddy invitation e-mails from Blue Guardian, whoever sends them. No account is needed, and an invitation link a friend passes on to you still works.';
export const GUARDIAN_WEEKLY_UNSUBSCRIBE_TITLE = 'Stop the weekly guardian e-mail';
export const GUARDIAN_WEEKLY_UNSUBSCRIBE_EXPLAINED =
  'You will stop getting the weekly e-mail of your teen’s counts from Blue Guardian. Nothing else changes: the link stays as it is, your guardian page still shows the week, and you can turn the e-mail on again there.';
export const UNSUBSCRIBED_TITLE = 'You are unsubscribed';
export const MISSING_TOKEN =
  'This unsubscribe link is incomplete. Please open the link from the e-mail again, or turn the e-mail off in Settings.';

/** What the page says it stops, by the kind the link's token names (the weekly summary's when it names none we know). */
const TEXTS: Record<UnsubscribeKind, { title: string; explained: string }> = {
  'weekly-summary': { title: UNSUBSCRIBE_TITLE, explained: UNSUBSCRIBE_EXPLAINED },
  'check-in': { title: CHECK_IN_UNSUBSCRIBE_TITLE, explained: CHECK_IN_UNSUBSCRIBE_EXPLAINED },
  'check-in-reminder': { title: CHECK_IN_REMINDER_UNSUBSCRIBE_TITLE, explained: CHECK_IN_REMINDER_UNSUBSCRIBE_EXPLAINED },
  'buddy-invite': { title: BUDDY_INVITE_UNSUBSCRIBE_TITLE, explained: BUDDY_INVITE_UNSUBSCRIBE_EXPLAINED },
  'guardian-weekly': { title: GUARDIAN_WEEKLY_UNSUBSCRIBE_TITLE, explained: GUARDIAN_WEEKLY_UNSUBSCRIBE_EXPLAINED },
};
const UNSUBSCRIBE_FAILED = "We couldn't unsubscribe you. Please try again.";

type View = { status: 'ready' } | { status: 'sending' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * The /unsubscribe page the weekly, check-in, check-in reminder and buddy invitation e-mails link to: says what will happen, and unsubscribes only
 * when the person presses the button (a link scanner that opens the page changes nothing).
 * Works without logging in: the token in the link says who.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const [view, setView] = useState<View>({ status: 'ready' });
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = TEXTS[(token && unsubscribeKindOf(token)) || 'weekly-summary'];

  // Once done, the new heading takes focus, so a screen reader announces the outcome.
  useEffect(() => {
    if (view.status === 'done') heading.current?.focus();
  }, [view.status]);

  if (!token) {
    return (
      <>
        <h1 id="page-title" className="auth-card__title">
          {UNSUBSCRIBE_TITLE}
        </h1>
        <Alert>{MISSING_TOKEN}</Alert>
      </>
    );
  }

  const onUnsubscribe = async () => {
    setView({ status: 'sending' });
    try {
      const { message } = await unsubscribe(token);
      setView({ status: 'done', message });
    } catch (failure) {
      setView({ status: 'failed', message: errorMessage(failure, UNSUBSCRIBE_FAILED) });
    }
  };

  if (view.status === 'done') {
    return (
      <>
        <h1 id="page-title" className="auth-card__title" tabIndex={-1} ref={heading}>
          {UNSUBSCRIBED_TITLE}
        </h1>
        <p role="status" className="auth-card__intro">
          {view.message}
        </p>
        <ButtonLink to={paths.home.getHref()} variant="secondary" block>
          Go to Blue Guardian
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <h1 id="page-title" className="auth-card__title">
        {texts.title}
      </h1>
      <p className="auth-card__intro">{texts.explained}</p>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      <Button block busy={view.status === 'sending'} onClick={() => void onUnsubscribe()}>
        Unsubscribe
      </Button>
    </>
  );
}

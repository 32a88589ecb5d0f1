import { useEffect, useState } from 'react';
import type { GuardianNotices } from '#shared/schemas/guardian-notices';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { getGuardianNotices, stopGuardianNotices } from '../api/notices';
import { dayOf } from './linked-list';

/** The words of a link's distress e-mails, for the teen (about one guardian) and for the guardian (about one teen). */
export const teenNoticesState = (guardian: string, on: boolean) =>
  on ? `${guardian} gets an e-mail if you might need support: on` : `${guardian} stopped the e-mails if you might need support`;
export const guardianNoticesState = (teen: string, on: boolean) =>
  on ? `E-mails if ${teen} might need support: on` : `You stopped the e-mails if ${teen} might need support. ${teen} sees that you did.`;
export const sentOn = (days: readonly string[]) => `Sent on ${days.map(dayOf).join(', ')}`;
export const NONE_SENT = 'None has been sent.';
export const STOP_NOTICES = 'Stop these e-mails';

type State = { status: 'pending' } | { status: 'success'; data: GuardianNotices } | { status: 'error'; error: unknown };

/**
 * One link's distress e-mails (docs/safety.md "A notice to a guardian"): on or stopped, and the
 * days one was sent, read from the same answer by both sides. Only the guardian's side offers Stop.
 */
export function GuardianNoticesState({ linkId, name, side }: { linkId: string; name: string; side: 'teen' | 'guardian' }) {
  const [state, setState] = useState<State>({ status: 'pending' });
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    getGuardianNotices(linkId, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (caught: unknown) => !controller.signal.aborted && setState({ status: 'error', error: caught }),
    );
    return () => controller.abort();
  }, [linkId]);

  if (state.status === 'pending') return <p role="status">Loading…</p>;
  if (state.status === 'error') return <Alert>{errorMessage(state.error, 'We couldn’t load this. Please try again.')}</Alert>;

  const { on, sent } = state.data;
  const stop = async () => {
    setError(null);
    try {
      setState({ status: 'success', data: await stopGuardianNotices(linkId) });
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <div className="guardian-notices">
      <p>{side === 'teen' ? teenNoticesState(name, on) : guardianNoticesState(name, on)}</p>
      <p className="guardian-list__since">{sent.length ? sentOn(sent) : NONE_SENT}</p>
      {side === 'guardian' && on ? (
        <Button variant="ghost" onClick={() => void stop()} aria-label={`${STOP_NOTICES} about ${name}`}>
          {STOP_NOTICES}
        </Button>
      ) : null}
      {error ? <Alert>{errorMessage(error, 'That didn’t work. Please try again.')}</Alert> : null}
    </div>
  );
}

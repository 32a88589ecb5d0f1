import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ReaderTopic } from '#shared/insights/session-report';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { deleteSessionReport } from '../api/delete-session-report';
import { getSessionReport } from '../api/get-session-report';
import { REPORT_WAIT, sessionName } from '../labels';
import { SessionReportView } from './session-report-view';
import { TopicPicker } from './topic-picker';
import '../insights.css';

export interface ReportTopicsDialogProps {
  session: { chatId: string; title: string };
  onClose: () => void;
  /** The API refused the report as Premium's (403): the plan popup takes over. */
  onUpgrade: () => void;
  onDeleted?: (chatId: string) => void;
}

type Step = 'pick' | 'read' | 'confirmDelete' | 'deleted';

/**
 * The report topics modal (spec sections 2 and 3): pick topics, then read the session's
 * report with only those; the report can be deleted after a confirmation. The report loads while
 * the topics are picked. Premium's: the callers open the plan popup for Basic, and a 403 does too.
 */
export function ReportTopicsDialog({ session, onClose, onUpgrade, onDeleted }: ReportTopicsDialogProps) {
  const { chatId } = session;
  const fetchReport = useCallback((signal: AbortSignal) => getSessionReport(chatId, signal), [chatId]);
  const view = useQuery(fetchReport);
  const [topics, setTopics] = useState<ReaderTopic[]>([]);
  const [step, setStep] = useState<Step>('pick');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const name = sessionName(session);
  const forbidden = view.status === 'error' && view.error instanceof ApiError && view.error.status === 403;

  const upgrade = useEffectEvent(onUpgrade);
  useEffect(() => {
    if (forbidden) upgrade();
  }, [forbidden]);

  // The control that moved on is gone with its step: focus goes to the new step's start.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
  }, [step]);

  if (forbidden) return null;

  const onDelete = async () => {
    if (deleting) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteSessionReport(chatId);
      setStep('deleted');
      onDeleted?.(chatId);
    } catch (failure) {
      setDeleteError(errorMessage(failure, "We couldn't delete this report. Please try again."));
    } finally {
      setDeleting(false);
    }
  };

  let body;
  if (step === 'pick') {
    body = (
      <TopicPicker
        initial={topics}
        onPick={(picked) => {
          setTopics(picked);
          setStep('read');
        }}
      />
    );
  } else if (step === 'deleted') {
    body = (
      <>
        <Alert tone="success">Report deleted.</Alert>
        <div className="dialog__actions">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </div>
      </>
    );
  } else if (view.status === 'pending') {
    body = <p role="status">Loading the report…</p>;
  } else if (view.status === 'error') {
    body = (
      <>
        <Alert>{errorMessage(view.error, "We couldn't load this report. Please try again.")}</Alert>
        <div className="dialog__actions">
          <Button onClick={view.refetch}>Try again</Button>
        </div>
      </>
    );
  } else if (!view.data.report) {
    body = <p>This session has no report yet. {REPORT_WAIT}</p>;
  } else if (step === 'confirmDelete') {
    body = (
      <>
        <p>Are you sure you want to delete this report? This cannot be undone. Your chat stays.</p>
        {deleteError ? <Alert>{deleteError}</Alert> : null}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => setStep('read')} data-autofocus>
            No, keep it
          </Button>
          <Button className="button--danger" onClick={() => void onDelete()} busy={deleting}>
            Yes, delete the report
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <SessionReportView report={view.data.report} topics={topics} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => setStep('pick')}>
            Change topics
          </Button>
          <Button variant="ghost" onClick={() => setStep('confirmDelete')}>
            Delete report
          </Button>
        </div>
      </>
    );
  }

  return (
    <Dialog title={`Session report: ${name}`} onClose={onClose} className="report-dialog" describedByBody={false}>
      <div ref={stepRef} tabIndex={-1} className="report-dialog__step">
        {body}
      </div>
    </Dialog>
  );
}

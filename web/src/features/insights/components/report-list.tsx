import { useId } from 'react';
import type { PremiumInsights } from '#shared/schemas/insights';
import { ENGINE_TEXT, REPORT_WAIT, sessionName, shortDate } from '../labels';

export interface ReportListProps {
  reports: PremiumInsights['reports'];
  onOpen: (session: { chatId: string; title: string }) => void;
}

/** Premium's list of each session's report, newest first; each opens the report topics modal. */
export function ReportList({ reports, onOpen }: ReportListProps) {
  const id = useId();
  return (
    <section className="insights-card" aria-labelledby={id}>
      <h2 id={id} className="insights-card__title">
        Session reports
      </h2>
      {reports.length === 0 ? (
        <p className="insights-card__muted">No reports yet. {REPORT_WAIT}</p>
      ) : (
        <ul className="report-list" role="list">
          {reports.map((report) => (
            <li key={report.chatId} className="report-list__item">
              <button
                type="button"
                className="report-list__open"
                aria-haspopup="dialog"
                aria-label={`Session report: ${sessionName(report)}`}
                onClick={() => onOpen(report)}
              >
                {sessionName(report)}
              </button>
              <span className="report-list__meta">
                {shortDate(report.startTime)} · {report.messageCount} messages · {ENGINE_TEXT[report.engine]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

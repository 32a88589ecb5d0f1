import { useId, type ReactNode } from 'react';
import { GOALS, STYLES } from '#shared/chat';
import { REPORT_TOPICS, type ReaderReport, type ReaderTopic } from '#shared/insights/session-report';
import { capitalize, emotionBasis, emotionText, ENGINE_TEXT, shortDate } from '../labels';
import { SupportSection } from './support-section';

const NOTHING = 'Nothing noted in this session.';

function TextList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="report-topic__none">{NOTHING}</p>;
  return (
    <ul className="report-topic__list">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The session's overall mood. A heavy session (one that met a crisis tier) is named kindly and
 * without its score, which stands for the session rather than for its words.
 */
function moodLine({ label, score }: ReaderReport['findings']['sentiment']): string {
  if (label === 'heavy') return 'Overall mood: heavy. Something you shared in this session sounded really hard.';
  return `Overall mood: ${label} (${score.toFixed(2)} on a scale from −1 to 1)`;
}

/** One topic's findings, in plain words. */
function topicBody(topic: ReaderTopic, report: ReaderReport): ReactNode {
  const { findings } = report;
  switch (topic) {
    case 'sentimentsAndEmotions':
      return (
        <>
          <p>{moodLine(findings.sentiment)}</p>
          <TextList items={findings.emotions.map(({ emotion, share }) => emotionText(emotion, share, report.emotionWords))} />
          {findings.emotions.length > 0 ? <p className="insights-basis">{emotionBasis(report.emotionWords)}</p> : null}
        </>
      );
    case 'anxietyAndDistress':
      return (
        <>
          <p>Level: {findings.anxietyAndDistress.level}</p>
          <TextList items={findings.anxietyAndDistress.signs} />
        </>
      );
    case 'significantQuotes':
      return findings.significantQuotes.length === 0 ? (
        <p className="report-topic__none">{NOTHING}</p>
      ) : (
        findings.significantQuotes.map((quote, index) => (
          <blockquote key={`${index}-${quote}`} className="report-topic__quote">
            {quote}
          </blockquote>
        ))
      );
    case 'stressSources':
      return <TextList items={findings.stressSources.map(capitalize)} />;
    case 'futureSessionSuggestions':
      return <TextList items={findings.futureSessionSuggestions.map((s) => `${GOALS[s.goal]} · ${STYLES[s.style]}: ${s.reason}`)} />;
    default:
      return <TextList items={findings[topic]} />;
  }
}

function Topic({ topic, report }: { topic: ReaderTopic; report: ReaderReport }) {
  const id = useId();
  return (
    <section className="report-topic" aria-labelledby={id}>
      <h3 id={id} className="report-topic__title">
        {REPORT_TOPICS[topic]}
      </h3>
      {topicBody(topic, report)}
    </section>
  );
}

/**
 * A session's report, showing only the picked topics, with the engine that wrote it; first, when
 * the session was a hard one, the kind section with the resources.
 */
export function SessionReportView({ report, topics }: { report: ReaderReport; topics: readonly ReaderTopic[] }) {
  return (
    <div className="session-report">
      <p className="dialog__muted">
        {ENGINE_TEXT[report.engine]} Made on {shortDate(report.createdAt)} from {report.messageCount} messages.
      </p>
      {report.showSupport ? <SupportSection /> : null}
      {topics.map((topic) => (
        <Topic key={topic} topic={topic} report={report} />
      ))}
    </div>
  );
}

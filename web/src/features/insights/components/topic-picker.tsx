import { useId, useState, type FormEvent } from 'react';
import { REPORT_TOPICS, type ReportTopic } from '../../../../../shared/insights/session-report';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

/** Spec section 5: the topics modal needs at least one choice. */
export const NO_TOPIC_MESSAGE = 'Please select atleast one choice!';

const TOPICS = Object.keys(REPORT_TOPICS) as ReportTopic[];

export interface TopicPickerProps {
  initial: readonly ReportTopic[];
  onPick: (topics: ReportTopic[]) => void;
}

/**
 * The report topics modal's choices (spec sections 2 and 3): native checkboxes in a fieldset, so
 * Tab and Space work as everywhere; submitting none says so and keeps the dialog on the choices.
 */
export function TopicPicker({ initial, onPick }: TopicPickerProps) {
  const [picked, setPicked] = useState<ReadonlySet<ReportTopic>>(() => new Set(initial));
  const [error, setError] = useState(false);
  const errorId = useId();

  const toggle = (topic: ReportTopic, on: boolean) => {
    setError(false);
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.size === 0) {
      setError(true);
      return;
    }
    // In the report's own order, whatever order they were ticked in.
    onPick(TOPICS.filter((topic) => picked.has(topic)));
  };

  return (
    <form className="topic-picker" onSubmit={onSubmit} noValidate>
      <fieldset className="topic-picker__set" aria-describedby={error ? errorId : undefined}>
        <legend className="topic-picker__legend">Choose what to read in this report</legend>
        <div className="topic-picker__grid">
          {TOPICS.map((topic, index) => (
            <label key={topic} className="topic-picker__choice">
              <input
                type="checkbox"
                checked={picked.has(topic)}
                onChange={(event) => toggle(topic, event.target.checked)}
                {...(index === 0 ? { 'data-autofocus': true } : {})}
              />
              {REPORT_TOPICS[topic]}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <Alert id={errorId}>{NO_TOPIC_MESSAGE}</Alert> : null}
      <div className="dialog__actions">
        <Button type="submit">Show report</Button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { READER_TOPICS, REPORT_TOPICS, type ReaderTopic } from '#shared/insights/session-report';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

/** Spec section 5: the topics modal needs at least one choice. */
export const NO_TOPIC_MESSAGE = 'Please select atleast one choice!';

export interface TopicPickerProps {
  initial: readonly ReaderTopic[];
  onPick: (topics: ReaderTopic[]) => void;
}

/**
 * The report topics modal's choices (spec sections 2 and 3, without the score and red flags the
 * user never sees: SAFETY.md 20): native checkboxes in a fieldset, so
 * Tab and Space work as everywhere; submitting none says so and keeps the dialog on the choices.
 */
export function TopicPicker({ initial, onPick }: TopicPickerProps) {
  const [picked, setPicked] = useState<ReadonlySet<ReaderTopic>>(() => new Set(initial));
  const [error, setError] = useState(false);
  const errorId = useId();

  const toggle = (topic: ReaderTopic, on: boolean) => {
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
    onPick(READER_TOPICS.filter((topic) => picked.has(topic)));
  };

  return (
    <form className="topic-picker" onSubmit={onSubmit} noValidate>
      <fieldset className="topic-picker__set" aria-describedby={error ? errorId : undefined}>
        <legend className="topic-picker__legend">Choose what to read in this report</legend>
        <div className="topic-picker__grid">
          {READER_TOPICS.map((topic, index) => (
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

import { useId, useState, type FormEvent } from 'react';
import { WHO5_ANSWERS, WHO5_ITEMS, WHO5_MEANING, WHO5_TIME_FRAME } from '#shared/who5';
import type { Who5Result } from '#shared/schemas/check-ins';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CrisisResourcesCard } from '@/components/sos/crisis-resources-card';
import { useSos } from '@/components/sos/sos-context';
import { errorMessage } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { saveWho5 } from '../api/save-who5';

export const WHO5_TITLE = 'Weekly well-being check';
export const WHO5_INCOMPLETE = 'Please answer all five statements.';

export interface Who5CardProps {
  /** This ISO week's result, when there is one: the card shows it instead of the questions. */
  result: Who5Result | undefined;
  /** After a submit: the page keeps the result (and whether to bring support forward). */
  onSubmitted: (result: Who5Result, bringSafetyForward: boolean) => void;
}

/**
 * When support comes forward (SAFETY.md): the kind words, the crisis lines one tap away, and the
 * user's safety plan, which opens in the app's SOS dialog (on every plan).
 */
function Support() {
  const sos = useSos();
  return (
    <div className="who5-support">
      <p>{WHO5_MEANING.low}</p>
      <CrisisResourcesCard />
      <div>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => sos.open('plan')}>
          Open my safety plan
        </Button>
      </div>
    </div>
  );
}

/** A WHO-5 score with what it means; support comes forward when it is low. */
export function Who5Score({ result, bringSafetyForward }: { result: Who5Result; bringSafetyForward: boolean }) {
  return (
    <div className="who5-result">
      <p className="who5-result__score">
        Your well-being score this week: <strong>{result.score}</strong> out of 100
      </p>
      <p className="side-card__muted">{WHO5_MEANING.scale}</p>
      <p className="side-card__muted">{WHO5_MEANING.notADiagnosis}</p>
      {bringSafetyForward ? <Support /> : <p>{WHO5_MEANING.steady}</p>}
    </div>
  );
}

/**
 * The weekly WHO-5: five statements about the last two weeks, each a radio group of
 * the published answers. Once answered this week, the card shows the score and its meaning.
 */
export function Who5Card({ result, onSubmitted }: Who5CardProps) {
  const titleId = useId();
  const name = useId();
  const [answers, setAnswers] = useState<Array<number | undefined>>(() => WHO5_ITEMS.map(() => undefined));
  const [incomplete, setIncomplete] = useState(false);
  const [bringForward, setBringForward] = useState<boolean | null>(null);
  const save = useMutation(saveWho5);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = answers.filter((answer): answer is number => answer !== undefined);
    if (complete.length !== WHO5_ITEMS.length) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    save.mutate(complete).then(
      (reply) => {
        setBringForward(reply.bringSafetyForward);
        onSubmitted(reply.who5, reply.bringSafetyForward);
      },
      () => {},
    );
  };

  return (
    <section className="side-card who5" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-card__title">
        {WHO5_TITLE}
      </h2>
      {result ? (
        <Who5Score result={result} bringSafetyForward={bringForward ?? result.low} />
      ) : (
        <form className="goals-form" onSubmit={submit} noValidate>
          <p>{WHO5_TIME_FRAME}:</p>
          {WHO5_ITEMS.map((item, index) => (
            <fieldset key={item} className="goals-choice who5__item">
              <legend className="goals-choice__legend">{item}</legend>
              <div className="who5__answers">
                {WHO5_ANSWERS.map((answer) => (
                  <label key={answer.value} className="who5__answer">
                    <input
                      type="radio"
                      name={`${name}-${index}`}
                      value={answer.value}
                      checked={answers[index] === answer.value}
                      onChange={() => setAnswers((current) => current.map((value, i) => (i === index ? answer.value : value)))}
                    />
                    {answer.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {incomplete ? <Alert>{WHO5_INCOMPLETE}</Alert> : null}
          {save.error ? <Alert>{errorMessage(save.error, "We couldn't save your answers. Please try again.")}</Alert> : null}
          <div>
            <Button type="submit" busy={save.isPending}>
              Submit
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

import { useId } from 'react';
import { SENSES_INTRO, SENSES_STEPS } from '../grounding-steps';

/** 5-4-3-2-1 grounding: one numbered step per sense, to do at one's own pace. */
export function FiveSenses() {
  const id = useId();
  return (
    <section className="grounding" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="grounding__title">
        5-4-3-2-1 grounding
      </h3>
      <p>{SENSES_INTRO}</p>
      {/* role="list": Safari drops list semantics from a list styled without markers. */}
      <ol className="senses" role="list">
        {SENSES_STEPS.map((step) => (
          <li key={step.count} className="senses__step">
            <span className="senses__count" aria-hidden="true">
              {step.count}
            </span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useId } from 'react';
import { Button } from '@/components/button';
import { BOX_INTRO, BOX_PHASES } from '../grounding-steps';
import { useBoxBreathing } from '../use-box-breathing';

/**
 * Box breathing with an optional guide: a dot travels round a square, one side per phase, and the
 * phase is written out. The words are the guide; the dot is decoration, and with reduced motion
 * the current side is lit instead of anything moving. A status region announces each phase once
 * (every 4 s), never the seconds.
 */
export function BoxBreathing() {
  const id = useId();
  const { running, step, start, stop } = useBoxBreathing();
  const phase = BOX_PHASES[step.phase];

  return (
    <section className="grounding" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="grounding__title">
        Box breathing
      </h3>
      <p>{BOX_INTRO}</p>
      <div className="breathing-guide" data-running={running || undefined} data-phase={running ? step.phase : undefined}>
        <div className="breathing-guide__box" aria-hidden="true">
          <span className="breathing-guide__dot" />
        </div>
        <p className="breathing-guide__text">
          <span role="status">{running ? phase : ''}</span>
          {running ? (
            <span className="breathing-guide__count" aria-hidden="true">
              {step.secondsLeft}
            </span>
          ) : null}
        </p>
      </div>
      <Button variant="secondary" onClick={running ? stop : start}>
        {running ? 'Stop box breathing' : 'Start box breathing'}
      </Button>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { BOX_COUNT, BOX_PHASES } from './grounding-steps';

const TICK_MS = 1000;

/** Where the guide is: which side of the box, and the seconds left on it. */
export interface BreathingStep {
  phase: number;
  secondsLeft: number;
}

/** The step after `tick` whole seconds of breathing. */
export function breathingStep(tick: number): BreathingStep {
  return { phase: Math.floor(tick / BOX_COUNT) % BOX_PHASES.length, secondsLeft: BOX_COUNT - (tick % BOX_COUNT) };
}

/**
 * The box-breathing guide's clock: counts seconds while running and starts from the top each time.
 * Closing the dialog unmounts it, which stops the clock.
 */
export function useBoxBreathing() {
  const [running, setRunning] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  return {
    running,
    step: breathingStep(tick),
    start: () => {
      setTick(0);
      setRunning(true);
    },
    stop: () => setRunning(false),
  };
}

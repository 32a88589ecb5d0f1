import { useEffect, useState } from 'react';
import { COACH_NAME } from '#shared/chat';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { TYPING_STEP_MS, TYPING_STEPS } from '../reveal';

/**
 * The typing dots (spec section 4): four steps of 500 ms, lighting one more dot each step. The
 * words "Skye is typing" live in a status region that stays mounted (see ChatLog), so they are
 * announced; the dots are decoration. With reduced motion the dots hold still.
 */
export function TypingDots() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    const timer = setInterval(() => setStep((n) => (n + 1) % TYPING_STEPS), TYPING_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="message message--assistant message--typing" aria-hidden="true" data-step={step}>
      <span className="typing-dots">
        {Array.from({ length: TYPING_STEPS }, (_, i) => (
          <span key={i} className={i <= step ? 'typing-dots__dot typing-dots__dot--on' : 'typing-dots__dot'} />
        ))}
      </span>
    </div>
  );
}

/** The announcement that goes with the dots. */
export const typingText = `${COACH_NAME} is typing`;

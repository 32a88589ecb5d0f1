import { useEffect, useRef, useState } from 'react';
import { COACH_NAME } from '#shared/chat';
import { useInView } from '@/lib/use-in-view';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import '../section-frame.css';
import '../hero.css';

/** The sample reply follows the sample message after this long (spec sections 2 and 9). */
export const HERO_REPLY_DELAY_MS = 2000;

/** The sample exchange: an everyday worry, and a coaching reply that asks rather than treats. */
export const HERO_SAMPLE = {
  message: "Exams start next week and I can't switch off at night. I feel like I'm already behind.",
  reply:
    "That sounds like a lot to carry. Let's make it smaller: which subject could you plan one short, calm session for tomorrow? We can try a two-minute wind-down for tonight too.",
} as const;

type Phase = 'waiting' | 'typing' | 'replied';

/** Keeps an element's place in the layout while it is not shown yet. */
const shownIf = (shown: boolean) => (shown ? undefined : ({ visibility: 'hidden' } as const));

/**
 * The hero's animated sample chat (spec section 2): once scrolled into view, the sample message
 * shows with typing dots, and the coach's reply follows 2 s later. Users who asked for less motion
 * see both at once.
 *
 * Both messages are always in the markup, pre-rendered included, and hidden with `visibility`
 * until their turn: their space is reserved from the first paint (no layout shift), and a screen
 * reader gets each message when a sighted reader does. The bubbles stay smaller than the hero
 * headline, so a late one never becomes the page's largest paint.
 */
export function HeroChat() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true });
  const reducedMotion = useReducedMotion();
  const [replied, setReplied] = useState(false);
  const phase: Phase = !inView ? 'waiting' : replied || reducedMotion ? 'replied' : 'typing';

  useEffect(() => {
    if (!inView || reducedMotion) return;
    const timer = window.setTimeout(() => setReplied(true), HERO_REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inView, reducedMotion]);

  return (
    <figure className="hero-chat" aria-labelledby="hero-chat-caption">
      <figcaption id="hero-chat-caption" className="hero-chat__caption">
        <span className="hero-chat__avatar" aria-hidden="true">
          {COACH_NAME[0]}
        </span>
        <span>
          <span className="hero-chat__name">{COACH_NAME}</span>
          <span className="hero-chat__status">A sample chat with your AI coach</span>
        </span>
      </figcaption>
      <div ref={ref} className="hero-chat__log" data-phase={phase}>
        <p className="hero-chat__bubble hero-chat__bubble--user" style={shownIf(phase !== 'waiting')}>
          <span className="visually-hidden">You: </span>
          {HERO_SAMPLE.message}
        </p>
        <div className="hero-chat__reply-slot">
          <span className="hero-chat__dots" aria-hidden="true" style={shownIf(phase === 'typing')}>
            <span />
            <span />
            <span />
          </span>
          <p className="hero-chat__bubble hero-chat__bubble--coach" style={shownIf(phase === 'replied')}>
            <span className="visually-hidden">{COACH_NAME}: </span>
            {HERO_SAMPLE.reply}
          </p>
        </div>
      </div>
    </figure>
  );
}

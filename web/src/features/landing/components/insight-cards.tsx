import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useInView } from '@/lib/use-in-view';
import '../insight-cards.css';

/** A card stays this long before the next one (spec section 9)... */
export const INSIGHT_ROTATE_MS = 5000;
/** ...and fades out for this long before it changes. */
export const INSIGHT_FADE_MS = 400;

interface InsightCard {
  title: string;
  body: ReactNode;
}

const ANXIETY_WEEK = [
  ['Mon', 80],
  ['Tue', 70],
  ['Wed', 65],
  ['Thu', 45],
  ['Fri', 50],
  ['Sat', 30],
  ['Sun', 25],
] as const;

const STRESS_SOURCES = [
  ['Exams and coursework', 45],
  ['Sleep', 25],
  ['Friendships', 20],
  ['Family', 10],
] as const;

/** Sample insights, as a week of check-ins might show them. */
const CARDS: readonly InsightCard[] = [
  {
    title: 'Levels of Anxiety',
    body: (
      <>
        <div className="insight-bars" role="img" aria-label="Anxiety through a sample week: highest on Monday, lowest on Sunday">
          {ANXIETY_WEEK.map(([day, level]) => (
            <div key={day} className="insight-bars__day">
              <span className="insight-bars__bar" style={{ blockSize: `${level}%` }} />
              <span className="insight-bars__label">{day}</span>
            </div>
          ))}
        </div>
        <p>Your check-ins this week felt calmer from Thursday on, after you started the evening wind-down.</p>
      </>
    ),
  },
  {
    title: 'Future Sessions Recommendation',
    body: (
      <>
        <p className="insight-card__highlight">Reduce Stress · Resource &amp; Information Sharing</p>
        <p>
          Exams came up in most of your chats. Next time, try a session on planning revision in short blocks, with a breathing exercise for
          the night before.
        </p>
      </>
    ),
  },
  {
    title: 'Sources of Stress',
    body: (
      <ul className="insight-sources">
        {STRESS_SOURCES.map(([source, share]) => (
          <li key={source} className="insight-sources__item">
            <span>{source}</span>
            <span className="insight-sources__share">{share}%</span>
            <span className="insight-sources__track" aria-hidden="true">
              <span className="insight-sources__fill" style={{ inlineSize: `${share}%` }} />
            </span>
          </li>
        ))}
      </ul>
    ),
  },
];

/** Which card shows, and whether it is fading out on its way to the next. */
interface Rotation {
  index: number;
  fading: boolean;
}

/**
 * The rotating insight cards of the features section (spec sections 2 and 9): a new card every
 * 5 s with a 400 ms fade, only while the cards are on screen. A Pause button stops the rotation
 * (WCAG 2.2.2) and the dots pick a card. While it rotates the change is not announced; paused,
 * a picked card is (aria-live polite). Reduced motion keeps the rotation but drops the fade (the
 * global CSS shortens transitions).
 *
 * All cards share one grid cell, so the block keeps the height of the tallest.
 */
export function InsightCards() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const [paused, setPaused] = useState(false);
  const [{ index, fading }, setRotation] = useState<Rotation>({ index: 0, fading: false });
  const rotating = inView && !paused;

  useEffect(() => {
    if (!rotating) return;
    let fade: number | undefined;
    const timer = window.setInterval(() => {
      setRotation((current) => ({ ...current, fading: true }));
      fade = window.setTimeout(
        () => setRotation((current) => ({ index: (current.index + 1) % CARDS.length, fading: false })),
        INSIGHT_FADE_MS,
      );
    }, INSIGHT_ROTATE_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(fade);
      // Stopped half-way through a fade: show the card fully rather than leave it faded.
      setRotation((current) => (current.fading ? { ...current, fading: false } : current));
    };
  }, [rotating]);

  return (
    <div ref={ref} className="insights" role="group" aria-roledescription="carousel" aria-label="Sample insights">
      <div className="insights__controls">
        {/* The name starts with the visible word, so voice control finds it by "Pause". */}
        <button
          type="button"
          className="insights__pause"
          aria-label={`${paused ? 'Play' : 'Pause'} rotating insights`}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Play' : 'Pause'}
        </button>
        <div className="insights__dots">
          {CARDS.map((card, cardIndex) => (
            <button
              key={card.title}
              type="button"
              className="insights__dot"
              aria-label={`Show ${card.title}`}
              aria-current={cardIndex === index ? 'true' : undefined}
              onClick={() => setRotation({ index: cardIndex, fading: false })}
            />
          ))}
        </div>
      </div>
      <div className="insights__stack" aria-live={rotating ? 'off' : 'polite'}>
        {CARDS.map((card, cardIndex) => {
          const active = cardIndex === index;
          return (
            <article
              key={card.title}
              className={`insight-card${active && !fading ? ' insight-card--shown' : ''}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              aria-roledescription="slide"
              aria-label={`${cardIndex + 1} of ${CARDS.length}`}
            >
              <p className="insight-card__eyebrow">Sample insight</p>
              <h4 className="insight-card__title">{card.title}</h4>
              {card.body}
            </article>
          );
        })}
      </div>
    </div>
  );
}

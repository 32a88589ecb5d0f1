import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { StrokeIcon } from './icons';
import './carousel.css';

export interface CarouselProps<T> {
  /** The carousel's accessible name, e.g. "Testimonials". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

/** How far a finger must travel sideways before a swipe counts as Previous or Next. */
const SWIPE_PX = 40;

interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

/** Where the track stands; a pixel of slack absorbs sub-pixel scroll positions. */
function measure(track: HTMLElement): Ends {
  return {
    atStart: track.scrollLeft <= 1,
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
  };
}

/**
 * A carousel after the WAI-ARIA APG pattern, without auto-rotation: a named region of slides
 * ("2 of 6") with Previous and Next buttons that move by one slide and are disabled at the ends
 * (aria-disabled, so a keyboard user pressing Next to the end keeps focus on the button).
 * The slides sit in a horizontally scrolling, snapping track (one slide per view on phones, two
 * on tablets, three on wide screens). The track does not scroll by wheel or touch pan itself, so
 * it is not a scroll region without a keyboard handle; a sideways swipe presses Previous or Next,
 * and focusing a link in a slide out of view scrolls it into view.
 *
 * Pre-render safe: the first render assumes the start (Previous disabled, Next enabled) and the
 * real ends are measured after mount.
 */
export function Carousel<T>({ label, items, getKey, renderItem, className }: CarouselProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  /** Where a smooth scroll is heading: presses during the glide count on from there. */
  const target = useRef<number | null>(null);
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: items.length <= 1 });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      if (target.current !== null && Math.abs(track.scrollLeft - target.current) <= 1) target.current = null;
      const next = measure(track);
      setEnds((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
    };
    update();
    // Only the buttons move the track, except the browser bringing a focused link into view and a
    // resize moving the slides: after those, count from where the track is. (Not on scrollend: it
    // can arrive late, after the next press has set a new target, and drop that press's step.)
    const recount = () => {
      target.current = null;
      update();
    };
    track.addEventListener('scroll', update, { passive: true });
    track.addEventListener('focusin', recount);
    window.addEventListener('resize', recount);
    return () => {
      track.removeEventListener('scroll', update);
      track.removeEventListener('focusin', recount);
      window.removeEventListener('resize', recount);
    };
  }, [items.length]);

  const go = useCallback((direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    const [first, second] = Array.from(track.children) as HTMLElement[];
    // One slide is its width plus the gap: the distance between two slides' left edges.
    const step = (first && second ? second.offsetLeft - first.offsetLeft : 0) || track.clientWidth;
    if (step <= 0) return;
    const index = Math.round((target.current ?? track.scrollLeft) / step) + direction;
    const left = Math.min(Math.max(0, index * step), Math.max(0, track.scrollWidth - track.clientWidth));
    target.current = left;
    // No behavior given: the CSS scroll-behavior decides, so reduced motion jumps instead of gliding.
    track.scrollTo({ left });
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (dx <= -SWIPE_PX && !ends.atEnd) go(1);
    else if (dx >= SWIPE_PX && !ends.atStart) go(-1);
  };

  return (
    <section className={className ? `carousel ${className}` : 'carousel'} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={trackRef}
        className="carousel__track"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {items.map((item, index) => (
          <div
            key={getKey(item)}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {/* Hidden, not removed, when every slide fits: no layout shift, and no dead tab stops. */}
      <div className="carousel__controls" data-all-in-view={ends.atStart && ends.atEnd ? true : undefined}>
        <button
          type="button"
          className="icon-button carousel__button"
          aria-disabled={ends.atStart}
          onClick={() => (ends.atStart ? undefined : go(-1))}
        >
          <StrokeIcon d="M15 18l-6-6 6-6" />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <button
          type="button"
          className="icon-button carousel__button"
          aria-disabled={ends.atEnd}
          onClick={() => (ends.atEnd ? undefined : go(1))}
        >
          <StrokeIcon d="M9 18l6-6-6-6" />
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** The wave's bars and how often they move while the clip plays (spec section 9). */
export const WAVE_BARS = 80;
export const WAVE_TICK_MS = 135;
/** A stopped wave is a flat line: every bar at this fraction of its height. */
export const FLAT_BAR = 0.08;

/** A repeatable number in [0, 1) for a bar at a tick: an integer hash, so no Math.random(). */
function noise(bar: number, tick: number): number {
  let hash = Math.imul(bar + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(tick + 0x632be5ab, 0xc2b2ae35);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The bars' heights (fractions of the full height) at one tick of a playing clip. A speech-like
 * shape: taller in the middle, each tick a little louder or softer as syllables come and go.
 *
 * Made up, not measured: an AnalyserNode would need an AudioContext started by the click and
 * rerouting the element's output through it (a media element can be captured only once), a
 * code path that jsdom cannot run, all for a wave that is decorative (aria-hidden). A
 * deterministic pattern costs a few lines and looks the same in every browser.
 */
export function waveHeights(tick: number): number[] {
  const loudness = 0.55 + 0.45 * noise(-1, tick);
  return Array.from({ length: WAVE_BARS }, (_, bar) => {
    const envelope = 0.3 + 0.7 * Math.sin((Math.PI * (bar + 0.5)) / WAVE_BARS);
    return Math.max(FLAT_BAR, envelope * loudness * (0.25 + 0.75 * noise(bar, tick)));
  });
}

const FLAT: readonly number[] = Array.from({ length: WAVE_BARS }, () => FLAT_BAR);

/**
 * The voice demo's 80-bar sound wave: flat while stopped, moving every 135 ms while playing.
 * With reduced motion it shows one still, speech-shaped frame while playing, so the state is
 * still visible without movement. Decorative: the play button says whether the clip plays.
 */
export function SoundWave({ playing }: { playing: boolean }) {
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!playing || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setTick((current) => current + 1), WAVE_TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const heights = playing ? waveHeights(tick) : FLAT;
  return (
    <div className={`sound-wave${playing ? ' sound-wave--playing' : ''}`} aria-hidden="true">
      {heights.map((height, bar) => (
        <span key={bar} className="sound-wave__bar" style={{ transform: `scaleY(${height.toFixed(3)})` }} />
      ))}
    </div>
  );
}

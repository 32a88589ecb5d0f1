import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What the voice demo needs from its audio element: its state, the two actions and the element's events. */
export interface DemoAudio {
  /** For the page's one `<audio preload="none">`: it has no source until the first Play, so nothing downloads before. */
  ref: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  /** Plays `src` from its start; a different clip replaces the current one, even mid-play. */
  play: (src: string) => void;
  /** Stops and rewinds, so the next Play starts the clip over. */
  stop: () => void;
  onEnded: () => void;
  onPause: () => void;
}

/**
 * The voice demo's two states (spec section 4): playing or stopped. The end of the clip, a
 * play() the browser refuses (autoplay policy, a missing file) and a pause from outside the page
 * (media keys, headphones unplugged) all return it to stopped.
 */
export function useDemoAudio(): DemoAudio {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  // Only the latest play() may stop the demo when it fails: switching clips aborts the previous
  // play() (an AbortError) while the new one goes on.
  const attempt = useRef(0);

  const play = useCallback((src: string) => {
    const audio = ref.current;
    if (!audio) return;
    // The attribute, not the property: the property reads back as an absolute URL.
    if (audio.getAttribute('src') !== src) audio.src = src;
    const current = ++attempt.current;
    setPlaying(true);
    // A promise in today's browsers, undefined in old ones; a synchronous throw counts as refused too.
    new Promise((resolve) => resolve(audio.play())).catch(() => {
      if (attempt.current === current) setPlaying(false);
    });
  }, []);

  const stop = useCallback(() => {
    attempt.current++;
    setPlaying(false);
    const audio = ref.current;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }, []);

  const onEnded = useCallback(() => {
    attempt.current++;
    setPlaying(false);
  }, []);

  // Changing the clip mid-play pauses the element only for an instant: by the time this event
  // runs the new play() has begun, so `paused` is false again and the demo stays playing.
  const onPause = useCallback(() => {
    if (ref.current?.paused) onEnded();
  }, [onEnded]);

  // Leaving the page mid-clip: browsers pause a removed element, but say so rather than rely on it.
  useEffect(() => {
    const audio = ref.current;
    return () => audio?.pause();
  }, []);

  return { ref, playing, play, stop, onEnded, onPause };
}

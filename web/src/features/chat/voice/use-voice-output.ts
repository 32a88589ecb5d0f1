import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { readVoice } from '@/lib/preferences';
import { speak } from './api/speak';
import { playClip } from './play-clip';
import { splitSentences } from './sentences';
import { voiceMessages } from './voice-messages';

interface Playback {
  controller: AbortController;
  audio: HTMLAudioElement;
}

/**
 * Spoken replies (spec section 4): while `on`, `say` reads a reply aloud in the preferred
 * voice (Settings > Voice), one sentence at a time, asking for the next sentence while the current
 * one plays so playback starts early. A new reply, `stop`, turning it off and unmounting all end
 * the current playback.
 */
export function useVoiceOutput() {
  const [on, setOn] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [error, setError] = useState('');
  const playback = useRef<Playback | null>(null);

  const stop = useCallback(() => {
    const current = playback.current;
    if (!current) return;
    playback.current = null;
    current.controller.abort();
    current.audio.pause();
    current.audio.removeAttribute('src');
    setSpeaking(false);
  }, []);

  useEffect(() => stop, [stop]);

  const say = useCallback(
    async (text: string) => {
      stop();
      const sentences = splitSentences(text);
      if (sentences.length === 0) return;
      const current: Playback = { controller: new AbortController(), audio: new Audio() };
      const { signal } = current.controller;
      playback.current = current;
      setSpeaking(true);
      setError('');
      const voice = readVoice();
      const fetchClip = (sentence: string) => speak(sentence, voice, signal).then((blob) => URL.createObjectURL(blob));
      const urls: string[] = [];
      try {
        let next = fetchClip(sentences[0] ?? '');
        for (let index = 0; index < sentences.length && !signal.aborted; index += 1) {
          const url = await next;
          urls.push(url);
          const following = sentences[index + 1];
          if (following !== undefined) {
            next = fetchClip(following);
            // Awaited on the next turn; until then a failure must not count as unhandled.
            next.catch(() => undefined);
          }
          if (!signal.aborted) await playClip(current.audio, url, signal);
        }
      } catch (failure) {
        if (!signal.aborted) setError(errorMessage(failure, voiceMessages.speakFailed));
      } finally {
        for (const url of urls) URL.revokeObjectURL(url);
        if (playback.current === current) {
          playback.current = null;
          setSpeaking(false);
        }
      }
    },
    [stop],
  );

  const toggle = useCallback(() => {
    if (on) stop();
    setError('');
    setOn(!on);
  }, [on, stop]);

  return { on, speaking, error, say, stop, toggle };
}

export type VoiceOutput = ReturnType<typeof useVoiceOutput>;

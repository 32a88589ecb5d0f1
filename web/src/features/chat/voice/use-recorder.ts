import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { releaseStream } from './use-microphone';
import { MAX_AUDIO_MS as MAX_RECORDING_MS } from '#shared/voice';

/** One finished recording, as MediaRecorder gave it. */
export interface Recording {
  blob: Blob;
  durationMs: number;
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  tick?: ReturnType<typeof setInterval>;
  limit?: ReturnType<typeof setTimeout>;
  /** Unmounting throws the recording away instead of sending it. */
  discard: boolean;
}

/**
 * Records from an open microphone stream with MediaRecorder. `stop` ends the recording and hands
 * it to `onFinished`; so does reaching 60 s, the longest the server takes. `elapsedMs` counts the
 * recording's time for display. Unmounting stops the recording, discards it and frees the microphone.
 */
export function useRecorder(onFinished: (recording: Recording) => void) {
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const session = useRef<Session | null>(null);
  const finished = useLatest(onFinished);

  const stop = useCallback(() => {
    const current = session.current;
    if (!current) return;
    clearInterval(current.tick);
    clearTimeout(current.limit);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(
    (stream: MediaStream) => {
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      const began = Date.now();
      const current: Session = { recorder, stream, discard: false };
      recorder.addEventListener('dataavailable', (event: BlobEvent) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => {
        releaseStream(stream);
        if (session.current === current) session.current = null;
        if (current.discard) return;
        setElapsedMs(null);
        const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
        finished.current({ blob: new Blob(chunks, { type }), durationMs: Date.now() - began });
      });
      recorder.start();
      session.current = current;
      setElapsedMs(0);
      current.tick = setInterval(() => setElapsedMs(Date.now() - began), 1_000);
      current.limit = setTimeout(stop, MAX_RECORDING_MS);
    },
    [finished, stop],
  );

  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.discard = true;
      stop();
      releaseStream(current.stream);
    },
    [stop],
  );

  return { recording: elapsedMs !== null, elapsedMs: elapsedMs ?? 0, start, stop };
}

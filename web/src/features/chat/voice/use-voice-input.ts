import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useLatest } from '@/lib/use-latest';
import { transcribe } from './api/transcribe';
import { permissionOf, useMicrophone } from './use-microphone';
import { useRecorder, type Recording } from './use-recorder';
import type { VoiceAccess } from './use-voice-access';
import { MAX_AUDIO_BYTES as MAX_RECORDING_BYTES } from '#shared/voice';
import { voiceMessages } from './voice-messages';

export interface VoiceInputOptions {
  access: VoiceAccess;
  /** The transcript of a finished recording, trimmed and never empty. */
  onTranscript: (text: string) => void;
  /** A recording begins: spoken replies stop, so the microphone does not pick them up. */
  onRecordingStart?: () => void;
}

/**
 * The microphone's three clicks (spec section 4): the first, once access is granted, only turns
 * voice input on; the next starts recording; the one after (or reaching 60 s) stops, transcribes
 * and hands the text on. `status` is announced politely, `error` as an alert.
 */
export function useVoiceInput({ access, onTranscript, onRecordingStart }: VoiceInputOptions) {
  const mic = useMicrophone();
  const [enabled, setEnabled] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const callbacks = useLatest({ onTranscript, onRecordingStart });
  // Set while a click awaits the browser, so a second click does not ask twice.
  const busy = useRef(false);
  const unmounted = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  const fail = (message: string) => {
    setStatus('');
    setError(message);
  };

  async function finish({ blob, durationMs }: Recording) {
    if (blob.size === 0) return fail(voiceMessages.empty);
    if (blob.size > MAX_RECORDING_BYTES) return fail(voiceMessages.tooLarge);
    const { signal } = unmounted.current;
    setTranscribing(true);
    setStatus(voiceMessages.transcribing);
    try {
      const text = (await transcribe(blob, durationMs, signal)).trim();
      if (signal.aborted) return;
      if (!text) return fail(voiceMessages.empty);
      setStatus('');
      callbacks.current.onTranscript(text);
    } catch (failure) {
      // A provider error or timeout: the server's words, and the typed text stays where it was.
      if (!signal.aborted) fail(errorMessage(failure, voiceMessages.transcribeFailed));
    } finally {
      if (!signal.aborted) setTranscribing(false);
    }
  }

  const recorder = useRecorder((recording) => void finish(recording));

  async function enable() {
    const permission = await mic.requestAccess();
    if (permission !== 'granted') return fail(permission === 'denied' ? voiceMessages.micDenied : voiceMessages.micError);
    setEnabled(true);
    setStatus(voiceMessages.enabled);
  }

  async function record() {
    let stream: MediaStream;
    try {
      stream = await mic.open();
    } catch (failure) {
      // Access was withdrawn since voice was turned on: the next click asks again.
      setEnabled(false);
      return fail(permissionOf(failure) === 'denied' ? voiceMessages.micDeniedAtStart : voiceMessages.micError);
    }
    callbacks.current.onRecordingStart?.();
    recorder.start(stream);
    setStatus(voiceMessages.recording);
  }

  const click = async () => {
    if (transcribing || busy.current) return;
    if (recorder.recording) return recorder.stop();
    if (!access.allow()) return;
    setError('');
    busy.current = true;
    try {
      await (enabled ? record() : enable());
    } finally {
      busy.current = false;
    }
  };

  return {
    permission: mic.permission,
    enabled,
    recording: recorder.recording,
    elapsedMs: recorder.elapsedMs,
    transcribing,
    status,
    error,
    click,
  };
}

export type VoiceInput = ReturnType<typeof useVoiceInput>;

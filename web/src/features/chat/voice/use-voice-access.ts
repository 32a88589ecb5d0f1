import { useCallback, useEffect, useState } from 'react';
import { getVoiceConnected } from './api/get-voice-config';
import { voiceMessages } from './voice-messages';

/**
 * Who may use voice now (spec sections 4 and 6): Premium only, on a server with a speech service.
 * `allow()` is asked before every voice action: a non-Premium user gets the plan popup, a server
 * without voice says so, and in both cases nothing else happens (no request, no microphone).
 * Without `onUpgrade` (a crisis in view, docs/safety.md "No price beside a crisis") Premium goes
 * unmentioned: the user is told to type instead.
 */
export function useVoiceAccess(premium: boolean, onUpgrade: (() => void) | undefined) {
  // Unknown until GET /api/config answers; only Premium users ask.
  const [connected, setConnected] = useState<boolean | undefined>(undefined);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!premium) return undefined;
    const controller = new AbortController();
    getVoiceConnected(controller.signal).then(setConnected, (error: unknown) => {
      // Unknown stays unknown: the voice routes themselves say if voice is not connected.
      if (!controller.signal.aborted) console.warn('Could not read the voice configuration', error);
    });
    return () => controller.abort();
  }, [premium]);

  const allow = useCallback((): boolean => {
    if (!premium) {
      if (onUpgrade) onUpgrade();
      else setNotice(voiceMessages.typeInstead);
      return false;
    }
    if (connected === false) {
      setNotice(voiceMessages.notConnected);
      return false;
    }
    return true;
  }, [premium, connected, onUpgrade]);

  return { premium, upsell: Boolean(onUpgrade), connected, notice, allow };
}

export type VoiceAccess = ReturnType<typeof useVoiceAccess>;

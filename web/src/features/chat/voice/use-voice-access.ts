import { useCallback, useEffect, useState } from 'react';
import { VOICE_OFF_MESSAGE } from '#shared/guardian-controls';
import { getVoiceConnected } from './api/get-voice-config';
import { voiceMessages } from './voice-messages';

/**
 * Who may use voice now (spec sections 4 and 6): Premium only, on a server with a speech service.
 * `allow()` is asked before every voice action: a non-Premium user gets the plan popup, a server
 * without voice says so, and in both cases nothing else happens (no request, no microphone).
 * Without `onUpgrade` (a crisis in view, docs/safety.md "No price beside a crisis") Premium goes
 * unmentioned: the user is told to type instead. With `guardianOff` (a linked guardian turned voice
 * off: shared/guardian-controls.ts) nothing of voice is offered, and the panel says why.
 */
export function useVoiceAccess(premium: boolean, onUpgrade: (() => void) | undefined, guardianOff = false) {
  // Unknown until GET /api/config answers; only Premium users ask.
  const [connected, setConnected] = useState<boolean | undefined>(undefined);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!premium || guardianOff) return undefined;
    const controller = new AbortController();
    getVoiceConnected(controller.signal).then(setConnected, (error: unknown) => {
      // Unknown stays unknown: the voice routes themselves say if voice is not connected.
      if (!controller.signal.aborted) console.warn('Could not read the voice configuration', error);
    });
    return () => controller.abort();
  }, [premium, guardianOff]);

  const allow = useCallback((): boolean => {
    if (guardianOff) {
      setNotice(VOICE_OFF_MESSAGE);
      return false;
    }
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
  }, [premium, connected, onUpgrade, guardianOff]);

  return { premium, upsell: Boolean(onUpgrade), connected, notice, allow, guardianOff };
}

export type VoiceAccess = ReturnType<typeof useVoiceAccess>;

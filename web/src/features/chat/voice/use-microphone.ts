import { useCallback, useState } from 'react';

/** Where microphone access stands (spec section 4). */
export type MicPermission = 'unknown' | 'granted' | 'denied' | 'error';

/** A refusal by the user or the browser's settings is `denied`; anything else (no device, no support) is `error`. */
export function permissionOf(error: unknown): 'denied' | 'error' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'error';
}

/** Releases the microphone, so the browser's recording indicator goes out. */
export function releaseStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Opens the microphone; throws when there is none, the browser lacks support, or access is refused. */
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
    throw new DOMException('This browser cannot record audio.', 'NotSupportedError');
  }
  return navigator.mediaDevices.getUserMedia({ audio: true });
}

/** What the browser already knows, where it can say (Firefox and Safari may not know the name). */
async function queryPermission(): Promise<MicPermission> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    if (status?.state === 'granted') return 'granted';
    if (status?.state === 'denied') return 'denied';
  } catch {
    // The Permissions API does not know the microphone here: asking is the only way to find out.
  }
  return 'unknown';
}

/**
 * The microphone's permission (spec section 4: unknown, granted, denied, error). `requestAccess`
 * asks for it, checking what the browser already knows first; `open` opens the microphone to
 * record, and a refusal then moves the state to denied as well.
 */
export function useMicrophone() {
  const [permission, setPermission] = useState<MicPermission>('unknown');

  const requestAccess = useCallback(async (): Promise<MicPermission> => {
    let next = await queryPermission();
    if (next !== 'granted' && next !== 'denied') {
      try {
        releaseStream(await openMicrophone());
        next = 'granted';
      } catch (error) {
        next = permissionOf(error);
      }
    }
    setPermission(next);
    return next;
  }, []);

  const open = useCallback(async (): Promise<MediaStream> => {
    try {
      const stream = await openMicrophone();
      setPermission('granted');
      return stream;
    } catch (error) {
      setPermission(permissionOf(error));
      throw error;
    }
  }, []);

  return { permission, requestAccess, open };
}

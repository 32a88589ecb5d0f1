import { screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { configReply, type ApiMock, type Reply } from './fetch-mock';

/**
 * jsdom has no microphone, no MediaRecorder and plays no audio. These stand-ins keep what the voice
 * feature relies on: getUserMedia that grants or refuses, the Permissions API's answer,
 * MediaRecorder's dataavailable and stop events, and audio that "plays" until a test ends the clip.
 */

/** What the microphone does when asked: grant, refuse (NotAllowedError), or not exist (NotFoundError). */
export type MicrophoneBehaviour = 'allow' | 'deny' | 'none';

export interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
}

/** The recording every fake MediaRecorder produces, as Chrome's would be typed. */
export const RECORDED_TYPE = 'audio/webm;codecs=opus';

export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  readonly mimeType = RECORDED_TYPE;
  constructor(readonly stream: MediaStream) {
    super();
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    // The browser hands over the data and then says it stopped, after the current task.
    void Promise.resolve().then(() => {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['fake opus audio'], { type: RECORDED_TYPE }) }));
      this.dispatchEvent(new Event('stop'));
    });
  }
}

const stubbedOnNavigator = ['mediaDevices', 'permissions'] as const;

afterEach(() => {
  for (const key of stubbedOnNavigator) Reflect.deleteProperty(navigator, key);
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  FakeMediaRecorder.instances = [];
});

/**
 * Installs the fakes. `permission` is what navigator.permissions says of the microphone
 * ('unsupported' throws, as in browsers that do not know the name); `microphone` is what
 * getUserMedia does and can be changed later (`media.microphone = 'deny'`).
 */
export function installMedia(options: { permission?: PermissionState | 'unsupported'; microphone?: MicrophoneBehaviour } = {}) {
  const tracks: FakeTrack[] = [];
  const played: Array<{ audio: HTMLMediaElement; src: string }> = [];
  const state = { permission: options.permission ?? 'prompt', microphone: options.microphone ?? 'allow' };

  const getUserMedia = vi.fn(async () => {
    if (state.microphone === 'deny') throw new DOMException('Permission denied', 'NotAllowedError');
    if (state.microphone === 'none') throw new DOMException('Requested device not found', 'NotFoundError');
    const track: FakeTrack = { stop: vi.fn() };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  const query = vi.fn(async () => {
    if (state.permission === 'unsupported') throw new TypeError('microphone is not a valid permission name');
    return { state: state.permission } as PermissionStatus;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);

  let urls = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:fake/${++urls}`), revokeObjectURL: vi.fn() });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push({ audio: this, src: this.getAttribute('src') ?? '' });
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});

  return {
    getUserMedia,
    query,
    tracks,
    played,
    play,
    pause,
    recorders: () => FakeMediaRecorder.instances,
    set microphone(next: MicrophoneBehaviour) {
      state.microphone = next;
    },
    /** The clip now playing reaches its end, as the browser would say. */
    endClip() {
      played.at(-1)?.audio.dispatchEvent(new Event('ended'));
    },
  };
}

export type MediaFake = ReturnType<typeof installMedia>;

/** GET /api/config on a server with an OpenAI key (connected) or without one. */
export const voiceConfig = (connected: boolean): Reply => ({
  body: { ...(configReply.body as object), voice: { connected } },
});

/** The multipart body the app sent to POST /api/voice/transcription, call by call. */
export function transcriptionForms(mock: ApiMock): FormData[] {
  return mock.fetch.mock.calls
    .filter(([input]) => String(input).endsWith('/api/voice/transcription'))
    .map(([, init]) => init?.body as FormData);
}

/** The requests to the voice routes, as "METHOD path". */
export const voiceCalls = (mock: ApiMock) =>
  mock.requests.filter((request) => request.path.startsWith('/api/voice/')).map((request) => `${request.method} ${request.path}`);

export const microphone = () => screen.getByRole('button', { name: 'Microphone' });
export const voicePanel = () => screen.getByRole('group', { name: 'Voice controls' });
export const voiceToggle = () => within(voicePanel()).getByRole('button', { name: 'Voice replies' });

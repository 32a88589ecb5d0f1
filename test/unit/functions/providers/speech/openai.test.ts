import { KeyNotSetError } from '../../../../../functions/providers/coach/api-key';
import { createSpeech, SpeechNotConnectedError } from '../../../../../functions/providers/speech';
import { openaiSpeech } from '../../../../../functions/providers/speech/openai';
import type { OpenAIConfig } from '../../../../../functions/kernel/config';
import { useTestEnv } from '../../../../fixtures/env';
import {
  apiError,
  FAKE_TRANSCRIPT,
  fakeMp3,
  FakeOpenAI,
  fakeOpenAIConfig,
  formOf,
  SPEECH,
  TRANSCRIPTIONS,
} from '../../../../fixtures/fake-openai';
import { fakeRecording } from '../../../../fixtures/voice';

/** The OpenAI speech adapter through the real client, against a local server speaking OpenAI's audio endpoints. */

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  useTestEnv();
  fake.reset();
});

// No retries: a failure here is the adapter's to report at once.
const config = (overrides: Partial<OpenAIConfig> = {}): OpenAIConfig => fakeOpenAIConfig(fake, { maxRetries: 0, ...overrides });

const recording = { bytes: fakeRecording(1000), type: 'audio/webm;codecs=opus', name: 'recording.webm' };

describe('OpenAI speech: transcription', () => {
  it('uploads the recording to whisper-1 asking for text, and answers the trimmed transcript', async () => {
    const text = await createSpeech(config()).transcribe(recording);

    expect(text).toBe(FAKE_TRANSCRIPT);
    const [sent] = fake.requestsTo(TRANSCRIPTIONS);
    expect(sent!.headers.authorization).toBe('Bearer sk-test-key');
    const form = await formOf(sent!);
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('text');
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm;codecs=opus');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(recording.bytes);
  });

  it('throws when OpenAI answers an error', async () => {
    fake.enqueue(TRANSCRIPTIONS, apiError(500, 'The server had an error.'));
    await expect(createSpeech(config()).transcribe(recording)).rejects.toMatchObject({ status: 500 });
  });

  it('gives up after the configured time when OpenAI does not answer', async () => {
    fake.enqueue(TRANSCRIPTIONS, { delayMs: 2_000, body: 'late' });
    const started = Date.now();
    await expect(createSpeech(config({ timeoutMs: 200 })).transcribe(recording)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('OpenAI speech: synthesis', () => {
  it('asks tts-1 for mp3 in the voice and answers the bytes', async () => {
    const audio = await createSpeech(config()).speak('Take a slow breath with me.', 'nova');

    expect(Buffer.from(audio)).toEqual(fakeMp3('nova', 'Take a slow breath with me.'));
    expect(fake.requestsTo(SPEECH).map((r) => r.json)).toEqual([
      { model: 'tts-1', voice: 'nova', input: 'Take a slow breath with me.', response_format: 'mp3' },
    ]);
  });

  it('throws when OpenAI answers an error', async () => {
    fake.enqueue(SPEECH, apiError(503, 'Overloaded.'));
    await expect(createSpeech(config()).speak('Hello', 'echo')).rejects.toMatchObject({ status: 503 });
  });

  it('stops when the caller gives up', async () => {
    fake.enqueue(SPEECH, { delayMs: 2_000, body: Buffer.from('late') });
    await expect(createSpeech(config()).speak('Hello', 'echo', AbortSignal.timeout(100))).rejects.toThrow();
  });
});

describe('not connected', () => {
  it('with no key, every call says so and nothing is sent', async () => {
    const speech = createSpeech(config({ apiKey: undefined }));

    await expect(speech.transcribe(recording)).rejects.toBeInstanceOf(SpeechNotConnectedError);
    await expect(speech.speak('Hello', 'echo')).rejects.toBeInstanceOf(SpeechNotConnectedError);
    expect(fake.requests).toEqual([]);
  });

  it('a key secret that still holds the placeholder reads as not connected', async () => {
    const speech = openaiSpeech({ ...config(), apiKey: () => Promise.reject(new KeyNotSetError('not set yet')) });

    await expect(speech.speak('Hello', 'echo')).rejects.toBeInstanceOf(SpeechNotConnectedError);
    expect(fake.requests).toEqual([]);
  });
});

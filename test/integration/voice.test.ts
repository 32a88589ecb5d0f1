import { resetSpeech } from '../../functions/providers/speech';
import { messages } from '#shared/messages';
import { MAX_AUDIO_BYTES } from '#shared/voice';
import { apiError, connectToFake, FAKE_TRANSCRIPT, fakeMp3, FakeOpenAI, SPEECH, TRANSCRIPTIONS } from '../fixtures/fake-openai';
import { fakeRecording, multipartBody, recordingParts, type UploadPart } from '../fixtures/voice';
import { Caller, startApi } from './api';
import { uidOf, userWithPlan } from './chats';
import { itemsOfUser } from './table';

/**
 * Voice end to end through the local API server, against dynalite, the auth emulator and a local
 * fake of OpenAI's audio endpoints (multipart in, text out; JSON in, mp3 out) behind the real client.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let fake: FakeOpenAI;
let premium: Caller;

/** Points the handlers (in this process) at the fake with a key, or leaves them with none. */
function connectVoice(connected: boolean): void {
  connectToFake(fake, connected, 1_500);
  resetSpeech();
}

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  connectVoice(true);
  api = await startApi();
  premium = await userWithPlan(api.baseUrl, 'Premium', 'voice');
});
afterAll(async () => {
  connectVoice(false);
  await api.close();
  await fake.close();
});
beforeEach(() => {
  connectVoice(true);
  fake.reset();
});

const cookieOf = (caller: Caller) => [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** POST /api/voice/transcription with a multipart body, as the browser sends it. */
async function upload(caller: Caller, parts: UploadPart[] = recordingParts()) {
  const { contentType, bytes } = await multipartBody(parts);
  const response = await fetch(`${api.baseUrl}/api/voice/transcription`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie: cookieOf(caller), 'cloudfront-viewer-address': caller.viewerAddress },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** POST /api/voice/speech; the answer's bytes, or its JSON error. */
async function speak(caller: Caller, body: unknown) {
  const response = await fetch(`${api.baseUrl}/api/voice/speech`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'audio/mpeg',
      cookie: cookieOf(caller),
      'cloudfront-viewer-address': caller.viewerAddress,
    },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    cacheControl: response.headers.get('cache-control'),
    bytes,
    body: type.startsWith('application/json') ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : undefined,
  };
}

/** What the user owns in the table, sessions left out (each request may refresh one). */
const ownedItems = async (caller: Caller) => (await itemsOfUser(uidOf(caller))).filter((item) => !String(item.sk).startsWith('SESSION#'));

describe('a Premium user', () => {
  it('gets the transcript of a recording, and nothing is stored', async () => {
    const before = await ownedItems(premium);

    const res = await upload(premium);

    expect(res).toEqual({ status: 200, body: { success: true, text: FAKE_TRANSCRIPT } });
    expect(fake.requestsTo(TRANSCRIPTIONS)).toHaveLength(1);
    expect(await ownedItems(premium)).toEqual(before);
  });

  it('hears a reply as mp3 bytes in the chosen voice, uncached, and nothing is stored', async () => {
    const before = await ownedItems(premium);

    const res = await speak(premium, { text: 'You handled that with care.', voice: 'fable' });

    expect(res).toMatchObject({ status: 200, type: 'audio/mpeg', cacheControl: 'no-store' });
    expect(res.bytes).toEqual(fakeMp3('fable', 'You handled that with care.'));
    expect(await ownedItems(premium)).toEqual(before);
  });
});

describe('who may use voice', () => {
  it('a Basic user gets 403 on both routes, and OpenAI is not called', async () => {
    const basic = await userWithPlan(api.baseUrl, 'Basic', 'voice-basic');
    const refused = { success: false, code: 'FORBIDDEN', message: messages.voice.premiumRequired };

    expect(await upload(basic)).toEqual({ status: 403, body: refused });
    expect(await speak(basic, { text: 'Hello' })).toMatchObject({ status: 403, body: refused });
    expect(fake.requests).toEqual([]);
  });

  it('a signed-out caller gets 401 on both routes', async () => {
    const stranger = new Caller(api.baseUrl);
    expect((await upload(stranger)).status).toBe(401);
    expect((await speak(stranger, { text: 'Hello' })).status).toBe(401);
    expect(fake.requests).toEqual([]);
  });
});

describe('bad input', () => {
  it.each<[string, UploadPart[], string]>([
    ['a video', recordingParts({ type: 'video/mp4' }), messages.voice.wrongType],
    ['no file part', [{ name: 'durationMs', value: '900' }], messages.voice.noFile],
    ['empty audio', recordingParts({ bytes: new Uint8Array(0) }), messages.voice.empty],
    ['over 5 MB', recordingParts({ bytes: fakeRecording(MAX_AUDIO_BYTES + 1) }), messages.voice.tooLarge],
    ['over 60 s', recordingParts({ durationMs: '61000' }), messages.voice.tooLong],
  ])('a recording with %s is a 400 and reaches nothing', async (_label, parts, message) => {
    const res = await upload(premium, parts);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(fake.requests).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['empty text', { text: ' ' }, messages.voice.noText],
    ['text over 4,096 characters', { text: 'x'.repeat(4097) }, messages.voice.textTooLong],
    ['an unknown voice', { text: 'Hello', voice: 'siri' }, messages.voice.unknownVoice],
  ])('speech with %s is a 400 and reaches nothing', async (_label, body, message) => {
    const res = await speak(premium, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(fake.requests).toEqual([]);
  });
});

describe('when voice is not connected or OpenAI fails', () => {
  it('with no key, /api/config says so and both routes answer 503 with the message the controls show', async () => {
    expect((await premium.get('/api/config')).body).toMatchObject({ voice: { connected: true } });
    connectVoice(false);
    const notConnected = { success: false, code: 'UNAVAILABLE', message: messages.voice.notConnected };

    expect((await premium.get('/api/config')).body).toMatchObject({ voice: { connected: false } });
    expect(await upload(premium)).toEqual({ status: 503, body: notConnected });
    expect(await speak(premium, { text: 'Hello' })).toMatchObject({ status: 503, body: notConnected });
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['an error', apiError(500, 'The server had an error.')],
    ['no answer in time', { delayMs: 5_000, body: 'late' }],
  ])('OpenAI giving %s is a 503 saying so, and nothing is stored', async (_label, answer) => {
    const before = await ownedItems(premium);
    fake.enqueue(TRANSCRIPTIONS, answer);
    fake.enqueue(SPEECH, answer);
    const failed = { success: false, code: 'UNAVAILABLE', message: messages.voice.failed };

    expect(await upload(premium)).toEqual({ status: 503, body: failed });
    expect(await speak(premium, { text: 'Hello' })).toMatchObject({ status: 503, body: failed });
    expect(await ownedItems(premium)).toEqual(before);
  });
});

/** Windows are fixed minutes: start counting early in one, so that all 11 requests fall in it. */
async function freshMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('rate limits', () => {
  it('refuses the 11th transcription of a minute for one user with 429; speech still works', async () => {
    const busy = await userWithPlan(api.baseUrl, 'Premium', 'voice-busy');
    await freshMinute();
    for (let i = 0; i < 10; i++) expect((await upload(busy)).status).toBe(200);

    const over = await upload(busy);
    const other = await speak(busy, { text: 'Hello' });

    expect(over).toEqual({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: messages.voice.tooFast } });
    expect(fake.requestsTo(TRANSCRIPTIONS)).toHaveLength(10);
    expect(other.status).toBe(200);
  }, 30_000);
});

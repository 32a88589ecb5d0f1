import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { handler as speak } from '../../../../../../functions/entry/api/voice/speak';
import { MAX_SPOKEN_BYTES } from '../../../../../../functions/domain/voice/speak';
import { handler as transcribe } from '../../../../../../functions/entry/api/voice/transcribe';
import { resetSpeech } from '../../../../../../functions/providers/speech';
import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { MAX_AUDIO_BYTES } from '#shared/voice';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileItem, profileKey, sessionItem } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { lambdaContext, routeEvent, type EventOverrides } from '../../../../../fixtures/events';
import { apiError, FAKE_TRANSCRIPT, fakeMp3, FakeOpenAI, SPEECH, TRANSCRIPTIONS } from '../../../../../fixtures/fake-openai';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';
import { fakeRecording, multipartBody, recordingParts, type UploadPart } from '../../../../../fixtures/voice';

/**
 * The voice routes' handlers: the table is mocked (session, plan, rate-limit counters), OpenAI is
 * the local fake behind the real SDK.
 */

const ddb = mockDocumentClient();
const UID = 'voice-uid';
let token: string;
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(async () => {
  ddb.restore();
  await fake.close();
});

function givenEnv(overrides: Record<string, string | undefined> = {}): void {
  useTestEnv({ OPENAI_API_KEY: 'sk-test-voice', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0', ...overrides });
  resetSpeech();
}

function givenPlan(plan: string | undefined): void {
  ddb.on(GetCommand, { Key: profileKey(UID) }).resolves({ Item: profileItem(UID, plan ? { plan } : {}) });
}

beforeEach(() => {
  givenEnv();
  fake.reset();
  ddb.reset();
  givenEmptyTable(ddb);
  ddb.on(UpdateCommand).resolves({});
  token = fakeSessionCookie({ uid: UID });
  givenStoredItem(ddb, sessionItem(UID, token));
  givenPlan('Premium');
});

/** The writes the routes made beyond counting requests: none, ever. */
const writesBeyondCounting = () =>
  ddb.calls().filter((call) => {
    const input = call.args[0].input as { Key?: { pk?: string } };
    return !(call.args[0] instanceof GetCommand) && !input.Key?.pk?.startsWith('RATE#');
  });

async function upload(parts: UploadPart[] = recordingParts(), overrides: EventOverrides = {}) {
  const { contentType, bytes } = await multipartBody(parts);
  const event = routeEvent(routes.transcribe, { cookies: { token }, contentType, body: '', ...overrides });
  event.body = bytes.toString('base64');
  event.isBase64Encoded = true;
  return invoke(transcribe, event);
}

const say = (body: unknown, overrides: EventOverrides = {}) =>
  speak(routeEvent(routes.speak, { cookies: { token }, body, ...overrides }), lambdaContext());

const errorOf = (result: APIGatewayProxyResult) => ({ status: result.statusCode, body: JSON.parse(result.body) as unknown });

describe('POST /api/voice/transcription', () => {
  it('answers a Premium user the transcript, trimmed, and stores nothing', async () => {
    const answer = await upload();

    expect(answer).toMatchObject({ status: 200, body: { success: true, text: FAKE_TRANSCRIPT } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(fake.requestsTo(TRANSCRIPTIONS)).toHaveLength(1);
    expect(writesBeyondCounting()).toEqual([]);
  });

  it.each([undefined, 'Basic'])('refuses plan %s with 403 and calls nothing', async (plan) => {
    givenPlan(plan);
    const answer = await upload();
    expect(answer).toMatchObject({ status: 403, body: { success: false, code: 'FORBIDDEN', message: messages.voice.premiumRequired } });
    expect(fake.requests).toEqual([]);
  });

  it('refuses a signed-out caller with 401', async () => {
    const answer = await upload(recordingParts(), { cookies: {} });
    expect(answer.status).toBe(401);
    expect(fake.requests).toEqual([]);
  });

  const tooBig = new Uint8Array(MAX_AUDIO_BYTES + 1);
  const justUnderTheLimit = fakeRecording(MAX_AUDIO_BYTES - 1024);
  it.each<[string, UploadPart[], string]>([
    ['no file part', [{ name: 'durationMs', value: '1000' }], messages.voice.noFile],
    ['a text field named file', [{ name: 'file', value: 'hello' }], messages.voice.noFile],
    ['a video', recordingParts({ type: 'video/webm' }), messages.voice.wrongType],
    ['no type', recordingParts({ type: '' }), messages.voice.wrongType],
    ['empty audio', recordingParts({ bytes: new Uint8Array(0) }), messages.voice.empty],
    ['over 5 MB', recordingParts({ bytes: tooBig }), messages.voice.tooLarge],
    ['over 60 s by its duration', recordingParts({ durationMs: '60001' }), messages.voice.tooLong],
    ['a duration that is no number', recordingParts({ durationMs: 'soon' }), messages.voice.badDuration],
    // Near 5 MB of MP3 is over 2 minutes even at MP3's highest bitrate, whatever it claims.
    [
      'too large for 60 s of its format',
      recordingParts({ bytes: justUnderTheLimit, type: 'audio/mpeg', durationMs: '1000' }),
      messages.voice.tooLong,
    ],
  ])('answers 400 for %s and calls nothing', async (_label, parts, message) => {
    const answer = await upload(parts);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(fake.requests).toEqual([]);
  });

  it.each(['audio/mpeg', 'audio/mp3', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/wav'])('takes %s', async (type) => {
    const answer = await upload(recordingParts({ type, durationMs: null }));
    expect(answer.status).toBe(200);
  });

  it('refuses a body far over the limit before reading its form', async () => {
    const answer = await upload(recordingParts({ bytes: new Uint8Array(MAX_AUDIO_BYTES + 100 * 1024) }));
    expect(answer).toMatchObject({ status: 400, body: { message: `body: ${messages.voice.tooLarge}` } });
    expect(fake.requests).toEqual([]);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const answer = await invoke(transcribe, routeEvent(routes.transcribe, { cookies: { token }, body: { file: 'x' } }));
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining(messages.voice.notMultipart) } });
    expect(fake.requests).toEqual([]);
  });

  it('says voice is not connected (503) when no OpenAI key is configured', async () => {
    givenEnv({ OPENAI_API_KEY: undefined });
    const answer = await upload();
    expect(answer).toMatchObject({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: messages.voice.notConnected } });
    expect(fake.requests).toEqual([]);
  });

  it('answers 503 with the voice message when OpenAI fails, and stores nothing', async () => {
    fake.enqueue(TRANSCRIPTIONS, apiError(500, 'The server had an error.'));
    const answer = await upload();
    expect(answer).toMatchObject({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: messages.voice.failed } });
    expect(writesBeyondCounting()).toEqual([]);
  });

  it('answers 503 with the voice message when OpenAI does not answer in time', async () => {
    givenEnv({ OPENAI_TIMEOUT_MS: '200' });
    fake.enqueue(TRANSCRIPTIONS, { delayMs: 3_000, body: 'late' });
    const answer = await upload();
    expect(answer).toMatchObject({ status: 503, body: { message: messages.voice.failed } });
  });

  it('answers 429 when the user is over a rate limit, and calls nothing', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    const answer = await upload();
    expect(answer).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: messages.voice.tooFast } });
    expect(fake.requests).toEqual([]);
  });
});

describe('POST /api/voice/speech', () => {
  it('answers a Premium user mp3 bytes in the chosen voice, base64 for API Gateway, uncached', async () => {
    const result = await say({ text: '  You did well to notice that.  ', voice: 'shimmer' });

    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBe(true);
    expect(result.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'cache-control': 'no-store' });
    expect(Buffer.from(result.body, 'base64')).toEqual(fakeMp3('shimmer', 'You did well to notice that.'));
    expect(writesBeyondCounting()).toEqual([]);
  });

  it('speaks with echo when no voice is given', async () => {
    await say({ text: 'Hello' });
    expect(fake.requestsTo(SPEECH).map((r) => (r.json as { voice: string }).voice)).toEqual(['echo']);
  });

  it.each(['Basic', undefined])('refuses plan %s with 403 and calls nothing', async (plan) => {
    givenPlan(plan);
    expect(errorOf(await say({ text: 'Hello' }))).toEqual({
      status: 403,
      body: { success: false, code: 'FORBIDDEN', message: messages.voice.premiumRequired },
    });
    expect(fake.requests).toEqual([]);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await say({ text: 'Hello' }, { cookies: {} })).statusCode).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ['empty text', { text: '   ' }, messages.voice.noText],
    ['no text', { voice: 'echo' }, messages.voice.noText],
    ['text over 4,096 characters', { text: 'a'.repeat(4097) }, messages.voice.textTooLong],
    ['an unknown voice', { text: 'Hello', voice: 'robot' }, messages.voice.unknownVoice],
  ])('answers 400 for %s and calls nothing', async (_label, body, message) => {
    const { status, body: answer } = errorOf(await say(body));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(fake.requests).toEqual([]);
  });

  it('takes text of exactly 4,096 characters', async () => {
    expect((await say({ text: 'a'.repeat(4096) })).statusCode).toBe(200);
  });

  it('says voice is not connected (503) when no OpenAI key is configured', async () => {
    givenEnv({ OPENAI_API_KEY: undefined });
    expect(errorOf(await say({ text: 'Hello' }))).toMatchObject({ status: 503, body: { message: messages.voice.notConnected } });
  });

  it('answers 400 rather than audio too large for a Lambda answer', async () => {
    fake.enqueue(SPEECH, { body: Buffer.alloc(MAX_SPOKEN_BYTES + 1), headers: { 'content-type': 'audio/mpeg' } });
    expect(errorOf(await say({ text: 'A very long reply.' }))).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'BAD_REQUEST', message: `text: ${messages.voice.tooLongToSpeak}` }),
    });
  });

  it('answers 503 with the voice message, as JSON, when OpenAI fails', async () => {
    fake.enqueue(SPEECH, apiError(500, 'The server had an error.'));
    const result = await say({ text: 'Hello' });
    expect(result.isBase64Encoded).toBeFalsy();
    expect(errorOf(result)).toEqual({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: messages.voice.failed } });
  });

  it('answers 429 when the user is over a rate limit', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    expect(errorOf(await say({ text: 'Hello' }))).toMatchObject({ status: 429, body: { message: messages.voice.tooFast } });
    expect(fake.requests).toEqual([]);
  });
});

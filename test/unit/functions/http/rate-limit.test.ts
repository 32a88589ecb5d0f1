import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { handler as forgotPassword } from '../../../../functions/entry/api/auth/forgot-password';
import { createApiServer } from '../../../../dev/api-server';
import { botCheckRoute, issueLocalToken, localBotCheckEnv } from '../../../../dev/bot-check-local';
import { http } from '../../../../functions/http/http';
import { requirePassedCheck } from '../../../../functions/http/bot-check-gate';
import { getBotCheck, resetBotCheck } from '../../../../functions/providers/bot-check';
import { CHALLENGE_FAILED_MESSAGE, CHALLENGE_REQUIRED_MESSAGE, CHALLENGE_UNAVAILABLE_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import { routes, type RouteDef } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, sessionItem } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';
import { routeEvent, type EventOverrides } from '../../../fixtures/events';
import { invoke } from '../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';

/** The rate-limit step of the http chain: what it counts by, the 429 it answers, and the bot check it asks for. */

const ddb = mockDocumentClient();
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const full = () => new ConditionalCheckFailedException({ message: 'full', $metadata: {} });

/** A route outside the table, rate-limited by all three keys; its handler only says it ran. */
const probe: RouteDef = {
  name: 'probe',
  area: 'auth',
  method: 'POST',
  path: '/api/probe',
  handler: 'probe',
  auth: 'optional',
  params: z.strictObject({}),
  body: z.strictObject({ email: z.string() }),
  response: z.object({ ran: z.boolean() }),
  access: {},
  rateLimit: [
    { by: 'email', limit: 3, windowSeconds: 60 },
    { by: 'client', limit: 30, windowSeconds: 600 },
    { by: 'user', limit: 10, windowSeconds: 60 },
  ],
};
const ran = jest.fn();
const probeHandler = http(probe, async () => {
  ran();
  return { ran: true };
});
const callProbe = (overrides: EventOverrides = {}) =>
  invoke(probeHandler, routeEvent(probe, { body: { email: 'Ada@Example.com' }, ...overrides }));

/** The pk of every counter the requests touched. */
const countedKeys = () => ddb.commandCalls(UpdateCommand).map((call) => String(call.args[0].input.Key!.pk));

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
  ddb.on(UpdateCommand).resolves({});
  ran.mockClear();
});
afterAll(() => ddb.restore());

describe('rate limits in the http chain', () => {
  it('counts the lower-cased e-mail and the client address of a signed-out caller, not the user', async () => {
    // Act
    const answer = await callProbe({ headers: { 'cloudfront-viewer-address': '198.51.100.10:4242' } });
    // Assess
    expect(answer).toMatchObject({ status: 200, body: { ran: true } });
    expect(countedKeys().sort()).toEqual(
      [`RATE#probe:email:60#${sha256('ada@example.com')}`, `RATE#probe:client:600#${sha256('198.51.100.10')}`].sort(),
    );
  });

  it('counts the session uid too when the caller is signed in', async () => {
    const token = fakeSessionCookie({ uid: 'alice' });
    givenStoredItem(ddb, sessionItem('alice', token));

    await callProbe({ cookies: { token } });

    expect(countedKeys()).toContain(`RATE#probe:user:60#${sha256('alice')}`);
  });

  it('answers 429 with the spec-style message when any window is full, and the handler never runs', async () => {
    // Prepare: only the per-client window is full.
    ddb.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => {
      if (input.Key.pk.includes(':client:')) throw full();
      return {};
    });
    // Act
    const answer = await callProbe();
    // Assess
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, code: 'RATE_LIMITED', message: messages.rateLimited });
    expect(ran).not.toHaveBeenCalled();
  });

  it('answers the route\'s own message when it has one (the chat\'s "sending very quickly")', async () => {
    ddb.on(UpdateCommand).rejects(full());
    const chatty = http({ ...probe, rateLimitMessage: messages.chat.tooFast }, async () => ({ ran: true }));
    const answer = await invoke(chatty, routeEvent(probe, { body: { email: 'a@b.co' } }));
    expect(answer.body).toEqual({ success: false, code: 'RATE_LIMITED', message: messages.chat.tooFast });
  });

  it('does not count a request refused for its input', async () => {
    const answer = await callProbe({ body: { email: 42 } });
    expect(answer.status).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('routes without rules touch no counter', async () => {
    const free = http({ ...probe, rateLimit: undefined }, async () => ({ ran: true }));
    const answer = await invoke(free, routeEvent(probe, { body: { email: 'a@b.co' } }));
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('scopes a table route by its name, and stops it before any identity call', async () => {
    // Prepare: every counter is full. Without a Firebase configuration, reaching the identity
    // provider would fail with a 500, so the 429 proves the handler never ran.
    ddb.on(UpdateCommand).rejects(full());
    // Act
    const answer = await invoke(forgotPassword, routeEvent(routes.forgotPassword, { body: { email: 'ada@example.com' } }));
    // Assess
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(messages.rateLimited);
    expect(countedKeys()).toContain(`RATE#forgotPassword:email:3600:check#${sha256('ada@example.com')}`);
  });
});

describe('limits that ask for the bot check', () => {
  it('are refused at load time on a route whose handler does not bring the check', () => {
    const route: RouteDef = { ...probe, name: 'unchecked', rateLimit: [{ by: 'client', limit: 3, windowSeconds: 60, over: 'challenge' }] };
    expect(() => http(route, async () => ({ ran: true }))).toThrow(
      'Route unchecked asks for the bot check: pass { challengeGate } to http()',
    );
  });

  /** The probe with a per-e-mail limit that asks for the check, and a generous one that refuses. */
  const checked: RouteDef = {
    ...probe,
    name: 'checked',
    body: z.strictObject({ email: z.string(), challengeToken: z.optional(z.string()) }),
    rateLimit: [
      { by: 'email', limit: 3, windowSeconds: 60, over: 'challenge' },
      { by: 'client', limit: 300, windowSeconds: 600 },
    ],
  };
  const checkedHandler = http(
    checked,
    async () => {
      ran();
      return { ran: true };
    },
    { challengeGate: requirePassedCheck },
  );
  const callChecked = (challengeToken?: string) =>
    invoke(checkedHandler, routeEvent(checked, { body: { email: 'ada@example.com', ...(challengeToken && { challengeToken }) } }));
  /** Only the e-mail's window is full. */
  const givenEmailWindowFull = () =>
    ddb.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => {
      if (input.Key.pk.includes(':email:')) throw full();
      return {};
    });

  // The local stand-in speaks Turnstile's siteverify over HTTP: the adapter is tested at the wire.
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createApiServer([botCheckRoute]);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));
  beforeEach(() => {
    useTestEnv(localBotCheckEnv(origin));
    resetBotCheck();
  });

  it('asks for the check (428) once the e-mail is over its limit, and the handler never runs', async () => {
    givenEmailWindowFull();
    const answer = await callChecked();
    expect(answer).toMatchObject({
      status: 428,
      body: { success: false, code: 'CHALLENGE_REQUIRED', message: CHALLENGE_REQUIRED_MESSAGE },
    });
    expect(ran).not.toHaveBeenCalled();
  });

  it('lets a caller who passed the check through, once per token', async () => {
    givenEmailWindowFull();
    const token = issueLocalToken('checked', true);

    const first = await callChecked(token);
    const replayed = await callChecked(token);

    expect(first).toMatchObject({ status: 200, body: { ran: true } });
    expect(replayed).toMatchObject({ status: 428, body: { code: 'CHALLENGE_REQUIRED', message: CHALLENGE_FAILED_MESSAGE } });
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed check', () => issueLocalToken('checked', false)],
    ['a check solved for another form', () => issueLocalToken('login', true)],
    ['a made-up token', () => 'XXXX.DUMMY.TOKEN.XXXX'],
  ])('asks again after %s', async (_case, tokenFor) => {
    givenEmailWindowFull();
    const answer = await callChecked(tokenFor());
    expect(answer).toMatchObject({ status: 428, body: { code: 'CHALLENGE_REQUIRED', message: CHALLENGE_FAILED_MESSAGE } });
    expect(ran).not.toHaveBeenCalled();
  });

  it('does not verify (or spend) a token while the caller is under every limit', async () => {
    const token = issueLocalToken('checked', true);
    expect((await callChecked(token)).status).toBe(200);
    givenEmailWindowFull();
    expect((await callChecked(token)).status).toBe(200);
  });

  it('still refuses (429) when a limit without the check is full, token or not', async () => {
    ddb.on(UpdateCommand).rejects(full());
    const answer = await callChecked(issueLocalToken('checked', true));
    expect(answer).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('answers 503 with a clear message when the check cannot be verified, never a pass', async () => {
    givenEmailWindowFull();
    useTestEnv({ ...localBotCheckEnv(origin), BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:9/siteverify' });
    resetBotCheck();
    const answer = await callChecked(issueLocalToken('checked', true));
    expect(answer).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE', message: CHALLENGE_UNAVAILABLE_MESSAGE } });
    expect(ran).not.toHaveBeenCalled();
  });

  it('treats a wrong secret as our fault (503), not as a failed person', async () => {
    givenEmailWindowFull();
    useTestEnv({ ...localBotCheckEnv(origin), BOT_CHECK_SECRET: 'not-the-secret' });
    resetBotCheck();
    getBotCheck(); // the functions' side now holds 'not-the-secret'
    const token = issueLocalToken('checked', true);
    // The stand-in compares with the secret in process.env when it answers.
    process.env.BOT_CHECK_SECRET = 'the-real-secret';
    const answer = await callChecked(token);
    expect(answer.status).toBe(503);
  });

  it('refuses (429) when no bot check is configured, as the limit cannot offer one', async () => {
    givenEmailWindowFull();
    useTestEnv();
    resetBotCheck();
    const answer = await callChecked();
    expect(answer).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });
});

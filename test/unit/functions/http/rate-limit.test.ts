import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { handler as forgotPassword } from '../../../../functions/auth/forgot-password';
import { http } from '../../../../functions/http/http';
import { messages } from '../../../../shared/messages';
import { routes, type RouteDef } from '../../../../shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, sessionItem } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';
import { routeEvent, type EventOverrides } from '../../../fixtures/events';
import { invoke } from '../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';

/** The rate-limit step of the http chain: what it counts by, and the 429 it answers. */

const ddb = mockDocumentClient();
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const full = () => new ConditionalCheckFailedException({ message: 'full', $metadata: {} });

/** A route outside the table, rate-limited by all three keys; its handler only says it ran. */
const probe: RouteDef = {
  name: 'probe',
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
    expect(countedKeys()).toContain(`RATE#forgotPassword:email:3600#${sha256('ada@example.com')}`);
  });
});

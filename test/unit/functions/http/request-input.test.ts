import { handler as register } from '../../../../functions/entry/api/auth/register';
import { handler as loggedIn } from '../../../../functions/entry/api/account/logged-in';
import { MAX_BODY_BYTES } from '../../../../functions/http/request-input';
import { routes } from '#shared/routes';
import { givenEmptyTable, mockDocumentClient } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';
import { routeEvent, type EventOverrides } from '../../../fixtures/events';
import { signupBody as validSignup } from '../../../fixtures/auth-bodies';
import { invoke } from '../../../fixtures/invoke';

/**
 * Input validation of the http wrapper, through real handlers. Every request here is refused
 * before the handler runs, so register never reaches Firebase.
 */

interface ErrorAnswer {
  success: false;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const ddb = mockDocumentClient();

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
});
afterAll(() => ddb.restore());

const signup = (overrides: EventOverrides) => invoke<ErrorAnswer>(register, routeEvent(routes.register, overrides));

describe('POST /api/auth/ input validation', () => {
  it('answers 400 naming `body` for malformed JSON', async () => {
    // Act
    const answer = await signup({ body: '{"email": "ada@example.com",' });
    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'body: The request body is not valid JSON.',
      fields: { body: 'The request body is not valid JSON.' },
    });
  });

  it('answers 400 naming `body` for an empty body', async () => {
    const answer = await signup({ body: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('body');
  });

  it('answers 400 whose message and fields name a missing field', async () => {
    const { password: _password, ...body } = validSignup();
    const answer = await signup({ body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('password: Password is required.');
    expect(answer.body.fields).toEqual({ password: 'Password is required.' });
  });

  it('answers 400 whose message and fields name a field of the wrong type', async () => {
    const answer = await signup({ body: { ...validSignup(), firstName: 7 } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('firstName: First name must be text.');
    expect(answer.body.fields).toEqual({ firstName: 'First name must be text.' });
  });

  it('answers 400 naming an unknown field', async () => {
    const answer = await signup({ body: { ...validSignup(), role: 'admin' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('role: Unknown field "role".');
    expect(answer.body.fields).toEqual({ role: 'Unknown field "role".' });
  });

  it('decodes a base64-encoded body before validating it', async () => {
    const answer = await signup({ body: { ...validSignup(), role: 'admin' }, isBase64Encoded: true });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ role: 'Unknown field "role".' });
  });

  it('answers 400 for a body over 64 KB without parsing it', async () => {
    const answer = await signup({ body: { ...validSignup(), firstName: 'A'.repeat(MAX_BODY_BYTES) } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ body: 'The request body is larger than 64 KB.' });
  });

  it('counts the limit in bytes, not characters', async () => {
    // Prepare: 22,000 three-byte characters are fewer than 65,536 characters but 66,000 bytes.
    const body = JSON.stringify({ ...validSignup(), firstName: '€'.repeat(22_000) });
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    // Act
    const answer = await signup({ body });
    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ body: 'The request body is larger than 64 KB.' });
  });

  it('lets a body of exactly 64 KB through to schema validation', async () => {
    // Prepare: pad firstName so the whole JSON text is MAX_BODY_BYTES long.
    const skeleton = JSON.stringify({ ...validSignup(), firstName: '' });
    const body = JSON.stringify({ ...validSignup(), firstName: 'A'.repeat(MAX_BODY_BYTES - skeleton.length) });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    // Act
    const answer = await signup({ body });
    // Assess: refused for the name's length, not the body's size.
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ firstName: 'First name can be at most 40 characters.' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for content-type %p',
    async (contentType) => {
      const answer = await signup({ body: validSignup(), contentType });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Content-Type must be application/json.',
      });
    },
  );

  it('answers 415 when the content-type header is missing', async () => {
    const answer = await signup({ body: validSignup(), contentType: null });
    expect(answer.status).toBe(415);
  });

  it('accepts application/json with a charset, whatever the header case', async () => {
    // An unknown field keeps the request from reaching Firebase while proving the type passed.
    const answer = await signup({
      body: { ...validSignup(), extra: 1 },
      contentType: null,
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ extra: 'Unknown field "extra".' });
  });

  it('never touches the table for a refused body', async () => {
    await signup({ body: { ...validSignup(), extra: 1 } });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers JSON that is never cached', async () => {
    const answer = await signup({ body: '{' });
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  });
});

describe('a body-less route (GET /api/user/loggedIn)', () => {
  it('answers 400 naming `body` when a body is sent', async () => {
    const answer = await invoke<ErrorAnswer>(loggedIn, routeEvent(routes.loggedIn, { body: { status: true } }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'body: This request takes no body.',
      fields: { body: 'This request takes no body.' },
    });
  });

  it.each([undefined, '', '{}'])('accepts the empty body %p', async (body) => {
    const answer = await invoke(loggedIn, routeEvent(routes.loggedIn, { body }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: false });
  });

  it('refuses an unexpected path parameter', async () => {
    const answer = await invoke<ErrorAnswer>(loggedIn, routeEvent(routes.loggedIn, { pathParameters: { uid: 'someone-else' } }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ uid: 'Unknown field "uid".' });
  });
});

import { clearedSessionCookies, parseCookies, sessionCookies } from '../../../../functions/http/cookies';
import { useTestEnv } from '../../../fixtures/env';

/** The Set-Cookie values of the session (spec section 3) and the Cookie header parser. */

const attributes = (cookie: string) => cookie.split('; ').slice(1);
const named = (cookies: string[], name: string) => {
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(cookies)}`);
  return cookie;
};

beforeEach(() => useTestEnv());

describe('sessionCookies', () => {
  it('makes the token HttpOnly and leaves the uid readable by the page', () => {
    const cookies = sessionCookies('tok.en.', 'alice', 3600);
    expect(attributes(named(cookies, 'token'))).toContain('HttpOnly');
    expect(attributes(named(cookies, 'uid'))).not.toContain('HttpOnly');
  });

  it('sets both cookies SameSite=Strict, Path=/ and the given Max-Age', () => {
    for (const cookie of sessionCookies('tok.en.', 'alice', 3600)) {
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['SameSite=Strict', 'Path=/', 'Max-Age=3600']));
    }
  });

  it('carries the values', () => {
    const cookies = sessionCookies('tok.en.', 'alice', 3600);
    expect(named(cookies, 'token').split('; ')[0]).toBe('token=tok.en.');
    expect(named(cookies, 'uid').split('; ')[0]).toBe('uid=alice');
  });

  it('marks cookies Secure by default', () => {
    for (const cookie of sessionCookies('t', 'alice', 60)) expect(attributes(cookie)).toContain('Secure');
  });

  it('drops Secure when COOKIE_SECURE=false (the local stack over http)', () => {
    useTestEnv({ COOKIE_SECURE: 'false' });
    for (const cookie of sessionCookies('t', 'alice', 60)) expect(attributes(cookie)).not.toContain('Secure');
  });

  it.each(['FALSE', '0', 'no'])('keeps Secure for COOKIE_SECURE=%p (only "false" turns it off)', (value) => {
    useTestEnv({ COOKIE_SECURE: value });
    for (const cookie of sessionCookies('t', 'alice', 60)) expect(attributes(cookie)).toContain('Secure');
  });
});

describe('clearedSessionCookies', () => {
  it('empties both cookies with Max-Age=0 and a past expiry', () => {
    const cookies = clearedSessionCookies();
    expect(cookies).toHaveLength(2);
    for (const name of ['token', 'uid']) {
      const cookie = named(cookies, name);
      expect(cookie.split('; ')[0]).toBe(`${name}=`);
      expect(attributes(cookie)).toEqual(
        expect.arrayContaining(['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'SameSite=Strict', 'Path=/']),
      );
    }
    expect(attributes(named(cookies, 'token'))).toContain('HttpOnly');
  });
});

describe('parseCookies', () => {
  it.each<[string | undefined, Record<string, string>]>([
    [undefined, {}],
    ['', {}],
    ['token=abc; uid=alice', { token: 'abc', uid: 'alice' }],
    ['token=a=b', { token: 'a=b' }],
    ['token="quoted"', { token: 'quoted' }],
    ['name=Ada%20Lovelace', { name: 'Ada Lovelace' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['token=first; token=second', { token: 'first' }],
    ['flag; =nameless; token=x', { token: 'x' }],
  ])('reads %p', (header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });
});

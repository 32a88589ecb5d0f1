import fc from 'fast-check';
import { parseCookies, serializeCookie } from '../../../../functions/http/cookies';
import { useTestEnv } from '../../../fixtures/env';

/** The Cookie header parser (functions/http/cookies.ts) against any values, names and spacing. */

beforeEach(() => useTestEnv());

/** Cookie names: RFC 6265 tokens. */
const anyName = fc.stringMatching(/^[A-Za-z0-9!#$&'*+.^_`|~-]{1,12}$/);
/** Any text a value may hold, emoji and the cookie syntax's own `;`, `=`, `"` and `%` included. */
const anyValue = fc.string({ unit: 'grapheme', maxLength: 40 });
/** What a browser sends back of a Set-Cookie: its first part. */
const sentBack = (name: string, value: string) => serializeCookie(name, value, { httpOnly: true, maxAgeSeconds: 60 }).split('; ')[0]!;

describe('parseCookies', () => {
  it('reads back every value the server set, among other cookies, the first of a repeated name winning', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyName, anyValue), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('; ', ';', ' ;  '),
        (cookies, separator) => {
          const header = cookies.map(([name, value]) => sentBack(name, value)).join(separator);
          const expected: Record<string, string> = {};
          for (const [name, value] of cookies) if (!(name in expected)) expected[name] = value;
          expect(parseCookies(header)).toEqual(expected);
        },
      ),
    );
  });

  it('never throws on any header, and keeps only names it found', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (header) => {
        const jar = parseCookies(header);
        for (const name of Object.keys(jar)) expect(header).toContain(name);
      }),
    );
  });
});

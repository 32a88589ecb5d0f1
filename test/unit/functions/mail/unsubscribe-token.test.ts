import { signUnsubscribeToken, verifyUnsubscribeToken, type UnsubscribePurpose } from '../../../../functions/domain/mail/unsubscribe-token';

const SECRET = 'test-secret';

describe('unsubscribe tokens', () => {
  it('verify for the uid and purpose they were signed for', () => {
    const token = signUnsubscribeToken(SECRET, 'alice-uid', 'weekly-summary');
    expect(verifyUnsubscribeToken(SECRET, token, 'weekly-summary')).toBe('alice-uid');
    // URL-safe as they are: no padding, no + or /.
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuse a token whose uid was changed (someone else cannot be unsubscribed)', () => {
    const [, signature] = signUnsubscribeToken(SECRET, 'alice-uid', 'weekly-summary').split('.');
    const forged = `${Buffer.from('mallory-uid').toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(SECRET, forged, 'weekly-summary')).toBeUndefined();
  });

  it('refuse a changed signature, and one made with another secret', () => {
    const token = signUnsubscribeToken(SECRET, 'alice-uid', 'weekly-summary');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyUnsubscribeToken(SECRET, flipped, 'weekly-summary')).toBeUndefined();
    expect(verifyUnsubscribeToken('another-secret', token, 'weekly-summary')).toBeUndefined();
  });

  it('refuse a token made for another purpose', () => {
    const other = signUnsubscribeToken(SECRET, 'alice-uid', 'product-news' as UnsubscribePurpose);
    expect(verifyUnsubscribeToken(SECRET, other, 'weekly-summary')).toBeUndefined();
  });

  it.each(['', 'no-dot', '.', 'YWxpY2U.', `YWxpY2U.${'x'.repeat(300)}`, 'YWxpY2U=.abc', 'a b.c'])('refuse malformed "%s"', (token) => {
    expect(verifyUnsubscribeToken(SECRET, token, 'weekly-summary')).toBeUndefined();
  });
});

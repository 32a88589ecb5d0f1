import { describe, expect, it } from 'vitest';
import { actionCode } from '../../web/src/lib/action-code';

describe('the one-time code of an e-mailed link', () => {
  it('comes from the fragment, where the e-mails put it (no server ever sees a fragment)', () => {
    expect(actionCode({ hash: '#mode=verifyEmail&oobCode=abc%2Fdef', search: '' })).toBe('abc/def');
  });

  it('still comes from the query for links e-mailed before the fragment', () => {
    expect(actionCode({ hash: '', search: '?oobCode=old-link' })).toBe('old-link');
  });

  it('is the fragment’s when both are there, and null when neither is', () => {
    expect(actionCode({ hash: '#oobCode=new', search: '?oobCode=old' })).toBe('new');
    expect(actionCode({ hash: '#mode=verifyEmail', search: '' })).toBeNull();
  });
});

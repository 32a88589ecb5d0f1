import { beforeEach, describe, expect, it } from 'vitest';
import { arrivedAt, keepReturnTo, keptReturnTo } from '../../web/src/lib/return-to';
import { afterLoginHref } from '../../web/src/paths';

/** Where a signed-out visitor was going survives a sign-up in another tab (the buddy invitation links). */

beforeEach(() => localStorage.clear());

describe('the kept address', () => {
  it('takes the visitor there after logging in when the router has no state, until they arrive', () => {
    keepReturnTo('/buddies/invite/abc');

    expect(afterLoginHref(null)).toBe('/buddies/invite/abc');
    expect(afterLoginHref({ from: { pathname: '/dashboard/goals' } })).toBe('/dashboard/goals');
    arrivedAt('/buddies/invite/abc');
    expect(afterLoginHref(null)).toBe('/dashboard');
  });

  it('is forgotten after a day, and never leads outside the app or back to /login', () => {
    keepReturnTo('/buddies/invite/abc', Date.now() - 25 * 60 * 60 * 1000);
    expect(keptReturnTo()).toBeUndefined();
    keepReturnTo('//evil.example/x');
    expect(afterLoginHref(null)).toBe('/dashboard');
    keepReturnTo('/login');
    expect(afterLoginHref(null)).toBe('/dashboard');
  });
});

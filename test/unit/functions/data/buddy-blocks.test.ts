import { addressHash, blockedLookupKey, blockKey } from '../../../../functions/data/buddy-blocks';

describe('buddy block keys', () => {
  it('keeps the lookup in the blocked user’s own index partition, keyed by the hash of the blocker’s address as compared', () => {
    expect(blockedLookupKey('robin', addressHash(' Sam@Example.com '))).toEqual({
      pk: 'BUDDY_BLOCKED#robin',
      sk: `BY#${addressHash('sam@example.com')}`,
    });
    expect(addressHash('sam@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the blocker’s record in their own partition, by the blocked uid', () => {
    expect(blockKey('sam', 'robin')).toEqual({ pk: 'USER#sam', sk: 'BUDDY_BLOCK#robin' });
  });
});

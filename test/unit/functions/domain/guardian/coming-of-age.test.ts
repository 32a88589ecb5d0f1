import { guardianConsentFor } from '../../../../../functions/domain/guardian/consent-state';

/** A birth year that now certainly makes the teen 18 lifts the pause at once, before the daily job ends the links. */

const AT = new Date('2027-01-01T00:00:01Z');
const PAST_DUE = '2026-12-01T00:00:00.000Z';

describe('a teen whose birth year now makes them 18', () => {
  it('is never paused, even with the days to confirm over and no guardian', async () => {
    expect(await guardianConsentFor('uid', 'guardian', { guardians: 0, dueAt: PAST_DUE, birthYear: 2008 }, AT)).toBeUndefined();
    // A year later born, the pause stands.
    expect(await guardianConsentFor('uid', 'guardian', { guardians: 0, dueAt: PAST_DUE, birthYear: 2009 }, AT)).toMatchObject({
      paused: true,
    });
  });
});

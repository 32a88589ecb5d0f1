import fc from 'fast-check';

/** Time-sortable ids (functions/data/time-id.ts) made at any sequence of clock readings. */

type TimeIds = typeof import('../../../../functions/data/time-id');
/** A freshly loaded module: ids are monotonic per process, so each run starts from no earlier id. */
const fresh = (): TimeIds => {
  let module!: TimeIds;
  jest.isolateModules(() => {
    module = jest.requireActual<TimeIds>('../../../../functions/data/time-id');
  });
  return module;
};

/** Clock readings from 1970 to the year 10889 (ULID's last millisecond), often repeated, sometimes going back. */
const readings = fc.array(fc.oneof(fc.integer({ min: 0, max: 2 ** 48 - 1 }), fc.constantFrom(0, 1_800_000_000_000, 2 ** 48 - 1)), {
  minLength: 1,
  maxLength: 50,
});

describe('newTimeId', () => {
  it('sorts as text in the order the ids were made, even when the clock stands still or goes back', () => {
    fc.assert(
      fc.property(readings, (times) => {
        const { newTimeId, timeOfId } = fresh();
        const ids = times.map((ms) => newTimeId(ms));
        for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
        // Each id keeps the latest time seen so far: a clock going back does not go back in the ids.
        ids.forEach((id, i) => expect(timeOfId(id)).toBe(Math.max(...times.slice(0, i + 1))));
      }),
    );
  });

  it('places ids between the prefixes of the times around them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 48 - 2 }), (ms) => {
        const { newTimeId, timeIdPrefix } = fresh();
        const id = newTimeId(ms);
        expect(timeIdPrefix(ms) <= id).toBe(true);
        expect(id < timeIdPrefix(ms + 1)).toBe(true);
        expect(timeIdPrefix(ms - 1) < timeIdPrefix(ms)).toBe(true);
      }),
    );
  });
});

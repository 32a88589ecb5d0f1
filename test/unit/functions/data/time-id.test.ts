import { CHAT_ID_PATTERN } from '#shared/schemas/chat';

/** Time-sortable ids: what the chat and message sort keys rely on. */

type TimeIds = typeof import('../../../../functions/data/time-id');
/** A freshly loaded module for each test: ids are monotonic per process, so state carries over. */
let newTimeId: TimeIds['newTimeId'];
let timeOfId: TimeIds['timeOfId'];
let TIME_ID_LENGTH: number;
beforeEach(() => {
  jest.isolateModules(() => {
    ({ newTimeId, timeOfId, TIME_ID_LENGTH } = jest.requireActual<TimeIds>('../../../../functions/data/time-id'));
  });
});

describe('newTimeId', () => {
  it("is 26 URL-safe characters that pass the route table's chat id check", () => {
    const id = newTimeId();
    expect(id).toHaveLength(TIME_ID_LENGTH);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(CHAT_ID_PATTERN.test(id)).toBe(true);
    expect(encodeURIComponent(id)).toBe(id);
  });

  it('carries its millisecond time', () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    expect(timeOfId(newTimeId(ms))).toBe(ms);
  });

  it('sorts as a string by time, across far-apart times', () => {
    const times = [0, 1, 31, 32, 1_000, Date.UTC(2001, 0), Date.UTC(2026, 5), Date.UTC(2100, 0)];
    const ids = times.map((ms) => newTimeId(ms));
    expect([...ids].sort()).toEqual(ids);
  });

  it('counts up within one millisecond, so ids made in a row keep their order', () => {
    const ms = Date.UTC(2030, 0);
    const ids = Array.from({ length: 500 }, () => newTimeId(ms));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('never goes backwards when the clock does', () => {
    const later = newTimeId(Date.UTC(2031, 0));
    const earlierClock = newTimeId(Date.UTC(2030, 11));
    expect(earlierClock > later).toBe(true);
  });
});

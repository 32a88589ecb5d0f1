import { CONTINUOUS_GAP_MS } from '#shared/healthy-use';
import { MINUTES_PER_LONE_MESSAGE, minutesChatting } from '../../../../../functions/domain/guardian/time-chatting';

const MINUTE = 60_000;
const at = (minutes: number) => Date.UTC(2026, 10, 23, 18) + minutes * MINUTE;

describe('minutes chatting, from the times of a teen’s messages alone', () => {
  it('is none without a message', () => {
    expect(minutesChatting([])).toBe(0);
  });

  it('counts one message as a lone sitting', () => {
    expect(minutesChatting([at(0)])).toBe(MINUTES_PER_LONE_MESSAGE);
  });

  it('counts a sitting from its first message to its last, in any order given', () => {
    expect(minutesChatting([at(24), at(0), at(12)])).toBe(24 + MINUTES_PER_LONE_MESSAGE);
  });

  it('does not count a gap longer than the break reminder’s as time in the app', () => {
    const gapMinutes = CONTINUOUS_GAP_MS / MINUTE;
    expect(minutesChatting([at(0), at(10), at(10 + gapMinutes + 1), at(10 + gapMinutes + 6)])).toBe(10 + 5 + 2 * MINUTES_PER_LONE_MESSAGE);
    expect(minutesChatting([at(0), at(gapMinutes)])).toBe(gapMinutes + MINUTES_PER_LONE_MESSAGE);
  });
});

import { disclosureDue } from '#shared/disclosure';
import { DISCLOSURE_INTERVAL_MS, MINOR_DISCLOSURE_INTERVAL_MS } from '#shared/safety';

/**
 * SAFETY.md 8 and 21: the AI disclosure before the first chat, then every 3 hours for everyone (New
 * York art. 47) and every hour under 18 (Washington and Oregon), with the clock moved.
 */

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

describe('disclosureDue', () => {
  it.each(['adult', 'guardian', undefined] as const)('is due for a user (%s) who never saw it', (ageConfirmation) => {
    expect(disclosureDue({ ageConfirmation }, NOW)).toBe(true);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: 'not a time' }, NOW)).toBe(true);
  });

  it('for an adult: due once the last one is 3 hours old, not before, however busy the chat', () => {
    expect(DISCLOSURE_INTERVAL_MS).toBe(3 * HOUR);
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(3 * HOUR - 1), lastActiveAt: ago(0) }, NOW)).toBe(false);
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(3 * HOUR), lastActiveAt: ago(0) }, NOW)).toBe(true);
  });

  it.each(['guardian', undefined] as const)('for %s (under 18, or not confirmed yet): due every hour', (ageConfirmation) => {
    expect(MINOR_DISCLOSURE_INTERVAL_MS).toBe(HOUR);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: ago(HOUR - 1) }, NOW)).toBe(false);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: ago(HOUR) }, NOW)).toBe(true);
  });

  it('is due for anyone back after a week away (Utah HB 452), which the 3-hour rule covers', () => {
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(8 * 24 * HOUR), lastActiveAt: ago(7 * 24 * HOUR) }, NOW)).toBe(
      true,
    );
  });
});

import { disclosureDue } from '../../../shared/disclosure';
import { AWAY_DISCLOSURE_INTERVAL_MS, GUARDIAN_DISCLOSURE_INTERVAL_MS } from '../../../shared/safety';

/** SAFETY.md 8: the AI disclosure before the first chat, after 7 days away, and every 3 hours for guardian-consent users. */

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('disclosureDue', () => {
  it.each(['adult', 'guardian', undefined] as const)('is due for a user (%s) who never saw it', (ageConfirmation) => {
    expect(disclosureDue({ ageConfirmation }, NOW)).toBe(true);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: 'not a time' }, NOW)).toBe(true);
  });

  it('is not due again for an adult who keeps using the chat, however long ago it was seen', () => {
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(30 * 24 * 3600_000), lastActiveAt: ago(3600_000) }, NOW)).toBe(
      false,
    );
  });

  it.each(['adult', 'guardian'] as const)('is due for anyone (%s) back after 7 days away, not after 6 days 23 hours', (ageConfirmation) => {
    const seen = ago(40 * 24 * 3600_000);
    const almost = AWAY_DISCLOSURE_INTERVAL_MS - 3600_000;
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: seen, lastActiveAt: ago(AWAY_DISCLOSURE_INTERVAL_MS) }, NOW)).toBe(true);
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: seen, lastActiveAt: ago(almost) }, NOW)).toBe(false);
  });

  it('counts away from the disclosure itself when it is later than the last use (seen, then nothing sent)', () => {
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(3600_000), lastActiveAt: ago(30 * 24 * 3600_000) }, NOW)).toBe(
      false,
    );
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(AWAY_DISCLOSURE_INTERVAL_MS) }, NOW)).toBe(true);
  });

  it.each(['guardian', undefined] as const)('for %s: due once the last one is 3 hours old, not before', (ageConfirmation) => {
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: ago(GUARDIAN_DISCLOSURE_INTERVAL_MS - 1) }, NOW)).toBe(false);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: ago(GUARDIAN_DISCLOSURE_INTERVAL_MS) }, NOW)).toBe(true);
  });
});

import { disclosureDue } from '../../../shared/disclosure';
import { GUARDIAN_DISCLOSURE_INTERVAL_MS } from '../../../shared/safety';

/** SAFETY.md 8: the AI disclosure before the first chat, and every 3 hours for guardian-consent users. */

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('disclosureDue', () => {
  it.each(['adult', 'guardian', undefined] as const)('is due for a user (%s) who never saw it', (ageConfirmation) => {
    expect(disclosureDue({ ageConfirmation }, NOW)).toBe(true);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: 'not a time' }, NOW)).toBe(true);
  });

  it('is never due again for an adult once seen', () => {
    expect(disclosureDue({ ageConfirmation: 'adult', disclosureSeenAt: ago(30 * 24 * 3600_000) }, NOW)).toBe(false);
  });

  it.each(['guardian', undefined] as const)('for %s: due once the last one is 3 hours old, not before', (ageConfirmation) => {
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: ago(GUARDIAN_DISCLOSURE_INTERVAL_MS - 1) }, NOW)).toBe(false);
    expect(disclosureDue({ ageConfirmation, disclosureSeenAt: ago(GUARDIAN_DISCLOSURE_INTERVAL_MS) }, NOW)).toBe(true);
  });
});

import { resolve } from 'node:path';
import { RISK_TIERS } from '#shared/safety';
import { screenLocally } from '../../../../functions/safety/screen';
import { measure, readMessages } from '../../../../scripts/screen-dataset';

/**
 * The quality gate of SAFETY.md 7 on the labelled set (test/fixtures/crisis-screen/README.md):
 * recall first. Deterministic: the screen is pure. The held-out set is measured by the bench only.
 */

const labelled = readMessages(resolve(__dirname, '../../../fixtures/crisis-screen/labelled.jsonl'));

describe('the labelled set', () => {
  it('is large and covers every tier and kind of message', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(300);
    for (const tier of RISK_TIERS) expect(labelled.filter((message) => message.tier === tier).length).toBeGreaterThanOrEqual(40);
    const notes = new Set(labelled.map((message) => message.note));
    for (const note of ['negation', 'idiom', 'indirect', 'misspelling', 'sad-safe', 'harm-others', 'self-harm', 'third-party']) {
      expect(notes).toContain(note);
    }
  });

  it('is screened with recall >= 0.98, precision >= 0.9 and no tier-c message under-triaged', () => {
    const figures = measure(labelled, screenLocally);

    expect(figures.recall).toBeGreaterThanOrEqual(0.98);
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(figures.underTriage.c).toBe(0);
  });
});

import { readFileSync } from 'node:fs';
import { RISK_TIERS } from '#shared/safety';
import { screenLocally } from '../../../../functions/safety/screen';
import { bucketOf, loadModel } from '../../../../functions/safety/model/crisis-model';
import { measure } from '../../../../scripts/screen-dataset';
import { serialise, train, trainingMessages, TRAINING_SETS, WEIGHTS_FILE } from '../../../../scripts/train-crisis-model';

/**
 * The crisis model backs the patterns up (functions/safety/model/): it may raise a tier, never
 * lower one, leaves the patterns' judgments of negation and figures of speech alone, and is
 * trained reproducibly from the committed sets.
 */

const rank = (tier: string): number => (RISK_TIERS as readonly string[]).indexOf(tier);
const messages = trainingMessages();

describe('the crisis model', () => {
  it('is what training on the committed sets gives, so a changed set without retraining fails here', () => {
    expect(serialise(train(messages))).toBe(readFileSync(WEIGHTS_FILE, 'utf8'));
  });

  it('never lowers the tier the patterns give', () => {
    for (const message of messages) {
      expect(rank(screenLocally(message).tier)).toBeGreaterThanOrEqual(rank(screenLocally(message, null).tier));
    }
  });

  it.each([
    "I don't want to die, I just want this week to be over",
    'I want to die of embarrassment',
    "You misunderstood, I'm fine",
    'ok',
    'what should I cook for dinner tonight',
  ])('leaves "%s" as the patterns judge it (tier none)', (text) => {
    expect(screenLocally({ text })).toMatchObject({ tier: 'none' });
  });

  it('lifts recall on a set it was not trained on, far above the patterns alone', () => {
    const unseen = 'heldout-6.jsonl';
    const model = loadModel(train(trainingMessages(TRAINING_SETS.filter((file) => file !== unseen))));
    const set = trainingMessages([unseen]);

    const patterns = measure(set, (input) => screenLocally(input, null));
    const both = measure(set, (input) => screenLocally(input, model));

    expect(both.recall).toBeGreaterThanOrEqual(patterns.recall + 0.25);
    expect(both.precision).toBeGreaterThanOrEqual(0.8);
  });

  it('hashes features with 32-bit FNV-1a, so weights trained anywhere load anywhere', () => {
    // Published FNV-1a test vectors: "" -> 0x811c9dc5, "a" -> 0xe40c292c.
    expect(bucketOf('', 2 ** 32 - 1)).toBe(0x811c9dc5 % (2 ** 32 - 1));
    expect(bucketOf('a', 2 ** 32 - 1)).toBe(0xe40c292c % (2 ** 32 - 1));
  });
});

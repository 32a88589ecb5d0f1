import { MIN_EMOTION_WORDS_FOR_SHARES, showsEmotionShares } from '#shared/insights/emotion-shares';

/** An emotion's share is a percentage only with enough emotion words behind it; below, it is named in words. */

describe('when emotion shares show as percentages', () => {
  it('needs at least 20 emotion words behind them; fewer, or none counted, name the emotions in words', () => {
    expect(MIN_EMOTION_WORDS_FOR_SHARES).toBe(20);
    expect([undefined, 0, 1, 19, 20, 21].map(showsEmotionShares)).toEqual([false, false, false, false, true, true]);
  });
});

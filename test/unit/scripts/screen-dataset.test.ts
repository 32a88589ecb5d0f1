import type { ScreenInput, ScreenResult } from '../../../functions/safety/screen';
import type { RiskTier } from '#shared/safety';
import { measure, measureBy, type Message } from '../../../scripts/screen-dataset';

/** A stand-in screen that answers the tier written after "=>" in the text, so each figure is known. */
const screen = ({ text }: ScreenInput) => ({ tier: (/=> (none|a|b|c)/.exec(text)?.[1] ?? 'none') as RiskTier }) as ScreenResult;
const message = (tier: RiskTier, read: RiskTier, extra: Partial<Message> = {}): Message => ({ text: `x => ${read}`, tier, ...extra });

describe('the figures of a labelled set', () => {
  it('counts tier (c) read at (b) or higher apart from (c) read at (c), and ordinary messages raised to (b)', () => {
    const figures = measure(
      [
        message('c', 'b'),
        message('c', 'c'),
        message('c', 'a'),
        message('b', 'b'),
        message('none', 'a'),
        message('none', 'b'),
        message('none', 'none'),
      ],
      screen,
    );

    expect(figures.cAtLeastB).toEqual({ screened: 2, of: 3 });
    expect(figures.cAtC).toEqual({ screened: 1, of: 3 });
    expect(figures.bcAtLeastB).toEqual({ screened: 3, of: 4 });
    expect(figures.noneFlagged).toEqual({ screened: 2, of: 3 });
    expect(figures.noneRaised).toEqual({ screened: 1, of: 3 });
  });

  it('measures each harm and each language apart, leaving out messages without the key', () => {
    const messages = [
      message('c', 'c', { category: 'emergency', lang: 'es' }),
      message('c', 'none', { category: 'emergency', lang: 'en' }),
      message('none', 'a', { category: 'none', lang: 'en' }),
      message('a', 'a'),
    ];

    const byCategory = measureBy(messages, screen, (item) => item.category);
    const byLanguage = measureBy(messages, screen, (item) => item.lang);

    expect([...byCategory.keys()]).toEqual(['emergency', 'none']);
    expect(byCategory.get('emergency')!.cAtC).toEqual({ screened: 1, of: 2 });
    expect(byCategory.get('none')!.noneFlagged).toEqual({ screened: 1, of: 1 });
    expect(byLanguage.get('es')!.recall).toBe(1);
    expect(byLanguage.get('en')!.recall).toBe(0);
  });
});

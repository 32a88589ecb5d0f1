import { isAfterCrisis, NO_PRICE_AFTER_CRISIS_DAYS } from '../../../../../functions/domain/mail/after-crisis';

/** No price beside a crisis (docs/safety.md): the e-mails' quiet after a (b) or (c) moment. */
describe('the e-mails after a crisis', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it.each([
    ['a day ago', daysAgo(1), true],
    ['just inside the window', daysAgo(NO_PRICE_AFTER_CRISIS_DAYS - 0.01), true],
    ['once the window has passed', daysAgo(NO_PRICE_AFTER_CRISIS_DAYS), false],
    ['never', undefined, false],
  ])('a crisis %s: price and upgrade left out is %s', (_, lastCrisisAt, quiet) => {
    expect(isAfterCrisis(lastCrisisAt, now)).toBe(quiet);
  });
});

import { costBefore, costNow, falseAlarmSection, TURNS_AFTER_ALARM } from '../../../../scripts/safety-scorecard/false-alarm';
import type { SetFigures } from '../../../../scripts/safety-scorecard/screen-sets';
import { CAREFUL_TURNS_AFTER_A } from '#shared/safety';

/** What the report says a false alarm costs, through the flag's own functions (SAFETY.md 20). */

it('a false alarm now puts the crisis lines beside its own reply only, is careful for a few turns, and raises no report', () => {
  expect(costNow()).toEqual({ withResources: 1, careful: 1 + CAREFUL_TURNS_AFTER_A, counted: false });
  expect(costBefore()).toEqual({ withResources: 1 + TURNS_AFTER_ALARM, careful: 1 + TURNS_AFTER_ALARM, counted: true });
});

it('multiplies the cost by the ordinary messages each harm set had read at (a)', () => {
  const set = { name: 'harms-x', byCategory: new Map(), figures: { confusion: { none: { a: 3 } } } } as unknown as SetFigures;

  expect(falseAlarmSection([set]).at(-1)).toBe(`| \`harms-x\` | 3 | 33 → 3 | 33 → 18 | 3 → 0 |`);
});

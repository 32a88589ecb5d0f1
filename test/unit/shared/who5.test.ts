import { WHO5_ANSWERS, WHO5_ITEMS, WHO5_MEANING, isLowWho5, who5Percentage } from '#shared/who5';

/** The WHO-5 Well-Being Index as its authors publish it (shared/who5.ts). */

describe('WHO-5 scoring', () => {
  it.each<[number[], number]>([
    [[0, 0, 0, 0, 0], 0],
    [[5, 5, 5, 5, 5], 100],
    [[3, 2, 4, 1, 3], 52],
    [[1, 1, 2, 1, 2], 28],
  ])('%j scores %i (raw sum times 4)', (answers, score) => {
    expect(who5Percentage(answers)).toBe(score);
  });

  it('has the five published items and the six answers from 5 to 0', () => {
    expect(WHO5_ITEMS).toHaveLength(5);
    expect(WHO5_ITEMS[0]).toBe('I have felt cheerful and in good spirits');
    expect(WHO5_ANSWERS.map((answer) => answer.value)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(WHO5_ANSWERS[0].label).toBe('All of the time');
    expect(WHO5_ANSWERS[5].label).toBe('At no time');
  });
});

describe('the low rule', () => {
  it.each<[number, number | undefined, boolean]>([
    [28, undefined, true], // at the cut-off
    [32, undefined, false],
    [0, undefined, true],
    [60, 70, true], // a drop of 10 points
    [64, 72, false], // a drop of 8
    [80, 60, false], // a rise
    [28, 20, true], // low even though it rose
  ])('score %i after %s is low: %s', (score, previous, expected) => {
    expect(isLowWho5(score, previous)).toBe(expected);
  });

  it('never words a score as a diagnosis', () => {
    const text = Object.values(WHO5_MEANING).join(' ').toLowerCase();
    for (const word of ['depress', 'disorder', 'diagnosed', 'illness', 'symptom', 'condition']) expect(text).not.toContain(word);
  });
});

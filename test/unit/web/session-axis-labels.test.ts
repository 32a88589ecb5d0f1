import { sessionAxisLabels } from '../../../web/src/features/insights/labels';

/** The Insights charts' session axis: a date per session, and the time too where sessions share a day. */

describe('sessionAxisLabels', () => {
  it('names each session by its date when the days differ', () => {
    expect(sessionAxisLabels(['2026-11-20T12:00:00.000Z', '2026-11-22T12:00:00.000Z'])).toEqual(['Nov 20, 2026', 'Nov 22, 2026']);
  });

  it('adds the time to sessions of the same day, so no two points read the same', () => {
    const labels = sessionAxisLabels(['2026-11-20T12:00:00.000Z', '2026-11-24T09:05:00.000Z', '2026-11-24T16:40:00.000Z']);

    expect(labels[0]).toBe('Nov 20, 2026');
    expect(labels[1]).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(new Set(labels).size).toBe(3);
  });
});

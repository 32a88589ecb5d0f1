import { waitText } from '#shared/error-messages';

describe('waitText', () => {
  it('rounds up, so the time it names has always passed when the person tries again', () => {
    expect(waitText(0)).toBe('in 1 minute');
    expect(waitText(12 * 60_000 + 1)).toBe('in 13 minutes');
    expect(waitText(60 * 60_000)).toBe('in 1 hour');
    expect(waitText(4 * 3_600_000 + 60_000)).toBe('in 5 hours');
  });
});

import {
  certainlyAdultFrom,
  consentStateOf,
  GUARDIAN_RULES,
  isBelowMinimumAge,
  isCertainlyAdult,
  timeChattingText,
} from '#shared/guardian';

/** The birth-year rules and the days left, at their edges: only the year is known, so each errs toward letting a teen in. */

describe('the birth year', () => {
  it('refuses only a year that certainly makes the person younger than the minimum age', () => {
    expect(isBelowMinimumAge(2026 - GUARDIAN_RULES.minimumAge + 1, 2026)).toBe(true);
    // Born that year, they may have had the birthday already.
    expect(isBelowMinimumAge(2026 - GUARDIAN_RULES.minimumAge, 2026)).toBe(false);
  });

  it('takes a year for an adult only when even before this year’s birthday they are 18', () => {
    expect(isCertainlyAdult(2026 - 19, 2026)).toBe(true);
    expect(isCertainlyAdult(2026 - 18, 2026)).toBe(false);
  });
});

describe('certainlyAdultFrom', () => {
  it('is the first day isCertainlyAdult holds: New Year’s Day, 19 years after the birth year', () => {
    expect(certainlyAdultFrom(2008)).toBe('2027-01-01T00:00:00.000Z');
    expect(isCertainlyAdult(2008, 2026)).toBe(false);
    expect(isCertainlyAdult(2008, new Date(certainlyAdultFrom(2008)).getUTCFullYear())).toBe(true);
  });
});

describe('consentStateOf', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');

  it('counts a part of a day as a day left, and pauses at the due time', () => {
    expect(consentStateOf(0, '2026-05-02T00:00:00Z', now)).toEqual({ confirmed: false, daysLeft: 1, paused: false });
    expect(consentStateOf(0, '2026-05-01T12:00:00Z', now)).toEqual({ confirmed: false, daysLeft: 0, paused: true });
  });

  it('never pauses a confirmed teen, nor an account whose days have not started', () => {
    expect(consentStateOf(1, '2026-04-01T00:00:00Z', now)).toEqual({ confirmed: true, daysLeft: 0, paused: false });
    expect(consentStateOf(0, undefined, now)).toEqual({ confirmed: false, daysLeft: GUARDIAN_RULES.existingAccountDays, paused: false });
  });
});

describe('time chatting, as the guardian and the teen read it', () => {
  it('says none, minutes, and hours with minutes', () => {
    expect(timeChattingText(0)).toBe('Time chatting: none');
    expect(timeChattingText(1)).toBe('Time chatting: about 1 minute');
    expect(timeChattingText(60)).toBe('Time chatting: about 1 hour');
    expect(timeChattingText(125)).toBe('Time chatting: about 2 hours 5 minutes');
  });
});

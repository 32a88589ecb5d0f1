import {
  FRESH_START_ENCOURAGEMENT,
  NOTHING_SHARED_ENCOURAGEMENT,
  encouragementFor,
  type SharedProgress,
} from '../../../../../functions/domain/buddies/encouragement';

/** The board's kind word: from the person's own progress, never a rank, never a gap. */

/** Words of ranking, shaming or lack: none may ever appear. */
const UNKIND =
  /\b(last|behind|worst|fail\w*|rank\w*|place|beat|lose|losing|loser|bottom|top|only|miss\w*|lazy|should|must|better than|worse)\b/i;
/** What the weekly summary e-mail may never hold either (test/unit/functions/mail/weekly-summary-email.test.ts). */
const SENSITIVE = /mood|anxi|stress|distress|suicid|score|topic|quote|emotion|sentiment|feel|depress|crisis|red flag|risk/i;

/** Every combination of shared items, with a range of values each, as the board can meet them. */
function everyProgress(): SharedProgress[] {
  const all: SharedProgress[] = [];
  for (const checkInDays of [undefined, 0, 1, 3, 7])
    for (const before of [0, 2, 7])
      for (const open of [0, 3, 7])
        for (const streak of [undefined, 0, 1, 2, 5])
          for (const goals of [undefined, 0, 2])
            for (const sessions of [undefined, 0, 1, 4]) {
              all.push({
                ...(checkInDays !== undefined && { checkInDays, checkInDaysWeekBefore: before, checkInDaysOpen: open }),
                ...(streak !== undefined && { streak }),
                ...(goals !== undefined && { goalsCompleted: goals, goalsCompletedThisWeek: Math.min(goals, 1) }),
                ...(sessions !== undefined && { sessions }),
              });
            }
  return all;
}

describe('encouragementFor', () => {
  it('compares with the person’s own week before, as the issue asks', () => {
    expect(encouragementFor({ checkInDays: 1, checkInDaysWeekBefore: 3, checkInDaysOpen: 4 })).toBe(
      '2 check-ins to go to match the week before.',
    );
    expect(encouragementFor({ checkInDays: 4, checkInDaysWeekBefore: 3, checkInDaysOpen: 2 })).toBe(
      'More check-in days than the week before. Wonderful!',
    );
    expect(encouragementFor({ checkInDays: 3, checkInDaysWeekBefore: 3, checkInDaysOpen: 2 })).toBe(
      'Matching the week before. Steady and strong.',
    );
  });

  it('never points at a target the week can no longer reach', () => {
    // Sunday, one day open, five to go: the sentence praises what there is instead.
    expect(encouragementFor({ checkInDays: 1, checkInDaysWeekBefore: 6, checkInDaysOpen: 1 })).toBe(
      '1 check-in day this week. Every one counts.',
    );
    expect(encouragementFor({ checkInDays: 0, checkInDaysWeekBefore: 6, checkInDaysOpen: 1 })).toBe(FRESH_START_ENCOURAGEMENT);
  });

  it('praises a streak, goals and sessions', () => {
    expect(encouragementFor({ streak: 5 })).toBe('A 5-day streak, lovely consistency.');
    expect(encouragementFor({ streak: 1 })).toBe('A 1-day streak has begun. One day at a time.');
    expect(encouragementFor({ goalsCompleted: 3, goalsCompletedThisWeek: 1 })).toBe('A goal completed this week. Well done!');
    expect(encouragementFor({ goalsCompleted: 3, goalsCompletedThisWeek: 0 })).toBe('3 goals completed so far. That is real progress.');
    expect(encouragementFor({ sessions: 1 })).toBe('1 coaching session this week. Time well spent.');
  });

  it('says "Every week is a fresh start." when what is shared has nothing to count, and a generic kind line when nothing is shared', () => {
    expect(
      encouragementFor({ checkInDays: 0, checkInDaysWeekBefore: 0, checkInDaysOpen: 7, streak: 0, goalsCompleted: 0, sessions: 0 }),
    ).toBe(FRESH_START_ENCOURAGEMENT);
    expect(encouragementFor({})).toBe(NOTHING_SHARED_ENCOURAGEMENT);
  });

  it('is kind in every case: no rank, no shaming word, no sensitive word, one sentence', () => {
    for (const progress of everyProgress()) {
      const text = encouragementFor(progress);
      expect(text).not.toMatch(UNKIND);
      expect(text).not.toMatch(SENSITIVE);
      expect(text).not.toMatch(/\b0\b/);
      expect(text.length).toBeLessThan(80);
    }
  });

  it('says nothing of an item the person does not share', () => {
    const mentions = { checkIn: /check-in/i, streak: /streak/i, goal: /goal/i, session: /session/i };
    for (const progress of everyProgress()) {
      const text = encouragementFor(progress);
      if (progress.checkInDays === undefined) expect(text).not.toMatch(mentions.checkIn);
      if (progress.streak === undefined) expect(text).not.toMatch(mentions.streak);
      if (progress.goalsCompleted === undefined) expect(text).not.toMatch(mentions.goal);
      if (progress.sessions === undefined) expect(text).not.toMatch(mentions.session);
    }
  });
});

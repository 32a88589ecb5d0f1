import { encouragementFor } from '../../../../functions/domain/buddies/encouragement';
import { weeklySummaryEmail } from '../../../../functions/domain/mail/weekly-summary-email';
import { WEEKLY_SUGGESTIONS, suggestionFor } from '../../../../functions/domain/weekly-summary/suggestions';

/** Words that would give away mental-health detail in a shared inbox (SAFETY.md 15). */
const SENSITIVE = /mood|anxi|stress|distress|suicid|score|topic|quote|emotion|sentiment|feel|depress|crisis|red flag|risk/i;

describe('weeklySummaryEmail', () => {
  // Prepare
  const mail = weeklySummaryEmail({
    to: 'ada@example.com',
    firstName: 'Ada <b>',
    appOrigin: 'https://app.example.com',
    sessions: 3,
    suggestion: WEEKLY_SUGGESTIONS[0],
    unsubscribeToken: 'YWxpY2U.sig+/=',
  });

  it('says how many sessions, one suggestion, and links to the Insights page behind login', () => {
    expect(mail.text).toContain('You had 3 sessions with Blue Guardian this week.');
    expect(mail.text).toContain(WEEKLY_SUGGESTIONS[0]);
    expect(mail.text).toContain('https://app.example.com/dashboard/insights');
    expect(mail.html).toContain('href="https://app.example.com/dashboard/insights"');
    expect(mail.to).toBe('ada@example.com');
  });

  it('carries the RFC 8058 one-click headers, pointing at the API with the token encoded', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.example.com/api/email/unsubscribe?token=YWxpY2U.sig%2B%2F%3D>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('links to the unsubscribe page in text and html, which needs no login', () => {
    expect(mail.text).toContain('https://app.example.com/unsubscribe?token=YWxpY2U.sig%2B%2F%3D');
    expect(mail.html).toContain('href="https://app.example.com/unsubscribe?token=YWxpY2U.sig%2B%2F%3D"');
  });

  it('holds no mental-health detail, in the subject, text or html', () => {
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(SENSITIVE);
  });

  it('escapes the name in html', () => {
    expect(mail.html).toContain('Hi Ada &#60;b&#62;,');
  });

  it('reads well for one session and for none', () => {
    const one = weeklySummaryEmail({ ...baseInput(), sessions: 1 });
    expect(one.text).toContain('You had 1 session with Blue Guardian this week.');
    const none = weeklySummaryEmail({ ...baseInput(), sessions: 0 });
    expect(none.text).toContain('You had no sessions with Blue Guardian this week.');
  });
});

describe('the buddies’ line', () => {
  it('carries the user’s own kind word when given, in text and html, and holds no mental-health detail', () => {
    const lines = [
      encouragementFor({ streak: 5 }),
      encouragementFor({ checkInDays: 1, checkInDaysWeekBefore: 3, checkInDaysOpen: 4 }),
      encouragementFor({ goalsCompleted: 2, goalsCompletedThisWeek: 1, sessions: 3 }),
      encouragementFor({}),
    ];
    for (const encouragement of lines) {
      const mail = weeklySummaryEmail({ ...baseInput(), encouragement });
      expect(mail.text).toContain(`From your Buddies page: ${encouragement}`);
      expect(mail.html).toContain(encouragement.replace(/'/g, '&#39;'));
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(SENSITIVE);
    }
  });

  it('is left out for a user without buddies', () => {
    expect(weeklySummaryEmail(baseInput()).text).not.toContain('Buddies');
  });
});

const baseInput = () => ({
  to: 'a@example.com',
  firstName: '',
  appOrigin: 'https://app.example.com',
  sessions: 2,
  suggestion: WEEKLY_SUGGESTIONS[1],
  unsubscribeToken: 't.k',
});

describe('the suggestions', () => {
  it('are general: none mentions mental-health detail', () => {
    for (const suggestion of WEEKLY_SUGGESTIONS) expect(suggestion).not.toMatch(SENSITIVE);
  });

  it('are fixed for a user and week (a retry sends the same), and come from the list', () => {
    expect(suggestionFor('alice', '2026-W07')).toBe(suggestionFor('alice', '2026-W07'));
    expect(WEEKLY_SUGGESTIONS).toContain(suggestionFor('bob', '2026-W08'));
  });
});

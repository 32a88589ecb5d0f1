import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_LIMITS, GOAL_LIMITS } from '#shared/goals';
import type { Goal } from '#shared/schemas/goals';
import { addDays, localDateIn } from '#shared/calendar';
import { TOO_MANY_ACTIVE_GOALS_MESSAGE } from '#shared/error-messages';
import { WHO5_ANSWERS, WHO5_ITEMS, WHO5_MEANING } from '#shared/who5';
import { CHECK_IN_SAVED, CHECK_IN_UPDATED } from '../../web/src/features/goals/components/daily-check-in';
import { GOAL_TEXT_REQUIRED } from '../../web/src/features/goals/components/goal-form';
import { celebration } from '../../web/src/features/goals/components/goal-list';
import { GRACE_RULE, streakCopy } from '../../web/src/features/goals/components/streak';
import { WHO5_INCOMPLETE } from '../../web/src/features/goals/components/who5-card';
import { violations } from './helpers/axe';
import { errorReply, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { goal, GOAL_IDS, goalsReply, progressReply, who5Result } from './helpers/goals';
import { renderApp } from './helpers/render-app';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = () => localDateIn(new Date(), TIME_ZONE);

/** Signs Ada in and opens /dashboard/goals with one active goal unless told otherwise; waits for the check-in card unless `loaded` is false. */
async function openGoals(handlers: Handlers = {}, { loaded = true } = {}) {
  const mock = mockApi({
    ...signedIn,
    'GET /api/goals': goalsReply([goal()]),
    'GET /api/check-ins': progressReply(),
    ...handlers,
  });
  const app = renderApp('/dashboard/goals');
  await screen.findByRole('heading', { level: 1, name: 'Your goals' });
  if (loaded) await screen.findByRole('heading', { name: "Today's check-in" });
  return { ...app, mock };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the Goals page', { timeout: 20_000 }, () => {
  it('is linked from the side menu, shows every card, and passes axe', async () => {
    await openGoals();
    expect(screen.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'SOS: get help now' })).toBeInTheDocument();
    expect(region('Weekly well-being check')).toBeInTheDocument();
    expect(region('Goals you are working on')).toHaveTextContent('Walk after school');
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it("shows the API's message when loading fails, and loads again on Try again", async () => {
    const { user, mock } = await openGoals(
      { 'GET /api/check-ins': errorReply(503, 'UNAVAILABLE', 'The service is busy. Please try again.') },
      { loaded: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    mock.on('GET /api/check-ins', progressReply());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Today's check-in" })).toBeInTheDocument();
  });
});

describe("today's check-in", { timeout: 20_000 }, () => {
  it('asks for a mood, then sends the local date, time zone, mood, note and goals, and updates on a second save', async () => {
    const saved = { date: today(), timeZone: TIME_ZONE, mood: 4, goalIds: [GOAL_IDS[0]], updatedAt: '2026-11-26T10:00:00.000Z' };
    const { user, mock } = await openGoals({
      [`PUT /api/check-ins/${today()}`]: { body: { success: true, checkIn: saved } },
    });
    const card = region("Today's check-in");
    const moods = within(card).getByRole('group', { name: 'How are you today?' });
    expect(
      within(moods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(moods).getByRole('radio', { name: 'Very low' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please choose how you are today.');
    expect(mock.callsTo(`PUT /api/check-ins/${today()}`)).toHaveLength(0);

    await user.click(within(moods).getByRole('radio', { name: 'Good' }));
    await user.type(within(card).getByRole('textbox', { name: 'A note (optional)' }), '  Slept better  ');
    expect(within(card).getByText(`12 of ${CHECK_IN_LIMITS.noteLength} characters`)).toBeInTheDocument();
    await user.click(
      within(within(card).getByRole('group', { name: 'Worked on today' })).getByRole('checkbox', { name: 'Walk after school' }),
    );
    mock.on('GET /api/check-ins', progressReply({ streak: 1, checkedInToday: true, checkIns: [saved] }));
    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(CHECK_IN_SAVED);
    expect(mock.callsTo(`PUT /api/check-ins/${today()}`)[0]!.body).toEqual({
      timeZone: TIME_ZONE,
      mood: 4,
      note: 'Slept better',
      goalIds: [GOAL_IDS[0]],
    });
    expect(await screen.findByRole('heading', { name: '1-day streak' })).toBeInTheDocument();

    await user.click(within(moods).getByRole('radio', { name: 'Great' }));
    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));
    expect(await within(card).findByText(CHECK_IN_UPDATED)).toBeInTheDocument();
    expect(mock.callsTo(`PUT /api/check-ins/${today()}`)[1]!.body).toMatchObject({ mood: 5 });
  });

  it('checks in for the day the API counts once it keeps a time zone, which after a journey may not be the browser date', async () => {
    // Prepare: the browser has moved a day ahead; the API still counts the day before (its new zone counts from tomorrow).
    const counted = addDays(today(), -1);
    const checkIn = { date: counted, timeZone: 'Pacific/Pago_Pago', mood: 2, goalIds: [], updatedAt: '2026-11-26T10:00:00.000Z' };
    const { user, mock } = await openGoals({
      'GET /api/check-ins': progressReply({ today: counted, timeZone: 'Pacific/Pago_Pago', checkedInToday: true, checkIns: [checkIn] }),
      [`PUT /api/check-ins/${counted}`]: { body: { success: true, checkIn: { ...checkIn, mood: 5 } } },
    });
    const card = region("Today's check-in");
    expect(within(card).getByRole('radio', { name: 'Low' })).toBeChecked();
    // Act
    await user.click(within(card).getByRole('radio', { name: 'Great' }));
    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));
    // Assess: the browser's zone still goes along, so the API learns of the journey.
    expect(await within(card).findByText(CHECK_IN_UPDATED)).toBeInTheDocument();
    expect(mock.callsTo(`PUT /api/check-ins/${counted}`).map((request) => request.body)).toEqual([
      { timeZone: TIME_ZONE, mood: 5, goalIds: [] },
    ]);
  });

  it("starts from today's check-in when there is one", async () => {
    const checkIn = { date: today(), timeZone: TIME_ZONE, mood: 2, note: 'Tired', goalIds: [], updatedAt: '2026-11-26T10:00:00.000Z' };
    await openGoals({ 'GET /api/check-ins': progressReply({ streak: 3, checkedInToday: true, checkIns: [checkIn] }) });
    const card = region("Today's check-in");
    expect(within(card).getByRole('radio', { name: 'Low' })).toBeChecked();
    expect(within(card).getByRole('textbox', { name: 'A note (optional)' })).toHaveValue('Tired');
  });
});

describe('the streak', () => {
  const cases = [0, 1, 5].flatMap((streak) =>
    [0, 1].flatMap((graceDaysUsedThisWeek) => [true, false].map((checkedInToday) => ({ streak, graceDaysUsedThisWeek, checkedInToday }))),
  );

  it('never shames: no broke, lost, failed or missed-out wording, and always says the grace rule', () => {
    for (const props of cases) {
      const { headline, lines } = streakCopy(props);
      const text = [headline, ...lines].join(' ');
      expect(text).not.toMatch(/\b(broke|broken|lost|lose|fail|failed|reset|missed out|shame)\b/i);
      expect(lines.join(' ')).toContain(GRACE_RULE);
    }
    expect(streakCopy({ streak: 1, graceDaysUsedThisWeek: 0, checkedInToday: true }).headline).toBe('1-day streak');
    expect(streakCopy({ streak: 0, graceDaysUsedThisWeek: 0, checkedInToday: false }).headline).toBe('Every day is a fresh start');
  });

  it('says the grace rule on the page', { timeout: 20_000 }, async () => {
    await openGoals({ 'GET /api/check-ins': progressReply({ streak: 4, graceDaysUsedThisWeek: 1, checkedInToday: true }) });
    const streak = region('4-day streak');
    expect(streak).toHaveTextContent("One missed day a week won't break it.");
    expect(streak).not.toHaveTextContent(/broke|lost/i);
  });
});

describe('the goals list', { timeout: 20_000 }, () => {
  it("validates the form, creates a goal, and shows the API's cap message", async () => {
    const created = goal({ goalId: GOAL_IDS[1], text: 'Text a friend', chatGoal: 3, timesPerWeek: 3 });
    const { user, mock } = await openGoals({ 'POST /api/goals': { body: { success: true, goal: created } } });
    const list = region('Goals you are working on');

    await user.click(within(list).getByRole('button', { name: 'Add goal' }));
    expect(within(list).getByRole('alert')).toHaveTextContent(GOAL_TEXT_REQUIRED);
    expect(mock.callsTo('POST /api/goals')).toHaveLength(0);

    await user.type(within(list).getByRole('textbox', { name: 'Your goal' }), 'Text a friend');
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Coaching goal' }), 'Interpersonal Relationships');
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Rhythm (optional)' }), '3 times a week');
    await user.click(within(list).getByRole('button', { name: 'Add goal' }));
    expect(await within(list).findByText('Text a friend')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/goals')[0]!.body).toEqual({ text: 'Text a friend', chatGoal: 3, timesPerWeek: 3 });

    mock.on('POST /api/goals', errorReply(409, 'CONFLICT', TOO_MANY_ACTIVE_GOALS_MESSAGE));
    await user.type(within(list).getByRole('textbox', { name: 'Your goal' }), 'One more');
    await user.click(within(list).getByRole('button', { name: 'Add goal' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(TOO_MANY_ACTIVE_GOALS_MESSAGE);
    expect(TOO_MANY_ACTIVE_GOALS_MESSAGE).toContain(String(GOAL_LIMITS.active));
  });

  it('edits, pauses, resumes, completes with a celebration, and deletes after asking', async () => {
    const id = GOAL_IDS[0];
    let stored = goal();
    const { user, mock } = await openGoals({
      [`PUT /api/goals/${id}`]: (request) => {
        const { text, status } = request.body as { text?: string; status?: Goal['status'] };
        stored = { ...stored, ...(text ? { text } : {}), ...(status ? { status } : {}) };
        return { body: { success: true, goal: stored } };
      },
      [`DELETE /api/goals/${id}`]: { body: { success: true, message: 'Goal deleted.' } },
    });
    const list = region('Goals you are working on');
    await user.click(within(list).getByRole('button', { name: 'Edit' }));
    const text = within(list).getAllByRole('textbox', { name: 'Your goal' })[1]!;
    await user.clear(text);
    await user.type(text, 'Walk after dinner');
    await user.click(within(list).getByRole('button', { name: 'Save changes' }));
    expect(await within(list).findByText('Walk after dinner')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Pause' }));
    await user.click(await within(list).findByRole('button', { name: 'Resume' }));
    await user.click(await within(list).findByRole('button', { name: 'Complete' }));
    expect(await within(list).findByRole('status')).toHaveTextContent(celebration('Walk after dinner'));
    expect(mock.callsTo(`PUT /api/goals/${id}`).map((request) => request.body)).toEqual([
      { text: 'Walk after dinner' },
      { status: 'paused' },
      { status: 'active' },
      { status: 'completed' },
    ]);

    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    expect(mock.callsTo(`DELETE /api/goals/${id}`)).toHaveLength(0);
    const confirm = within(list).getByRole('button', { name: 'Yes, delete the goal' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await within(list).findByText('No goals yet.', { exact: false })).toBeInTheDocument();
    expect(within(list).getByRole('status')).toHaveTextContent('Goal deleted.');
  });
});

describe('the weekly WHO-5', { timeout: 20_000 }, () => {
  it('needs every answer, and a low result brings the support lines and the safety plan forward', async () => {
    const { user, mock } = await openGoals({
      'POST /api/wellbeing/who5': { body: { success: true, who5: who5Result(20, true), bringSafetyForward: true } },
    });
    const card = region('Weekly well-being check');
    expect(card).toHaveTextContent('Over the last two weeks');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(WHO5_INCOMPLETE);

    for (const item of WHO5_ITEMS) {
      await user.click(within(within(card).getByRole('group', { name: item })).getByRole('radio', { name: WHO5_ANSWERS[4].label }));
    }
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await within(card).findByText(WHO5_MEANING.low)).toBeInTheDocument();
    expect(card).toHaveTextContent('20 out of 100');
    expect(card).toHaveTextContent(WHO5_MEANING.scale);
    expect(card).toHaveTextContent(WHO5_MEANING.notADiagnosis);
    expect(within(card).getByRole('group', { name: 'Help right now' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open my safety plan' })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/wellbeing/who5')[0]!.body).toEqual({ date: today(), timeZone: TIME_ZONE, answers: [1, 1, 1, 1, 1] });
    expect(await violations(card)).toEqual([]);
  });

  it("shows this week's steady result without the questions", async () => {
    await openGoals({ 'GET /api/check-ins': progressReply({ who5ThisWeek: true, who5: [who5Result(72, false)] }) });
    const card = region('Weekly well-being check');
    expect(card).toHaveTextContent('72 out of 100');
    expect(card).toHaveTextContent(WHO5_MEANING.steady);
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).queryByRole('group', { name: 'Help right now' })).toBeNull();
  });
});

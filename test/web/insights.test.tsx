import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUICIDE_SCORE_MEANINGS } from '#shared/insights/session-report';
import { SUPPORT_TITLE } from '../../web/src/features/insights/components/support-section';
import { NO_TOPIC_MESSAGE } from '../../web/src/features/insights/components/topic-picker';
import { CHECK_IN_TITLE } from '../../web/src/features/safety/components/check-in-card';
import { violations } from './helpers/axe';
import { adaWith, chatSummary, chatsReply } from './helpers/chat';
import { mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { checkInReply, insightsReply, reportReply, reportView, sessionReport } from './helpers/insights';
import { openAs, planDialog } from './helpers/plans';
import { renderApp } from './helpers/render-app';
import { adaAs } from './helpers/safety';

const chat = chatSummary({ chatId: 'chat-2', title: 'Exam week' });
const withChat: Handlers = { 'GET /api/bot/get-all-chats': chatsReply([chat]) };

/** Opens the report topics modal from the session's button in the side menu. */
async function openReportFromMenu(plan: 'Basic' | 'Premium', handlers: Handlers = {}) {
  const app = await openAs(plan, { ...withChat, ...handlers });
  await app.user.click(await within(app.menu()).findByRole('button', { name: 'Session report: Exam week' }));
  return app;
}

/** What the user never reads about themselves (SAFETY.md 20): the score, its scale, a red-flag label. */
const CLINICAL = new RegExp(['suicide', 'red flag', 'out of 5', 'skipping meals', ...SUICIDE_SCORE_MEANINGS.slice(1)].join('|'), 'i');

const headings = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// The first test of a file also loads the lazy chunks.
describe('the report topics modal', { timeout: 20_000 }, () => {
  it('needs a choice, then shows only the picked topics, never a score or a red-flag label, and the kind section when support is due', async () => {
    const report = reportView(
      sessionReport('chat-2', { suicideScore: { score: 2, basis: 'You said you wished you could disappear.' } }),
      true,
    );
    const { user } = await openReportFromMenu('Premium', {
      'GET /api/insights/reports/chat-2': reportReply('chat-2', 'Exam week', report),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session report: Exam week' });
    expect(await violations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_TOPIC_MESSAGE);
    expect(within(dialog).queryByRole('checkbox', { name: /suicide|red flag/i })).toBeNull();

    // Every topic the modal offers, picked.
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));

    await within(dialog).findByText('You named what you need from your friends.');
    expect(headings(dialog)).toContain('Insights');
    expect(dialog).not.toHaveTextContent(CLINICAL);
    expect(dialog).not.toHaveTextContent('You said you wished you could disappear.');
    expect(within(dialog).getByRole('heading', { name: SUPPORT_TITLE })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Help right now' })).toBeInTheDocument();
    expect(await violations(dialog)).toEqual([]);
  });

  it('shows no kind section when support is not due, and deletes the report after asking', async () => {
    const { user, mock } = await openReportFromMenu('Premium', {
      'GET /api/insights/reports/chat-2': reportReply('chat-2', 'Exam week', reportView(sessionReport('chat-2', {}, 'local'), false)),
      'DELETE /api/insights/reports/chat-2': { body: { success: true, message: 'Report deleted.' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session report: Exam week' });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    await within(dialog).findByText('You named what you need from your friends.');
    expect(dialog).toHaveTextContent('simpler local analysis');
    expect(dialog).not.toHaveTextContent(CLINICAL);
    expect(within(dialog).queryByRole('heading', { name: SUPPORT_TITLE })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Help right now' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(mock.callsTo('DELETE /api/insights/reports/chat-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete the report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Report deleted.');
    expect(mock.callsTo('DELETE /api/insights/reports/chat-2')).toHaveLength(1);
  });

  it('opens the plan popup on Basic instead', async () => {
    const { mock } = await openReportFromMenu('Basic');
    expect(planDialog()).toBeInTheDocument();
    expect(mock.callsTo('GET /api/insights/reports/chat-2')).toHaveLength(0);
  });
});

/** Signs Ada in on a plan and opens /dashboard/insights. */
async function openInsights(plan: 'Basic' | 'Premium', handlers: Handlers = {}) {
  const mock = mockApi({ ...signedIn, 'GET /api/user/': adaWith(plan), 'GET /api/insights': insightsReply(plan), ...handlers });
  const app = renderApp('/dashboard/insights');
  await screen.findByRole('heading', { level: 1, name: 'Your insights' });
  await screen.findByRole('heading', { name: 'Mood over time' });
  return { ...app, mock };
}

const chartTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('.chart'))
    .map((heading) => heading.textContent);

describe('the Insights page', { timeout: 20_000 }, () => {
  it('gives Basic the basic view and the plan popup for the rest', async () => {
    const { user } = await openInsights('Basic');
    expect(chartTitles()).toEqual(['Mood over time', 'Top sources of stress']);
    expect(screen.queryByRole('heading', { name: 'Session reports' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(planDialog()).toBeInTheDocument();
  });

  it('gives Premium every chart, each with its table, the reports and the weekly e-mail, and passes axe', async () => {
    const { user, mock } = await openInsights('Premium', {
      'PUT /api/user/': { body: { success: true, preferences: { weeklySummary: true } } },
    });
    expect(chartTitles()).toEqual([
      'Mood over time',
      'Levels of anxiety and distress',
      'Sources of stress',
      'Discussion topics',
      'Emotions',
    ]);
    const charts = chartTitles().map((title) => screen.getByRole('region', { name: title! }));
    for (const chart of charts) {
      await user.click(within(chart).getByText('Show as table'));
      expect(within(chart).getByRole('table')).toBeInTheDocument();
    }
    const distress = within(screen.getByRole('region', { name: 'Levels of anxiety and distress' })).getByRole('table');
    expect(
      within(distress)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SessionDateLevel', 'Session 1Nov 11, 2026High', 'Session 2Nov 12, 2026Low']);
    expect(screen.getByRole('button', { name: 'Session report: Session 2' })).toBeInTheDocument();
    expect(await violations(screen.getByRole('main'))).toEqual([]);

    const weekly = screen.getByRole('region', { name: 'Weekly summary e-mail' });
    expect(weekly).toHaveTextContent('The e-mail holds no details of what you talked about');
    await user.click(within(weekly).getByRole('button', { name: 'Get a weekly summary by e-mail' }));
    expect(await within(weekly).findByRole('status')).toHaveTextContent('You get a weekly summary by e-mail.');
    expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([{ weeklySummary: true }]);
  });

  it('says when reports will come, before there are any', async () => {
    await mockApi({ ...signedIn, 'GET /api/insights': insightsReply('Basic', { reportedCount: 0, mood: [], topStressSources: [] }) });
    renderApp('/dashboard/insights');
    expect(await screen.findByText(/No reports yet\. A report appears after a session has been quiet for a while/)).toBeInTheDocument();
  });

  it('starts a recommended session in one click, on the dashboard with its goal and style', async () => {
    const { user, location } = await openInsights('Premium');
    await user.click(screen.getByRole('button', { name: /^Start this session/ }));
    expect(await screen.findByText('Build Self-Esteem · Encouragement & Positivity')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/dashboard');
    expect(screen.getByRole('textbox', { name: 'Message Skye' })).toBeInTheDocument();
  });
});

describe('the early-detection check-in card', { timeout: 20_000 }, () => {
  const sectionOrder = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('is gentle first, offers help with no upgrade prompt on Basic, and is marked seen on closing', async () => {
    const { user, mock } = await openAs('Basic', {
      'GET /api/insights/check-in': checkInReply(),
      'POST /api/insights/check-in/trigger-abcdefghij.3/seen': { body: { success: true, message: 'Check-in closed.' } },
    });
    const dialog = await screen.findByRole('dialog', { name: CHECK_IN_TITLE });
    expect(sectionOrder(dialog)).toEqual(['What we noticed', 'If you want to talk to someone']);
    expect(dialog).toHaveTextContent('Your last three sessions sounded heavier each time.');
    expect(within(dialog).getByText('My safety plan')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/upgrade|premium/i);
    expect(await violations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close this check-in' }));
    expect(screen.queryByRole('dialog', { name: CHECK_IN_TITLE })).toBeNull();
    expect(mock.callsTo('POST /api/insights/check-in/trigger-abcdefghij.3/seen')).toHaveLength(1);
  });

  it('puts the resources first when urgent, and shows Premium the analysis', async () => {
    await openAs('Premium', {
      'GET /api/insights/check-in': checkInReply({
        level: 'urgent',
        analysis: { trend: [], changes: ['You have slept less this week.'], helped: [{ goal: 2, style: 1, sessions: 2 }] },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: CHECK_IN_TITLE });
    expect(sectionOrder(dialog)).toEqual(['Help right now', 'What we noticed', 'A closer look']);
    expect(dialog).toHaveTextContent('Reduce Stress with Encouragement & Positivity (2 sessions)');
  });

  it('waits behind the safety gate: the age question comes first', async () => {
    mockApi({ ...signedIn, 'GET /api/user/': adaAs({}, ['ageConfirmation']), 'GET /api/insights/check-in': checkInReply() });
    renderApp('/dashboard');
    await screen.findByRole('dialog', { name: 'Confirm your age' });
    expect(screen.queryByRole('dialog', { name: CHECK_IN_TITLE })).toBeNull();
  });
});

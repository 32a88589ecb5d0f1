import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRISIS_SCREEN_TEXT, fixedReplyFor } from '#shared/crisis-help';
import { localDateIn } from '#shared/calendar';
import type { Help } from '#shared/safety';
import type { NoteSafety } from '#shared/schemas/crisis';
import { CHECK_IN_SAVED } from '../../web/src/features/goals/components/daily-check-in';
import { NOTES } from '../fixtures/crisis-notes';
import { adaWith } from './helpers/chat';
import { mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { goal, GOAL_IDS, goalsReply, progressReply } from './helpers/goals';
import { memoriesReply, memory } from './helpers/memory';
import { MEMORY_PREMIUM_MESSAGE } from '#shared/error-messages';
import { renderApp } from './helpers/render-app';

/**
 * A note the user writes (a check-in note, a goal, a memory note) that met a crisis tier shows what
 * a flagged chat reply shows (docs/safety.md "Notes the user writes"): the fixed text at (b) and
 * (c), the crisis lines one tap away, and at (c) the crisis screen until the user has seen it.
 */

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = () => localDateIn(new Date(), TIME_ZONE);
const HELP: Help = { harm: 'suicide-self-harm', language: 'en' };
const safetyAt = (tier: 'a' | 'b' | 'c'): NoteSafety => ({
  tier,
  crisisScreen: tier === 'c',
  help: HELP,
  ...(tier !== 'a' && { reply: fixedReplyFor(tier, HELP) }),
});
const crisisLines = (within_: HTMLElement) => within(within_).queryByRole('group', { name: 'Help right now' });

async function openGoals(handlers: Handlers) {
  const mock = mockApi({ ...signedIn, 'GET /api/goals': goalsReply([goal()]), 'GET /api/check-ins': progressReply(), ...handlers });
  const app = renderApp('/dashboard/goals');
  await screen.findByRole('heading', { name: "Today's check-in" });
  return { ...app, mock };
}

describe('a check-in note that met a crisis tier', { timeout: 20_000 }, () => {
  it('tier (c): the crisis screen until seen, the fixed text and the lines, not the thanks', async () => {
    // Prepare
    const saved = { date: today(), timeZone: TIME_ZONE, mood: 1, note: NOTES.c, goalIds: [], updatedAt: '2026-11-26T10:00:00.000Z' };
    const { user, mock } = await openGoals({
      [`PUT /api/check-ins/${today()}`]: { body: { success: true, checkIn: { ...saved, safety: safetyAt('c') }, safety: safetyAt('c') } },
      'POST /api/notes/crisis-ack': { body: { success: true, message: 'Crisis screen acknowledged' } },
    });
    const card = screen.getByRole('region', { name: "Today's check-in" });
    // Act
    await user.click(within(card).getByRole('radio', { name: 'Very low' }));
    await user.type(within(card).getByRole('textbox', { name: 'A note (optional)' }), NOTES.c);
    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));
    // Assess
    const crisis = await screen.findByRole('alertdialog', { name: CRISIS_SCREEN_TEXT.en.title });
    await user.click(within(crisis).getByRole('button', { name: CRISIS_SCREEN_TEXT.en.acknowledge }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mock.callsTo('POST /api/notes/crisis-ack').map((request) => request.body)).toEqual([{ note: 'checkIn', id: today() }]);
    expect(within(card).getByText(fixedReplyFor('c', HELP))).toBeInTheDocument();
    expect(crisisLines(card)).toBeInTheDocument();
    expect(card).not.toHaveTextContent(CHECK_IN_SAVED);
  });

  it('an ordinary note gets the thanks and no crisis lines', async () => {
    const saved = { date: today(), timeZone: TIME_ZONE, mood: 3, note: NOTES.none, goalIds: [], updatedAt: '2026-11-26T10:00:00.000Z' };
    const { user } = await openGoals({ [`PUT /api/check-ins/${today()}`]: { body: { success: true, checkIn: saved } } });
    const card = screen.getByRole('region', { name: "Today's check-in" });

    await user.click(within(card).getByRole('radio', { name: 'Okay' }));
    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(CHECK_IN_SAVED);
    expect(crisisLines(card)).not.toBeInTheDocument();
  });
});

describe('a goal whose text met a crisis tier', { timeout: 20_000 }, () => {
  it('tier (b): the goal is added, with the fixed text and the crisis lines beside it', async () => {
    const created = goal({ goalId: GOAL_IDS[1], text: NOTES.b, safety: safetyAt('b') });
    const { user } = await openGoals({ 'POST /api/goals': { body: { success: true, goal: created, safety: safetyAt('b') } } });
    const list = screen.getByRole('region', { name: 'Goals you are working on' });

    await user.type(within(list).getByRole('textbox', { name: 'Your goal' }), NOTES.b);
    await user.click(within(list).getByRole('button', { name: 'Add goal' }));

    expect(await within(list).findByText(fixedReplyFor('b', HELP))).toBeInTheDocument();
    expect(crisisLines(list)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('a memory note that met a crisis tier', { timeout: 20_000 }, () => {
  it('tier (a): the note is added with the crisis lines beside the notes, no fixed text and no crisis screen', async () => {
    const added = memory({ memoryId: '01JBBBBBBBBBBBBBBBBBBBBBB4', text: NOTES.a, source: 'user', safety: safetyAt('a') });
    mockApi({
      ...signedIn,
      'GET /api/user/': adaWith('Premium'),
      'GET /api/memories': memoriesReply([]),
      'POST /api/memories': { body: { success: true, memory: added, safety: safetyAt('a') } },
    });
    const { user } = renderApp('/dashboard/memory');
    const form = await screen.findByRole('region', { name: 'Add a note' });

    await user.type(within(form).getByRole('textbox', { name: 'Something your coach should remember' }), NOTES.a);
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    const notes = screen.getByRole('region', { name: "Your coach's notes" });
    expect(await within(notes).findByRole('group', { name: 'Help right now' })).toBeInTheDocument();
    expect(notes).not.toHaveTextContent(fixedReplyFor('b', HELP));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('a flagged note after a reload', { timeout: 20_000 }, () => {
  it("today's check-in keeps its help, with no thanks and no crisis screen once seen", async () => {
    // Prepare
    const checkIn = { date: today(), timeZone: TIME_ZONE, mood: 1, note: NOTES.c, goalIds: [], updatedAt: '2026-11-26T10:00:00.000Z' };
    const seen = { ...safetyAt('c'), crisisScreen: false };
    // Act
    await openGoals({ 'GET /api/check-ins': progressReply({ today: today(), checkIns: [{ ...checkIn, safety: seen }] }) });
    // Assess
    const card = screen.getByRole('region', { name: "Today's check-in" });
    expect(within(card).getByText(fixedReplyFor('c', HELP))).toBeInTheDocument();
    expect(crisisLines(card)).toBeInTheDocument();
    expect(card).not.toHaveTextContent(CHECK_IN_SAVED);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a goal at tier (c) not yet seen opens its crisis screen again; seeing it is recorded on the goal, and the help stays beside it', async () => {
    const flagged = goal({ goalId: GOAL_IDS[1], text: NOTES.c, safety: safetyAt('c') });
    const { user, mock } = await openGoals({
      'GET /api/goals': goalsReply([goal(), flagged]),
      'POST /api/notes/crisis-ack': { body: { success: true, message: 'Crisis screen acknowledged' } },
    });

    const crisis = await screen.findByRole('alertdialog', { name: CRISIS_SCREEN_TEXT.en.title });
    await user.click(within(crisis).getByRole('button', { name: CRISIS_SCREEN_TEXT.en.acknowledge }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mock.callsTo('POST /api/notes/crisis-ack').map((request) => request.body)).toEqual([{ note: 'goal', id: GOAL_IDS[1] }]);
    const list = screen.getByRole('region', { name: 'Goals you are working on' });
    const item = within(list).getByText(NOTES.c).closest('li')!;
    expect(within(item).getByText(fixedReplyFor('c', HELP))).toBeInTheDocument();
    expect(crisisLines(item)).toBeInTheDocument();
    expect(crisisLines(within(list).getByText('Walk after school').closest('li')!)).not.toBeInTheDocument();
  });

  it('a memory note keeps its crisis lines beside it', async () => {
    mockApi({
      ...signedIn,
      'GET /api/user/': adaWith('Premium'),
      'GET /api/memories': memoriesReply([memory({ text: NOTES.a, source: 'user', safety: safetyAt('a') })]),
    });
    renderApp('/dashboard/memory');

    const item = (await screen.findByText(NOTES.a)).closest('li')!;
    expect(crisisLines(item)).toBeInTheDocument();
  });
});

describe('a memory note refused on Basic', { timeout: 20_000 }, () => {
  it('still brings the help of a crisis in it, beside the refusal', async () => {
    // Prepare: the form was on the page before the plan changed
    mockApi({
      ...signedIn,
      'GET /api/user/': adaWith('Premium'),
      'GET /api/memories': memoriesReply([]),
      'POST /api/memories': {
        status: 403,
        body: { success: false, code: 'FORBIDDEN', message: MEMORY_PREMIUM_MESSAGE, safety: safetyAt('b') },
      },
    });
    const { user } = renderApp('/dashboard/memory');
    const form = await screen.findByRole('region', { name: 'Add a note' });
    // Act
    await user.type(within(form).getByRole('textbox', { name: 'Something your coach should remember' }), NOTES.b);
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    // Assess
    expect(await within(form).findByText(MEMORY_PREMIUM_MESSAGE)).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: "Your coach's notes" });
    expect(within(notes).getByText(fixedReplyFor('b', HELP))).toBeInTheDocument();
    expect(crisisLines(notes)).toBeInTheDocument();
  });
});

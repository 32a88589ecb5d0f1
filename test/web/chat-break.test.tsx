import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSummary } from '#shared/schemas/chat';
import {
  BREAK_DISMISS,
  BREAK_LATE_NIGHT,
  BREAK_LONG_SESSION,
  BREAK_NOTE_LABEL,
  breakGoalStep,
} from '../../web/src/features/chat/components/break-note';
import { violations } from './helpers/axe';
import { chatMessage, chatReply, chatsReply, chatSummary, openDashboard, reduceMotion } from './helpers/chat';
import { ADA, type Handlers } from './helpers/fetch-mock';

/** Healthy use: the chat's break suggestion, its dismissal and its silence in a crisis. */

const MINUTE = 60_000;
const GOAL = 'Walk to the park twice a week';
const goalsReply = {
  body: {
    success: true,
    goals: [
      { goalId: '01JBREAKPAUSED000000000000', text: 'A paused goal', chatGoal: 2, status: 'paused', createdAt: 'x', updatedAt: 'x' },
      { goalId: '01JBREAKACTIVE000000000000', text: GOAL, chatGoal: 2, status: 'active', createdAt: 'x', updatedAt: 'x' },
    ],
  },
};

/** A stored chat whose user wrote every 10 minutes for the `minutes` before `now`, each answered. */
function chatOver(minutes: number, now: number, overrides: Partial<ChatSummary> = {}) {
  const chat = chatSummary({ title: 'Long talk', ...overrides });
  const messages = Array.from({ length: Math.floor(minutes / 10) + 1 }, (_, i) => {
    const at = new Date(now - (minutes - i * 10) * MINUTE).toISOString();
    return [chatMessage('user', `Message ${i}`, { createdAt: at }), chatMessage('assistant', `Reply ${i}`, { createdAt: at })];
  }).flat();
  return { chat, messages };
}

async function openChat(chatOf: ReturnType<typeof chatOver>, user: Record<string, unknown>, extra: Handlers = {}) {
  const { chat, messages } = chatOf;
  localStorage.setItem('selectedSessionId', chat.chatId);
  const dashboard = await openDashboard({
    'GET /api/user/': { body: { ...ADA, ...user } },
    'GET /api/bot/get-all-chats': chatsReply([chat]),
    [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, messages),
    'GET /api/goals': goalsReply,
    ...extra,
  });
  const log = await screen.findByRole('log', { name: 'Conversation' });
  await within(log).findByText(messages.at(-1)!.content);
  return { ...dashboard, log };
}

beforeEach(() => {
  reduceMotion();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the break suggestion', () => {
  it('suggests a short break after about an hour, with the first active goal, and "Got it" puts it away for this run', async () => {
    const talk = chatOver(60, Date.now());
    const { log, user, mock, unmount } = await openChat(talk, { preferences: { breakReminders: 'on' } });

    const note = await within(log).findByRole('note', { name: BREAK_NOTE_LABEL });
    expect(note).toHaveTextContent(BREAK_LONG_SESSION);
    expect(await within(note).findByText(breakGoalStep(GOAL))).toBeInTheDocument();
    expect(await violations(note)).toEqual([]);
    // It arrives without taking focus.
    expect(note).not.toContainElement(document.activeElement as HTMLElement);

    await user.click(within(note).getByRole('button', { name: BREAK_DISMISS }));

    expect(within(log).queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Skye' })).toHaveFocus();
    expect(mock.callsTo('GET /api/goals')).toHaveLength(1);

    // A reload of the same run does not ask again.
    unmount();
    await openChat(talk, { preferences: { breakReminders: 'on' } });
    expect(screen.queryByRole('note', { name: BREAK_NOTE_LABEL })).not.toBeInTheDocument();
  });

  it('suggests sleep late at night to a guardian-consent user by default (from 22:00)', async () => {
    const night = new Date(2026, 10, 26, 23, 30).getTime();
    vi.spyOn(Date, 'now').mockReturnValue(night);

    const { log } = await openChat(chatOver(10, night), { ageConfirmation: 'guardian', preferences: undefined });

    const note = await within(log).findByRole('note', { name: BREAK_NOTE_LABEL });
    expect(note).toHaveTextContent(BREAK_LATE_NIGHT);
  });

  it('stays quiet in a crisis-flagged chat, and for an adult who never turned it on', async () => {
    const flagged = chatOver(60, Date.now(), { crisis: { tier: 'a', acknowledged: false } });
    const first = await openChat(flagged, { preferences: { breakReminders: 'on' } });
    expect(within(first.log).queryByRole('note')).not.toBeInTheDocument();
    expect(first.mock.callsTo('GET /api/goals')).toHaveLength(0);
    first.unmount();

    const adult = await openChat(chatOver(60, Date.now()), {});
    expect(within(adult.log).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the note without a goal when the goals cannot be read', async () => {
    const { log } = await openChat(
      chatOver(60, Date.now()),
      { preferences: { breakReminders: 'on' } },
      { 'GET /api/goals': { status: 500, body: { success: false, code: 'INTERNAL', message: 'x' } } },
    );

    const note = await within(log).findByRole('note', { name: BREAK_NOTE_LABEL });
    expect(note).toHaveTextContent(BREAK_LONG_SESSION);
    expect(note).not.toHaveTextContent('Or take a step');
  });
});

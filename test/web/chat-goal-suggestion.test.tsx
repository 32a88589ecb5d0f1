import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedReplyFor } from '#shared/crisis-help';
import type { ChatMessage, ChatSummary } from '#shared/schemas/chat';
import {
  ADD_GOAL,
  GOAL_ADDED,
  NOT_NOW,
  SEE_GOALS,
  SUGGEST_GOAL,
  SUGGESTION_FAILED,
  SUGGESTION_FIELD,
  SUGGESTION_LOADING,
  SUGGESTION_NONE,
  SUGGESTION_TITLE,
} from '../../web/src/features/chat/components/goal-suggestion';
import { NOTES } from '../fixtures/crisis-notes';
import { violations } from './helpers/axe';
import { chatMessage, chatReply, chatsReply, chatSummary, openDashboard, reduceMotion } from './helpers/chat';
import { deferred, errorReply, type Handlers, type Reply } from './helpers/fetch-mock';

/** The goal the coach suggests at the end of a session, from the chat. */

const SUGGESTED = { text: 'Take a 10-minute walk after classes', chatGoal: 2, timesPerWeek: 3 };
const suggestionReply = (suggestion: unknown = SUGGESTED): Reply => ({ body: { success: true, suggestion } });
const createdReply: Reply = {
  body: {
    success: true,
    goal: { goalId: '01JGOALAAAAAAAAAAAAAAAAAAA', ...SUGGESTED, status: 'active', createdAt: 'x', updatedAt: 'x' },
  },
};

const exchange = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => [chatMessage('user', `Message ${i}`), chatMessage('assistant', `Reply ${i}`)]).flat();

async function openChat(messages: ChatMessage[], extra: Handlers = {}, overrides: Partial<ChatSummary> = {}) {
  const chat = chatSummary({ title: 'Exam week', ...overrides });
  localStorage.setItem('selectedSessionId', chat.chatId);
  const dashboard = await openDashboard({
    'GET /api/bot/get-all-chats': chatsReply([chat]),
    [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, messages),
    [`POST /api/goals/suggestion/${chat.chatId}`]: suggestionReply(),
    'POST /api/goals': createdReply,
    ...extra,
  });
  const log = await screen.findByRole('log', { name: 'Conversation' });
  await within(log).findByText(messages.at(-1)!.content);
  return { ...dashboard, chat, log };
}

beforeEach(() => {
  reduceMotion();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the goal suggestion at the end of a session', () => {
  it('offers a quiet button that takes no focus; the card shows the suggestion to edit, and "Add goal" adds it', async () => {
    const { user, mock, chat } = await openChat(exchange(2));

    const ask = screen.getByRole('button', { name: SUGGEST_GOAL });
    expect(ask).not.toHaveFocus();
    // It sits outside the conversation's live region, so it is not announced as a message.
    expect(screen.getByRole('log', { name: 'Conversation' })).not.toContainElement(ask);
    expect(mock.callsTo(`POST /api/goals/suggestion/${chat.chatId}`)).toHaveLength(0);

    await user.click(ask);

    const card = await screen.findByRole('form', { name: SUGGESTION_TITLE });
    const field = within(card).getByRole('textbox', { name: SUGGESTION_FIELD });
    expect(field).toHaveValue(SUGGESTED.text);
    expect(field).toHaveFocus();
    expect(card).toHaveTextContent('Rhythm: 3 times a week');
    expect(await violations(card)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Take a 15-minute walk after classes');
    await user.click(within(card).getByRole('button', { name: ADD_GOAL }));

    const added = await screen.findByText(GOAL_ADDED, { exact: false });
    expect(added).toHaveFocus();
    expect(within(added).getByRole('link', { name: SEE_GOALS })).toHaveAttribute('href', '/dashboard/goals');
    expect(mock.callsTo('POST /api/goals').map((request) => request.body)).toEqual([
      { text: 'Take a 15-minute walk after classes', chatGoal: 2, timesPerWeek: 3 },
    ]);
    expect(await violations(added)).toEqual([]);
  });

  it('works by keyboard alone', async () => {
    const { user, mock } = await openChat(exchange(2));
    screen.getByRole('button', { name: SUGGEST_GOAL }).focus();

    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: SUGGESTION_FIELD });
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(GOAL_ADDED, { exact: false })).toHaveFocus();
    expect(mock.callsTo('POST /api/goals')).toHaveLength(1);
  });

  it('"Not now" hides it for this chat, also after a reload, and puts focus in the text box', async () => {
    const messages = exchange(3);
    const chatId = 'chat-suggest-not-now';
    const { user, unmount } = await openChat(messages, {}, { chatId });
    await user.click(screen.getByRole('button', { name: SUGGEST_GOAL }));
    const card = await screen.findByRole('form', { name: SUGGESTION_TITLE });

    await user.click(within(card).getByRole('button', { name: NOT_NOW }));

    expect(screen.queryByRole('form', { name: SUGGESTION_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUGGEST_GOAL })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Skye' })).toHaveFocus();

    unmount();
    await openChat(messages, {}, { chatId });
    expect(screen.queryByRole('button', { name: SUGGEST_GOAL })).not.toBeInTheDocument();
  });

  it('says politely while it loads, when it fails (the button asks again), and when none fits', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const held = deferred<Reply>();
    const answers: Array<Promise<Reply> | Reply> = [held.promise, suggestionReply(null)];
    const chatId = 'chat-suggest-polite';
    const { user } = await openChat(exchange(2), { [`POST /api/goals/suggestion/${chatId}`]: () => answers.shift()! }, { chatId });
    const ask = screen.getByRole('button', { name: SUGGEST_GOAL });

    await user.click(ask);
    expect(await screen.findByText(SUGGESTION_LOADING)).toHaveAttribute('role', 'status');
    expect(ask).toHaveAttribute('aria-disabled', 'true');
    held.resolve(errorReply(500, 'INTERNAL', 'x'));

    expect(await screen.findByRole('alert')).toHaveTextContent(SUGGESTION_FAILED);
    expect(ask).toHaveFocus();
    await user.click(ask);

    const none = await screen.findByText(SUGGESTION_NONE);
    expect(none).toHaveFocus();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: SUGGEST_GOAL })).not.toBeInTheDocument();
  });

  it.each([
    ['one user message', exchange(1), {}],
    ['a chat that met tier (a)', exchange(2), { crisis: { tier: 'a', acknowledged: false } }],
    ['a chat that met tier (c)', exchange(2), { crisis: { tier: 'c', acknowledged: true } }],
  ] as const)('is not offered in %s', async (_label, messages, overrides) => {
    await openChat([...messages], {}, overrides as Partial<ChatSummary>);
    expect(screen.queryByRole('button', { name: SUGGEST_GOAL })).not.toBeInTheDocument();
  });

  it('is not offered beside the crisis lines of a reply', async () => {
    const messages = [
      ...exchange(1),
      chatMessage('user', 'A hard one'),
      chatMessage('assistant', 'Fixed reply', { engine: 'safety', safety: 'a' }),
    ];
    await openChat(messages);
    expect(screen.queryByRole('button', { name: SUGGEST_GOAL })).not.toBeInTheDocument();
  });

  it("shows the API's message when the goal cannot be added (the cap on active goals)", async () => {
    const { user } = await openChat(exchange(2), {
      'POST /api/goals': errorReply(409, 'CONFLICT', 'You already have 10 active goals. Pause or complete one to add another.'),
    });
    await user.click(screen.getByRole('button', { name: SUGGEST_GOAL }));
    const card = await screen.findByRole('form', { name: SUGGESTION_TITLE });

    await user.click(within(card).getByRole('button', { name: ADD_GOAL }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('You already have 10 active goals');
    expect(within(card).getByRole('textbox', { name: SUGGESTION_FIELD })).toHaveValue(SUGGESTED.text);
  });
});

describe('a suggested goal the user adds is screened like any note', () => {
  it('rewritten into words that meet tier (b): added, with the fixed text and the crisis lines beside it', async () => {
    // Prepare
    const help = { harm: 'suicide-self-harm', language: 'en' } as const;
    const safety = { tier: 'b', crisisScreen: false, help, reply: fixedReplyFor('b', help) } as const;
    const goal = { goalId: '01JGOALAAAAAAAAAAAAAAAAAAA', ...SUGGESTED, text: NOTES.b, status: 'active', createdAt: 'x', updatedAt: 'x' };
    const { user } = await openChat(exchange(2), { 'POST /api/goals': { body: { success: true, goal: { ...goal, safety }, safety } } });
    await user.click(screen.getByRole('button', { name: SUGGEST_GOAL }));
    const field = await screen.findByRole('textbox', { name: SUGGESTION_FIELD });
    // Act
    await user.clear(field);
    await user.type(field, NOTES.b);
    await user.click(screen.getByRole('button', { name: ADD_GOAL }));
    // Assess
    expect(await screen.findByText(safety.reply)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Help right now' })).toBeInTheDocument();
  });
});

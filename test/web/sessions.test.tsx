import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { SESSION_GONE } from '../../web/src/features/chat/use-conversation';
import { chatMessage, chatReply, chatsReply, chatSummary, deletedReply, openDashboard, reduceMotion } from './helpers/chat';
import { errorReply } from './helpers/fetch-mock';

const exams = chatSummary({ title: 'Exams next week', startTime: '2026-11-22T09:00:00.000Z' });
const sister = chatSummary({ title: 'My sister', startTime: '2026-11-20T09:00:00.000Z' });
const examsChat = chatReply(exams, [chatMessage('user', 'Exams are coming'), chatMessage('assistant', 'Let us plan together.')]);
const sisterChat = chatReply(sister, [chatMessage('user', 'We argued'), chatMessage('assistant', 'That sounds painful.')]);
const withChats = {
  'GET /api/bot/get-all-chats': chatsReply([sister, exams]),
  [`GET /api/bot/chat/${exams.chatId}`]: examsChat,
  [`GET /api/bot/chat/${sister.chatId}`]: sisterChat,
};

beforeEach(() => {
  reduceMotion();
});

describe('opening sessions', () => {
  it('loads a session’s messages when it is chosen, marks it current and keeps it as selectedSessionId', async () => {
    const { user, mock } = await openDashboard(withChats);

    await user.click(await screen.findByRole('button', { name: 'Exams next week' }));

    expect(await screen.findByText('Let us plan together.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exams next week' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'My sister' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toHaveTextContent('Exams next week');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Ada' })).toBeInTheDocument();
    expect(localStorage.getItem('selectedSessionId')).toBe(exams.chatId);
    expect(screen.getByRole('textbox', { name: 'Message Skye' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'My sister' }));
    expect(await screen.findByText('That sounds painful.')).toBeInTheDocument();
    expect(screen.queryByText('Let us plan together.')).not.toBeInTheDocument();
    expect(mock.callsTo(`GET /api/bot/chat/${sister.chatId}`)).toHaveLength(1);
  });

  it('reopens the stored selectedSessionId on reload', async () => {
    localStorage.setItem('selectedSessionId', sister.chatId);

    await openDashboard(withChats);

    expect(await screen.findByText('That sounds painful.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'My sister' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('textbox', { name: 'Message Skye' })).not.toHaveFocus();
  });

  it('forgets a stored session that no longer exists, and shows the invitation to start', async () => {
    localStorage.setItem('selectedSessionId', 'chat-gone-000000000001');
    const { mock } = await openDashboard({
      ...withChats,
      'GET /api/bot/chat/chat-gone-000000000001': errorReply(404, 'NOT_FOUND', 'Chat not found.'),
    });

    expect(await screen.findByRole('button', { name: 'Start a session' })).toBeInTheDocument();
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.callsTo('GET /api/bot/chat/chat-gone-000000000001').length).toBeGreaterThan(0);
  });

  it('takes a session deleted elsewhere out of the list when it is chosen, and says so', async () => {
    const { user, sessionNames } = await openDashboard({
      ...withChats,
      [`GET /api/bot/chat/${exams.chatId}`]: errorReply(404, 'NOT_FOUND', 'Chat not found.'),
    });

    await user.click(await screen.findByRole('button', { name: 'Exams next week' }));

    expect(await screen.findByText(SESSION_GONE)).toBeInTheDocument();
    expect(sessionNames()).toEqual(['My sister']);
  });

  it('offers to reload the sessions when the list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, mock } = await openDashboard({
      'GET /api/bot/get-all-chats': errorReply(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    });
    const reload = await screen.findByRole('button', { name: 'Reload sessions' });

    mock.on('GET /api/bot/get-all-chats', chatsReply([exams]));
    await user.click(reload);

    expect(await screen.findByRole('button', { name: 'Exams next week' })).toBeInTheDocument();
  });
});

describe('deleting a session', () => {
  it('asks first; No keeps it, Yes deletes it and resets the view when it was the open chat', async () => {
    localStorage.setItem('selectedSessionId', exams.chatId);
    const { user, mock, sessionNames, menu } = await openDashboard({
      ...withChats,
      [`DELETE /api/bot/${exams.chatId}`]: deletedReply,
    });
    await screen.findByText('Let us plan together.');
    const cross = within(menu()).getByRole('button', { name: 'Delete chat: Exams next week' });

    await user.click(cross);
    let dialog = screen.getByRole('dialog', { name: 'Delete Chat' });
    expect(dialog).toHaveTextContent(messages.dashboard.deleteChatConfirm);
    expect(within(dialog).getByRole('button', { name: messages.dashboard.no })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: messages.dashboard.no }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cross).toHaveFocus();
    expect(mock.callsTo(`DELETE /api/bot/${exams.chatId}`)).toHaveLength(0);

    await user.click(cross);
    dialog = screen.getByRole('dialog', { name: 'Delete Chat' });
    await user.click(within(dialog).getByRole('button', { name: messages.dashboard.yes }));

    await waitFor(() => expect(sessionNames()).toEqual(['My sister']));
    expect(mock.callsTo(`DELETE /api/bot/${exams.chatId}`)).toHaveLength(1);
    expect(screen.queryByText('Let us plan together.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message Skye' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a session' })).toBeInTheDocument();
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
    expect(screen.getByRole('button', { name: messages.dashboard.newSession })).toHaveFocus();
  });

  it('leaves the open chat alone when another session is deleted', async () => {
    localStorage.setItem('selectedSessionId', exams.chatId);
    const { user, sessionNames } = await openDashboard({ ...withChats, [`DELETE /api/bot/${sister.chatId}`]: deletedReply });
    await screen.findByText('Let us plan together.');

    await user.click(screen.getByRole('button', { name: 'Delete chat: My sister' }));
    await user.click(screen.getByRole('button', { name: messages.dashboard.yes }));

    await waitFor(() => expect(sessionNames()).toEqual(['Exams next week']));
    expect(screen.getByText('Let us plan together.')).toBeInTheDocument();
    expect(localStorage.getItem('selectedSessionId')).toBe(exams.chatId);
  });

  it('keeps the popup open with the error when the deletion fails', async () => {
    const { user, sessionNames } = await openDashboard({
      ...withChats,
      [`DELETE /api/bot/${sister.chatId}`]: errorReply(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete chat: My sister' }));
    await user.click(screen.getByRole('button', { name: messages.dashboard.yes }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Please try again');
    expect(sessionNames()).toEqual(['Exams next week', 'My sister']);
  });
});

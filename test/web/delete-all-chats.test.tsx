import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { chatMessage, chatReply, chatsReply, chatSummary, deletedReply, reduceMotion } from './helpers/chat';
import { errorReply, type Handlers } from './helpers/fetch-mock';
import { openSettings } from './helpers/settings';

const first = chatSummary({ title: 'First', startTime: '2026-11-22T09:00:00.000Z' });
const second = chatSummary({ title: 'Second', startTime: '2026-11-21T09:00:00.000Z' });
const third = chatSummary({ title: 'Third', startTime: '2026-11-20T09:00:00.000Z' });

/** Opens Settings > Data Controls > Delete All Chats with these chats on the server. */
async function openDeleteAll(handlers: Handlers) {
  const settings = await openSettings(handlers, 'Data Controls');
  await settings.user.click(within(settings.panel()).getByRole('button', { name: 'Delete All Chats' }));
  const yes = within(settings.dialog).getByRole('button', { name: messages.deleteChats.yes });
  return { ...settings, yes };
}

const sessionsInMenu = () =>
  within(screen.getByRole('navigation', { name: 'Menu', hidden: true }))
    .queryAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent?.replace(/(Rename session|Delete chat): .*$/, ''));

beforeEach(() => {
  reduceMotion();
});

describe('Settings > Data Controls > Delete All Chats', () => {
  it('confirms with the spec’s choices, No goes back to the panel', async () => {
    const { user, dialog, panel, mock } = await openDeleteAll({});
    expect(within(dialog).getByRole('button', { name: messages.deleteChats.no })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: messages.deleteChats.no }));

    expect(within(panel()).getByRole('button', { name: 'Delete All Chats' })).toHaveFocus();
    expect(mock.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('says there is nothing to delete when there are no chats', async () => {
    const { user, dialog, yes, mock } = await openDeleteAll({});

    await user.click(yes);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.deleteChats.none);
    expect(mock.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes the chats one by one, empties the menu and resets the open chat', async () => {
    localStorage.setItem('selectedSessionId', second.chatId);
    let inFlight = 0;
    let overlapped = false;
    const deleteOne = async () => {
      overlapped ||= inFlight > 0;
      inFlight += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return deletedReply;
    };
    const { user, dialog, yes, mock } = await openDeleteAll({
      'GET /api/bot/get-all-chats': chatsReply([first, second, third]),
      [`GET /api/bot/chat/${second.chatId}`]: chatReply(second, [chatMessage('user', 'Hi'), chatMessage('assistant', 'Hello there.')]),
      [`DELETE /api/bot/${first.chatId}`]: deleteOne,
      [`DELETE /api/bot/${second.chatId}`]: deleteOne,
      [`DELETE /api/bot/${third.chatId}`]: deleteOne,
    });
    await screen.findByText('Hello there.');

    await user.click(yes);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.deleteChats.success);
    expect(mock.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/bot/${first.chatId}`,
      `/api/bot/${second.chatId}`,
      `/api/bot/${third.chatId}`,
    ]);
    expect(overlapped).toBe(false);
    expect(sessionsInMenu()).toEqual([]);
    expect(screen.queryByText('Hello there.')).not.toBeInTheDocument();
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
  });

  it('reports a failure, keeping the chats it could not delete', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, dialog, yes } = await openDeleteAll({
      'GET /api/bot/get-all-chats': chatsReply([first, second, third]),
      [`DELETE /api/bot/${first.chatId}`]: deletedReply,
      [`DELETE /api/bot/${second.chatId}`]: errorReply(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    });
    await waitFor(() => expect(sessionsInMenu()).toHaveLength(3));

    await user.click(yes);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.deleteChats.failed);
    expect(sessionsInMenu()).toEqual(['Second', 'Third']);
  });
});

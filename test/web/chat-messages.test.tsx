import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { chatMessage, chatReply, chatsReply, chatSummary, openDashboard, reduceMotion } from './helpers/chat';

beforeEach(() => {
  reduceMotion();
});

describe('showing messages', () => {
  it('shows markup from the model and the user as text, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const chat = chatSummary({ title: 'Markup' });
    localStorage.setItem('selectedSessionId', chat.chatId);
    const { container } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', '<b>bold?</b>'),
        chatMessage('assistant', `Here is ${attack}\n\nand **this** matters:\n- one\n- two`),
      ]),
    });

    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(`Here is ${attack}`)).toBeInTheDocument();
    expect(within(log).getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(within(log).getByText('this').tagName).toBe('STRONG');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
  });

  it('shows the offline coach note once, however many offline replies there are', async () => {
    const chat = chatSummary({ title: 'Offline' });
    localStorage.setItem('selectedSessionId', chat.chatId);
    await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'Hi'),
        chatMessage('assistant', 'Hello from the offline coach.', { engine: 'offline' }),
        chatMessage('user', 'Again'),
        chatMessage('assistant', 'Still offline.', { engine: 'offline' }),
      ]),
    });

    await screen.findByText('Still offline.');
    expect(screen.getAllByText(messages.chat.offlineCoach)).toHaveLength(1);
  });

  it('shows no offline note for replies of the AI model', async () => {
    const chat = chatSummary({ title: 'Online' });
    localStorage.setItem('selectedSessionId', chat.chatId);
    await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [chatMessage('user', 'Hi'), chatMessage('assistant', 'Hello.')]),
    });

    await screen.findByText('Hello.');
    expect(screen.queryByText(messages.chat.offlineCoach)).not.toBeInTheDocument();
  });
});

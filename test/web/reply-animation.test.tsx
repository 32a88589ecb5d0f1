import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import {
  chatMessage,
  chatReply,
  chatsReply,
  chatSummary,
  firstMessageHandlers,
  openDashboard,
  reduceMotion,
  replyTo,
  startSession,
} from './helpers/chat';
import { deferred, type Reply } from './helpers/fetch-mock';

const REPLY = 'One two three four five.';

/**
 * Fake clocks from here on; the dashboard was rendered with real ones, so findBy* could wait.
 * user-event waits on timers between its steps, so under fake ones the tests use fireEvent.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sendByEnter = (box: HTMLElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

/** The last message of the conversation, as drawn (a reply being revealed is hidden from screen readers). */
const lastMessage = () => screen.getByRole('log').lastElementChild;
const dotsStep = () => document.querySelector('.message--typing')?.getAttribute('data-step') ?? null;

afterEach(() => {
  vi.useRealTimers();
});

// The first test of a file also loads the dashboard's lazy chunks.
describe('the reply animation', { timeout: 15_000 }, () => {
  it('shows typing dots in four 500 ms steps, then reveals a word every 50 ms, then announces the reply once', async () => {
    const chat = chatSummary();
    const { user } = await openDashboard(firstMessageHandlers(chat, 'Hello', REPLY));
    const box = await startSession(user);
    fakeClock();

    sendByEnter(box, 'Hello');
    await advance(0);

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(screen.getByText('Skye is typing')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(dotsStep()).toBe('0');
    await advance(500);
    expect(dotsStep()).toBe('1');
    await advance(500);
    expect(dotsStep()).toBe('2');
    await advance(500);
    expect(dotsStep()).toBe('3');
    await advance(499);
    expect(screen.queryByText(/One/)).not.toBeInTheDocument();

    await advance(1);
    expect(dotsStep()).toBeNull();
    expect(screen.queryByText('Skye is typing')).not.toBeInTheDocument();
    expect(lastMessage()).toHaveTextContent(/^One$/);
    expect(lastMessage()).toHaveAttribute('aria-hidden', 'true');
    await advance(50);
    expect(lastMessage()).toHaveTextContent(/^One two$/);
    await advance(100);
    expect(lastMessage()).toHaveTextContent(/^One two three four$/);
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: messages.chat.regenerate })).not.toBeInTheDocument();

    await advance(50);
    expect(lastMessage()).toHaveTextContent(`Skye: ${REPLY}`);
    expect(lastMessage()).not.toHaveAttribute('aria-hidden');
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: messages.chat.regenerate })).toBeInTheDocument();
  });

  it('keeps the dots while the coach is slower than 2 s, then starts the words at once', async () => {
    const chat = chatSummary();
    const held = deferred<Reply>();
    const { user } = await openDashboard(
      { ...firstMessageHandlers(chat, 'Hello', REPLY), [`POST /api/bot/chat/${chat.chatId}`]: () => held.promise },
      { userEvent: { delay: null } },
    );
    const box = await startSession(user);
    fakeClock();
    sendByEnter(box, 'Hello');

    await advance(3000);
    expect(screen.getByText('Skye is typing')).toBeInTheDocument();

    held.resolve(replyTo('Hello', REPLY));
    await advance(0); // the answer arrives and schedules the reveal, due at once
    await advance(0);
    expect(lastMessage()).toHaveTextContent(/^One$/);
  });

  it('shows the whole reply at once for users who prefer reduced motion', async () => {
    reduceMotion();
    const chat = chatSummary();
    const { user } = await openDashboard(firstMessageHandlers(chat, 'Hello', REPLY));
    const box = await startSession(user);

    await user.type(box, 'Hello{Enter}');

    expect(await within(screen.getByRole('log')).findByText(REPLY)).toBeInTheDocument();
  });
});

describe('Regenerate', () => {
  it('replaces the last reply with a new one, revealed the same way', async () => {
    const chat = chatSummary({ title: 'Stress' });
    localStorage.setItem('selectedSessionId', chat.chatId);
    const { mock } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'I feel stressed'),
        chatMessage('assistant', 'Old reply here.'),
      ]),
      [`POST /api/bot/chat/${chat.chatId}/regenerate`]: replyTo('I feel stressed', 'A fresh reply.'),
    });
    const regenerate = await screen.findByRole('button', { name: messages.chat.regenerate });
    fakeClock();

    fireEvent.click(regenerate);
    await advance(0);
    expect(screen.queryByText('Old reply here.')).not.toBeInTheDocument();
    expect(screen.getByText('Skye is typing')).toBeInTheDocument();

    await advance(2000);
    expect(lastMessage()).toHaveTextContent(/^A$/);
    await advance(100);

    const log = screen.getByRole('log');
    expect(within(log).getByText('A fresh reply.')).toBeInTheDocument();
    expect(log.querySelectorAll('.message--assistant')).toHaveLength(1);
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/regenerate`)).toHaveLength(1);
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import {
  answerTo,
  chatMessage,
  chatReply,
  chatsReply,
  chatSummary,
  firstMessageHandlers,
  liveStream,
  openDashboard,
  reduceMotion,
  replyTo,
  startSession,
  streamId,
} from './helpers/chat';

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

/** The last message of the conversation, as drawn (a reply streaming in is hidden from screen readers). */
const lastMessage = () => screen.getByRole('log').lastElementChild;
const dotsStep = () => document.querySelector('.message--typing')?.getAttribute('data-step') ?? null;
/** What screen readers are told of a finished reply (the log itself is not live). */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? null;

/** Ada's new session with its first message answered by a stream the test writes. */
async function streamingSession() {
  const chat = chatSummary();
  const stream = liveStream();
  const app = await openDashboard({
    ...firstMessageHandlers(chat, 'Hello', REPLY),
    [`POST /api/bot/chat/${chat.chatId}/stream`]: () => stream.reply,
  });
  const box = await startSession(app.user);
  fakeClock();
  sendByEnter(box, 'Hello');
  await advance(0);
  return { ...app, chat, stream, box };
}

afterEach(() => {
  vi.useRealTimers();
});

// The first test of a file also loads the dashboard's lazy chunks.
describe('the reply animation', { timeout: 15_000 }, () => {
  it('shows typing dots in 500 ms steps until the first words arrive, however long that takes', async () => {
    const { stream } = await streamingSession();

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(screen.getByText('Skye is typing')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(dotsStep()).toBe('0');
    await advance(500);
    expect(dotsStep()).toBe('1');
    await advance(2500);
    expect(screen.getByText('Skye is typing')).toBeInTheDocument();

    stream.send({ type: 'start', streamId: streamId() });
    await advance(0);
    expect(dotsStep()).not.toBeNull();
    stream.send({ type: 'text', text: 'One two' });
    await advance(0);
    expect(dotsStep()).toBeNull();
    expect(screen.queryByText('Skye is typing')).not.toBeInTheDocument();
    expect(lastMessage()).toHaveTextContent(/^One$/);
  });

  it('reveals the words received no faster than one per 50 ms, then announces the whole reply once', async () => {
    const { stream } = await streamingSession();
    const log = screen.getByRole('log');
    stream.send({ type: 'start', streamId: streamId() });
    // The first words show as soon as they arrive, with no minimum wait.
    stream.send({ type: 'text', text: 'One two three' });
    await advance(0);
    expect(lastMessage()).toHaveTextContent(/^One$/);
    expect(lastMessage()).toHaveAttribute('aria-hidden', 'true');
    await advance(49);
    expect(lastMessage()).toHaveTextContent(/^One$/);
    await advance(1);
    expect(lastMessage()).toHaveTextContent(/^One two$/);

    // More text arriving all at once does not speed the pace up.
    stream.send({ type: 'text', text: ' four five.' });
    await advance(50);
    expect(lastMessage()).toHaveTextContent(/^One two three$/);
    const answer = answerTo('Hello', REPLY);
    stream.send({ type: 'done', answer });
    await advance(50);
    expect(lastMessage()).toHaveTextContent(/^One two three four$/);
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(announced()).toBe('');
    expect(screen.queryByRole('button', { name: messages.chat.regenerate })).not.toBeInTheDocument();

    await advance(50);
    const reply = log.querySelector(`[data-message-id="${answer.message.id}"]`);
    expect(reply).toHaveTextContent(`Skye: ${REPLY}`);
    expect(reply).not.toHaveAttribute('aria-hidden');
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(announced()).toBe(`Skye: ${REPLY}`);
    expect(screen.getByRole('button', { name: messages.chat.regenerate })).toBeInTheDocument();
  });

  it('swaps the whole reply for the safe text at once when the reply screen fails it', async () => {
    const { stream } = await streamingSession();
    stream.send({ type: 'start', streamId: streamId() });
    stream.send({ type: 'text', text: 'You could go up to the' });
    await advance(0);
    await advance(100);
    expect(lastMessage()).toHaveTextContent(/^You could go$/);

    const safe = 'I want to keep you safe. Please reach out to someone you trust.';
    stream.send({ type: 'replace', text: safe });
    await advance(0);
    expect(lastMessage()).toHaveTextContent(safe);
    expect(screen.queryByText(/go up to/)).not.toBeInTheDocument();
  });

  it('shows the words as they arrive for users who prefer reduced motion', async () => {
    reduceMotion();
    const { stream } = await streamingSession();
    stream.send({ type: 'start', streamId: streamId() });
    stream.send({ type: 'text', text: 'One two three.' });
    await advance(0);

    expect(lastMessage()).toHaveTextContent(/^One two three\.$/);
  });
});

describe('Regenerate', () => {
  it('replaces the last reply with a new one, streamed the same way', async () => {
    const chat = chatSummary({ title: 'Stress' });
    localStorage.setItem('selectedSessionId', chat.chatId);
    const { mock } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'I feel stressed'),
        chatMessage('assistant', 'Old reply here.'),
      ]),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: () => replyTo('I feel stressed', 'A fresh reply.'),
    });
    const regenerate = await screen.findByRole('button', { name: messages.chat.regenerate });
    fakeClock();

    fireEvent.click(regenerate);
    await advance(0);
    expect(screen.queryByText('Old reply here.')).not.toBeInTheDocument();
    expect(lastMessage()).toHaveTextContent(/^A$/);
    await advance(100);

    const log = screen.getByRole('log');
    expect(within(log).getByText('A fresh reply.')).toBeInTheDocument();
    expect(log.querySelectorAll('.message--assistant')).toHaveLength(1);
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`).map((call) => call.body)).toEqual([{ action: 'regenerate' }]);
  });
});

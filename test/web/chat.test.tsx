import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import {
  adaWith,
  botCalls,
  chatMessage,
  chatsReply,
  chatSummary,
  firstMessageHandlers,
  openDashboard,
  reduceMotion,
  liveStream,
  replyTo,
  startSession,
  streamId,
} from './helpers/chat';
import { errorReply } from './helpers/fetch-mock';

beforeEach(() => {
  // Replies appear at once here; reply-animation.test.tsx covers the timing.
  reduceMotion();
});

// The first test of a file also loads the dashboard's lazy chunks.
describe('the first message of a session', { timeout: 15_000 }, () => {
  it('creates the chat with the chosen goal and style, sends the message, then titles the chat from it', async () => {
    const chat = chatSummary({ chatGoal: 3, chatStyle: 1, startTime: '2026-11-23T08:00:00.000Z' });
    const older = chatSummary({ title: 'Earlier chat', startTime: '2026-11-01T08:00:00.000Z' });
    const { user, mock, sessionNames } = await openDashboard({
      'GET /api/user/': adaWith('Premium'),
      'GET /api/bot/get-all-chats': chatsReply([older]),
      ...firstMessageHandlers(chat, 'I argued with my sister', 'That sounds hard. What happened?', 'I argued with my sister'),
    });
    await screen.findByRole('button', { name: 'Earlier chat' });

    const box = await startSession(user, 'Interpersonal Relationships', 'Encouragement & Positivity');
    expect(box).toHaveFocus();
    expect(screen.getByText('Interpersonal Relationships · Encouragement & Positivity')).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/bot/new-chat/3/1')).toHaveLength(0);

    await user.type(box, '  I argued with my sister  {Enter}');

    expect(await screen.findByText('That sounds hard. What happened?')).toBeInTheDocument();
    await waitFor(() =>
      expect(botCalls(mock).filter((call) => !call.startsWith('GET'))).toEqual([
        'PUT /api/bot/new-chat/3/1',
        `POST /api/bot/chat/${chat.chatId}/stream`,
        `POST /api/bot/title/${chat.chatId}`,
      ]),
    );
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)[0]?.body).toEqual({ action: 'send', text: 'I argued with my sister' });
    expect(mock.callsTo(`POST /api/bot/title/${chat.chatId}`)[0]?.body).toEqual({ text: 'I argued with my sister' });
    expect(localStorage.getItem('selectedSessionId')).toBe(chat.chatId);
    await waitFor(() => expect(sessionNames()).toEqual(['I argued with my sister', 'Earlier chat']));
    expect(screen.getByRole('button', { name: 'I argued with my sister' })).toHaveAttribute('aria-current', 'true');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('titles the chat only once: the second message sends without a title call', async () => {
    const chat = chatSummary();
    const { user, mock } = await openDashboard(firstMessageHandlers(chat, 'First', 'Reply one'));
    const box = await startSession(user);
    await user.type(box, 'First{Enter}');
    await screen.findByText('Reply one');

    mock.on(`POST /api/bot/chat/${chat.chatId}/stream`, () => replyTo('Second', 'Reply two'));
    await user.type(box, 'Second{Enter}');
    await screen.findByText('Reply two');

    expect(mock.callsTo('PUT /api/bot/new-chat/2/2')).toHaveLength(1);
    expect(mock.callsTo(`POST /api/bot/title/${chat.chatId}`)).toHaveLength(1);
  });

  it('asks for a title without the hidden characters a title refuses, its lines as spaces', async () => {
    const chat = chatSummary();
    const { user, mock } = await openDashboard(firstMessageHandlers(chat, '\u200FHi\nthere', 'Hello!', 'Hi there'));
    const box = await startSession(user);

    await user.type(box, '\u200FHi{Shift>}{Enter}{/Shift}there{Enter}');

    await screen.findByText('Hello!');
    await waitFor(() => expect(mock.callsTo(`POST /api/bot/title/${chat.chatId}`)[0]?.body).toEqual({ text: 'Hi there' }));
  });
});

describe('the text box', () => {
  it('adds a line with Shift+Enter, sends with Enter or Send, and ignores whitespace-only text', async () => {
    const chat = chatSummary();
    const { user, mock } = await openDashboard(firstMessageHandlers(chat, 'Hi\nthere', 'Hello!'));
    const box = await startSession(user);

    await user.type(box, '   {Enter}');
    expect(mock.callsTo('PUT /api/bot/new-chat/2/2')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.clear(box);
    await user.type(box, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hi\nthere');
    expect(mock.callsTo('PUT /api/bot/new-chat/2/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello!')).toBeInTheDocument();
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)[0]?.body).toEqual({ action: 'send', text: 'Hi\nthere' });
    expect(box).toHaveFocus();
  });

  it('refuses more than 4,000 characters with the spec message', async () => {
    const { user, mock } = await openDashboard();
    const box = await startSession(user);
    box.focus();
    await user.paste('a'.repeat(4001));

    expect(screen.getByRole('alert')).toHaveTextContent(messages.chat.tooLong);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(messages.chat.tooLong);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(mock.callsTo('PUT /api/bot/new-chat/2/2')).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('4,000 / 4,000')).toBeInTheDocument();
  });

  describe('growing with its text', () => {
    // jsdom lays nothing out: the text's height is 24 px a line plus 18 px of padding.
    beforeEach(() => {
      Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
        configurable: true,
        get(this: HTMLTextAreaElement) {
          return this.value.split('\n').length * 24 + 18;
        },
      });
    });
    afterEach(() => {
      delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight;
    });

    it('grows from 42 px to at most 200 px, then scrolls', async () => {
      const { user } = await openDashboard();
      const box = await startSession(user);
      expect(box.style.height).toBe('42px');

      await user.type(box, 'one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three');
      expect(box.style.height).toBe('90px');
      expect(box.style.overflowY).toBe('hidden');

      await user.type(box, '{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}');
      expect(box.style.height).toBe('200px');
      expect(box.style.overflowY).toBe('auto');

      await user.clear(box);
      expect(box.style.height).toBe('42px');
    });
  });
});

describe('failures while sending', () => {
  it('shows the plan message on a 403 and gives the text back', async () => {
    const { user } = await openDashboard({
      'PUT /api/bot/new-chat/2/2': errorReply(403, 'FORBIDDEN', 'This goal needs Premium.'),
    });
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.chat.planRequired);
    expect(box).toHaveValue('Hello');
    expect(within(screen.getByRole('log')).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('asks to slow down on a 429, keeping the text', async () => {
    const chat = chatSummary();
    const { user } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: errorReply(429, 'RATE_LIMITED', messages.rateLimited),
    });
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.chat.tooFast);
    expect(box).toHaveValue('Hello');
  });

  it('keeps the saved message when the coach fails and answers it with Try again, as a regenerate', async () => {
    const chat = chatSummary();
    const { user, mock } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'unused', 'Hello'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: (request) => {
        if ((request.body as { action: string }).action === 'regenerate') return replyTo('Hello', 'Hi Ada, I am here now.');
        const failed = liveStream();
        failed.send({ type: 'start', streamId: streamId(), userMessage: chatMessage('user', 'Hello') });
        failed.send({ type: 'error', code: 'UNAVAILABLE', message: 'The coach is unavailable.', saved: true });
        failed.end();
        return failed.reply;
      },
    });
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.chat.coachFailed);
    expect(within(screen.getByRole('log')).getByText('Hello')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(() => expect(mock.callsTo(`POST /api/bot/title/${chat.chatId}`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: messages.chat.retry }));

    expect(await screen.findByText('Hi Ada, I am here now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`).map((call) => call.body)).toEqual([
      { action: 'send', text: 'Hello' },
      { action: 'regenerate' },
    ]);
    expect(within(screen.getByRole('log')).getAllByText('Hello')).toHaveLength(1);
  });
});

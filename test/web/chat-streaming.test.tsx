import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { StreamInterrupted, streamReply } from '../../web/src/features/chat/api/stream-reply';
import { ChatLog } from '../../web/src/features/chat/components/chat-log';
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
  startSession,
  streamId,
  streamOf,
} from './helpers/chat';
import { violations } from './helpers/axe';

/** Stop, Continue, Edit, Copy and the shortcuts; the reveal's timing is reply-animation.test.tsx. */

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const lastMessage = () => screen.getByRole('log').lastElementChild;

afterEach(() => {
  vi.useRealTimers();
});

/** A stored chat with these messages, reopened on load. */
async function openChat(messagesOfChat: ReturnType<typeof chatMessage>[], handlers: Parameters<typeof openDashboard>[0] = {}) {
  const chat = chatSummary({ title: 'Evenings' });
  localStorage.setItem('selectedSessionId', chat.chatId);
  const app = await openDashboard({
    'GET /api/bot/get-all-chats': chatsReply([chat]),
    [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, messagesOfChat),
    ...handlers,
  });
  await within(screen.getByRole('log')).findByText(messagesOfChat.at(-1)?.content ?? '');
  return { ...app, chat };
}

/** A first message sent under fake timers, its reply streamed by the test; Stop answers as the server does. */
async function sendingHello() {
  const chat = chatSummary();
  const stream = liveStream();
  const id = streamId();
  const { user, mock } = await openDashboard({
    ...firstMessageHandlers(chat, 'Hello', 'unused'),
    [`POST /api/bot/chat/${chat.chatId}/stream`]: () => stream.reply,
    [`POST /api/bot/chat/${chat.chatId}/stop`]: { body: { success: true, stopped: true } },
  });
  const box = await startSession(user);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fireEvent.change(box, { target: { value: 'Hello' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await advance(0);
  const stops = () => mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stop`).map((call) => call.body);
  return { stream, id, stops };
}

const pressStop = {
  Stop: () => fireEvent.click(screen.getByRole('button', { name: 'Stop' })),
  Escape: () => fireEvent.keyDown(document.body, { key: 'Escape' }),
};

// The first test of a file also loads the dashboard's lazy chunks.
describe('Stop', { timeout: 15_000 }, () => {
  it('Escape mid-reveal keeps only the revealed words, marked Stopped, and tells the server how much was shown', async () => {
    // Prepare
    const { stream, id, stops } = await sendingHello();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    stream.send({ type: 'start', streamId: id });
    stream.send({ type: 'text', text: 'One two three four' });
    await advance(0);
    expect(lastMessage()).toHaveTextContent(/^One$/);

    // Act
    pressStop.Escape();
    await advance(500);

    // Assess: the reveal ended where it was; the server kept all it had sent, and is told to cut it.
    expect(lastMessage()).toHaveTextContent(/^One$/);
    expect(stops()).toEqual([{ streamId: id, shown: 3 }]);
    const answer = answerTo('Hello', 'One two three four');
    stream.send({ type: 'done', answer: { ...answer, message: { ...answer.message, status: 'stopped' } } });
    await advance(0);
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText('One')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).queryByText(/four/)).not.toBeInTheDocument();
    expect(stops()).toEqual([
      { streamId: id, shown: 3 },
      { streamId: id, shown: 3 },
    ]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it.each(['Stop', 'Escape'] as const)(
    '%s after the whole reply arrived (the offline coach) ends the reveal where it is, marked Stopped',
    async (key) => {
      // Prepare
      const { stream, id, stops } = await sendingHello();
      stream.send({ type: 'start', streamId: id });
      stream.send({ type: 'text', text: 'One two three four five six.' });
      stream.send({ type: 'done', answer: answerTo('Hello', 'One two three four five six.', 'offline') });
      stream.end();
      await advance(0);
      await advance(100);
      expect(lastMessage()).toHaveTextContent(/^One two three$/);

      // Act
      pressStop[key]();
      await advance(500);

      // Assess
      expect(screen.getByText('Stopped')).toBeInTheDocument();
      expect(within(screen.getByRole('log')).getByText('One two three')).toBeInTheDocument();
      expect(within(screen.getByRole('log')).queryByText(/six/)).not.toBeInTheDocument();
      expect(stops()).toEqual([{ streamId: id, shown: 13 }]);
    },
  );

  it('pressed before the stream has started, is sent as soon as it has', async () => {
    reduceMotion();
    const chat = chatSummary();
    const stream = liveStream();
    const { user, mock } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: () => stream.reply,
      [`POST /api/bot/chat/${chat.chatId}/stop`]: { body: { success: true, stopped: true } },
    });
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(box).toHaveFocus();
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stop`)).toHaveLength(0);
    const id = streamId();
    stream.send({ type: 'start', streamId: id });

    await waitFor(() => expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stop`)).toHaveLength(1));
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stop`)[0]?.body).toEqual({ streamId: id, shown: 0 });
  });
});

describe('a reply that was cut off', () => {
  it('says so and offers Continue, whose words join the same reply, and Regenerate', async () => {
    reduceMotion();
    const cut = chatMessage('assistant', 'The first part.', { status: 'cut-off' });
    const { user, mock, chat } = await openChat([chatMessage('user', 'Tell me more'), cut]);
    expect(screen.getByText('This reply was cut off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.chat.regenerate })).toBeInTheDocument();
    expect(await violations(screen.getByRole('region', { name: 'Chat with Skye' }))).toEqual([]);

    mock.on(`POST /api/bot/chat/${chat.chatId}/stream`, () => {
      const stream = liveStream();
      const answer = answerTo('Tell me more', 'The first part. And the rest.');
      stream.send({ type: 'start', streamId: streamId() });
      stream.send({ type: 'text', text: ' And the rest.' });
      stream.send({
        type: 'done',
        answer: { ...answer, message: { ...cut, content: 'The first part. And the rest.', status: undefined } },
      });
      stream.end();
      return stream.reply;
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const log = screen.getByRole('log');
    expect(await within(log).findByText('The first part. And the rest.')).toBeInTheDocument();
    expect(log.querySelectorAll('.message--assistant')).toHaveLength(1);
    expect(screen.queryByText('This reply was cut off.')).not.toBeInTheDocument();
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)[0]?.body).toEqual({ action: 'continue' });
  });

  it('comes from the server when the connection drops mid-reply: the chat is loaded again', async () => {
    reduceMotion();
    const chat = chatSummary();
    const stream = liveStream();
    const { user, mock } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: () => stream.reply,
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'Hello'),
        chatMessage('assistant', 'Partial words.', { status: 'cut-off' }),
      ]),
    });
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');
    stream.send({ type: 'start', streamId: streamId(), userMessage: chatMessage('user', 'Hello') });
    stream.send({ type: 'text', text: 'Partial words.' });
    stream.drop();

    expect(await screen.findByText('This reply was cut off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(mock.callsTo(`GET /api/bot/chat/${chat.chatId}`)).toHaveLength(1);
    expect(box).toHaveValue('');
  });
});

describe('editing the last message', () => {
  it('sends it again with the new text, the new reply in place of the old one; Escape leaves it as it was', async () => {
    reduceMotion();
    const user1 = chatMessage('user', 'I feel sad');
    const { user, mock, chat } = await openChat([
      chatMessage('user', 'Earlier'),
      chatMessage('assistant', 'Earlier reply.'),
      user1,
      chatMessage('assistant', 'Old reply.'),
    ]);
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(editor).toHaveFocus();
    expect(editor).toHaveValue('I feel sad');
    expect(await violations(screen.getByRole('log'))).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());

    mock.on(`POST /api/bot/chat/${chat.chatId}/stream`, () =>
      streamOf({ ...answerTo('I feel lonely', 'A new reply.'), userMessage: { ...user1, content: 'I feel lonely' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit your message' }));
    await user.keyboard('I feel lonely{Enter}');

    const log = screen.getByRole('log');
    expect(await within(log).findByText('A new reply.')).toBeInTheDocument();
    expect(within(log).queryByText('Old reply.')).not.toBeInTheDocument();
    expect(within(log).queryByText('I feel sad')).not.toBeInTheDocument();
    expect(within(log).getByText('I feel lonely')).toBeInTheDocument();
    expect(log.querySelectorAll('.message')).toHaveLength(4);
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)[0]?.body).toEqual({
      action: 'edit',
      messageId: user1.id,
      text: 'I feel lonely',
    });
  });
});

describe('Copy', () => {
  it('puts a reply on the clipboard and says so', async () => {
    reduceMotion();
    const { user } = await openChat([chatMessage('user', 'Hi'), chatMessage('assistant', 'Hello, Ada.')]);

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    await expect(navigator.clipboard.readText()).resolves.toBe('Hello, Ada.');
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
  });
});

describe('keyboard shortcuts', () => {
  it('lists the shortcuts in a popup (Ctrl+/ or the button), opens search with Ctrl+K and a new session with Ctrl+Shift+O', async () => {
    const { user } = await openDashboard();
    await startSession(user);

    await user.keyboard('{Control>}/{/Control}');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of ['Start a new session', 'Search your sessions', 'Stop the reply while Skye writes', 'Show these shortcuts']) {
      expect(within(help).getByText(action)).toBeInTheDocument();
    }
    expect(await violations(help)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('dialog', { name: 'Search sessions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}{Shift>}O{/Shift}{/Control}');
    expect(screen.getByRole('dialog', { name: 'Select Your Goal' })).toBeInTheDocument();
  });
});

describe('a search match', () => {
  it('is scrolled into view with the words found marked, whole or as the start of a word', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const match = chatMessage('user', 'I went walking. A walk helps, WALKS too; a sidewalk not.');
    render(
      <ChatLog
        items={[chatMessage('assistant', 'Walk?'), match]}
        reply={{ kind: 'idle' }}
        notice={null}
        focus={{ messageId: match.id, words: ['walk'] }}
      />,
    );

    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['walking', 'walk', 'WALKS']);
    expect(scrolled.mock.contexts[0]).toBe(document.querySelector(`[data-message-id="${match.id}"]`));
  });
});

describe('the reply stream', () => {
  /** The answer's bytes in these chunks, one per read; DROP fails the read there, as a lost connection does. */
  const chunks = (...parts: string[]) => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else if (part === 'DROP') controller.error(new TypeError('network error'));
        else controller.enqueue(encoder.encode(part));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } })),
    );
  };
  const read = async () => {
    const events: string[] = [];
    try {
      for await (const event of streamReply('chat000000000001', { action: 'regenerate' })) events.push(event.type);
    } catch (error) {
      events.push(error instanceof StreamInterrupted ? 'interrupted' : 'other failure');
    }
    return events;
  };

  it('reads lines split across chunks, ends at the error event, and tells a dropped connection apart', async () => {
    chunks(
      '{"type":"start","stream',
      'Id":"s1"}\n{"type":"text","text":"Hi"}\n{"type":"error","code":"UNAVAILABLE","message":"x","saved":true}',
    );
    expect(await read()).toEqual(['start', 'text', 'error']);

    chunks('{"type":"start","streamId":"s1"}\n', '{"type":"text","text":"Hi"}\n', 'DROP');
    expect(await read()).toEqual(['start', 'text', 'interrupted']);

    chunks('{"type":"start","streamId":"s1"}\n');
    expect(await read()).toEqual(['start', 'interrupted']);
  });
});

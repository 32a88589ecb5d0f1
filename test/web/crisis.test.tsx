import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRISIS_SCREEN_TEXT, fixedReplyFor } from '#shared/crisis-help';
import { CRISIS_SCREEN, FIXED_REPLIES } from '#shared/safety';
import { chatMessage, chatReply, chatsReply, chatSummary, firstMessageHandlers, openDashboard, startSession } from './helpers/chat';
import { errorReply } from './helpers/fetch-mock';
import { flaggedReply } from './helpers/safety';

const ACK_OK = { body: { success: true, message: 'Acknowledged' } };
const crisisScreen = () => screen.getByRole('alertdialog', { name: CRISIS_SCREEN.title });

afterEach(() => {
  vi.useRealTimers();
});

/** Ada's dashboard with a new session whose first message the API flags with `reply`. */
async function sendFlagged(reply: ReturnType<typeof flaggedReply>, text = 'I have a plan to end it') {
  const chat = chatSummary();
  const app = await openDashboard({
    ...firstMessageHandlers(chat, text, 'unused'),
    [`POST /api/bot/chat/${chat.chatId}/stream`]: reply,
    [`POST /api/bot/crisis-ack/${chat.chatId}`]: ACK_OK,
  });
  const box = await startSession(app.user);
  await app.user.type(box, `${text}{Enter}`);
  return { ...app, chat, box };
}

// The first test of a file also loads the dashboard's lazy chunks.
describe('the crisis screen', { timeout: 15_000 }, () => {
  it('speaks the language of the message that opened it, its harm’s lines first', async () => {
    const help = { harm: 'emergency', language: 'es' } as const;
    const text = 'me tome todo el frasco de pastillas';
    await sendFlagged(flaggedReply(text, fixedReplyFor('c', help), 'c', { crisisScreen: true, help }), text);

    const spanish = CRISIS_SCREEN_TEXT.es;
    const screenDialog = await screen.findByRole('alertdialog', { name: spanish.title });
    const first = within(screenDialog).getByRole('region', { name: spanish.lines });
    expect(within(first).getAllByRole('link')[0]).toHaveAccessibleName('Llamar al 911');
    expect(within(first).getByRole('link', { name: 'Llamar al Control de Envenenamiento' })).toHaveAttribute('href', 'tel:18002221222');
    expect(within(screenDialog).getByRole('button', { name: spanish.acknowledge })).toBeInTheDocument();
  });

  it('opens when a reply asks for it, holds through Escape, and closes once acknowledged', async () => {
    const { user, mock, chat } = await sendFlagged(flaggedReply('I have a plan to end it', FIXED_REPLIES.c, 'c', { crisisScreen: true }));

    const screenDialog = await screen.findByRole('alertdialog', { name: CRISIS_SCREEN.title });
    expect(screenDialog).toHaveAccessibleDescription(CRISIS_SCREEN.intro);
    expect(within(screenDialog).getByText(CRISIS_SCREEN.intro)).toHaveFocus();
    expect(within(screenDialog).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(screenDialog).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    expect(within(screenDialog).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(screenDialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(crisisScreen()).toBeInTheDocument();
    expect(mock.callsTo(`POST /api/bot/crisis-ack/${chat.chatId}`)).toHaveLength(0);

    await user.click(within(screenDialog).getByRole('button', { name: CRISIS_SCREEN.acknowledge }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.callsTo(`POST /api/bot/crisis-ack/${chat.chatId}`)).toHaveLength(1);
    expect(screen.getByText(FIXED_REPLIES.c)).toBeInTheDocument();
  });

  it('opens again after a reload while the open chat’s tier (c) flag is not acknowledged', async () => {
    const chat = chatSummary({ title: 'Tonight', crisis: { tier: 'c', acknowledged: false } });
    localStorage.setItem('selectedSessionId', chat.chatId);
    const { user, mock } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'I have a plan'),
        chatMessage('assistant', FIXED_REPLIES.c, { engine: 'safety', safety: 'c' }),
      ]),
      [`POST /api/bot/crisis-ack/${chat.chatId}`]: ACK_OK,
    });

    const dialog = await screen.findByRole('alertdialog', { name: CRISIS_SCREEN.title });
    await user.click(within(dialog).getByRole('button', { name: CRISIS_SCREEN.acknowledge }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.callsTo(`POST /api/bot/crisis-ack/${chat.chatId}`)).toHaveLength(1);
  });

  it('also opens for a listed chat that still owes one, and not for an acknowledged one', async () => {
    const owed = chatSummary({ title: 'Last week', crisis: { tier: 'c', acknowledged: false } });
    const seen = chatSummary({ title: 'Earlier', crisis: { tier: 'c', acknowledged: true } });
    const { user, mock } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([seen, owed]),
      [`POST /api/bot/crisis-ack/${owed.chatId}`]: ACK_OK,
    });

    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CRISIS_SCREEN.acknowledge }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.callsTo(`POST /api/bot/crisis-ack/${owed.chatId}`)).toHaveLength(1);
    expect(mock.callsTo(`POST /api/bot/crisis-ack/${seen.chatId}`)).toHaveLength(0);
  });

  it('closes even when the acknowledgement cannot be recorded: the help was seen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, mock, chat } = await sendFlagged(flaggedReply('I have a plan to end it', FIXED_REPLIES.c, 'c', { crisisScreen: true }));
    mock.on(`POST /api/bot/crisis-ack/${chat.chatId}`, errorReply(503, 'UNAVAILABLE', 'Unavailable'));

    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CRISIS_SCREEN.acknowledge }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('the crisis lines beside a flagged reply', () => {
  it('shows 988, the Crisis Text Line and 911 under the reply, and More help opens the SOS dialog', async () => {
    const { user } = await sendFlagged(
      flaggedReply('I feel hopeless', 'That sounds so heavy. I am here with you.', 'a', { engine: 'openai' }),
      'I feel hopeless',
    );

    const card = await screen.findByRole('group', { name: 'Help right now' });
    expect(screen.getByRole('log')).toContainElement(card);
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Text HOME to 741741', 'sms:741741?&body=HOME'],
      ['Call 911', 'tel:911'],
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'More help' }));
    expect(screen.getByRole('dialog', { name: 'Get help now' })).toBeInTheDocument();
  });

  it('shows them again after a reload, from the stored reply’s tier, and not beside other replies', async () => {
    const chat = chatSummary({ title: 'Hard day', crisis: { tier: 'b', acknowledged: false } });
    localStorage.setItem('selectedSessionId', chat.chatId);
    await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'Hello'),
        chatMessage('assistant', 'Hi, how are you?'),
        chatMessage('user', 'I keep thinking about ways to die'),
        chatMessage('assistant', FIXED_REPLIES.b, { engine: 'safety', safety: 'b' }),
      ]),
    });

    await screen.findByText(FIXED_REPLIES.b);
    expect(screen.getAllByRole('group', { name: 'Help right now' })).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reveals fixed safety text at once: no typing dots, no 2 s pause, no word-by-word', async () => {
    const chat = chatSummary();
    const { user } = await openDashboard({
      ...firstMessageHandlers(chat, 'Are you a real person?', 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: flaggedReply('Are you a real person?', FIXED_REPLIES.b, 'b'),
    });
    const box = await startSession(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

    fireEvent.change(box, { target: { value: 'Are you a real person?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));

    // Whole and announced (not hidden while revealed) before any timer has run.
    expect(screen.getByRole('log')).toHaveTextContent(FIXED_REPLIES.b);
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Skye is typing')).not.toBeInTheDocument();
  });
});

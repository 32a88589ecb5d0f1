import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEMPORARY_NOTE } from '../../web/src/features/chat/components/chat-panel';
import { TEMPORARY_HINT } from '../../web/src/features/chat/components/new-session-wizard';
import { botCalls, chatSummary, openDashboard, reduceMotion, replyTo } from './helpers/chat';
import { errorReply } from './helpers/fetch-mock';

/** A temporary session: created with the first message, never listed, titled or reopened; the turns go with each message. */

async function startTemporary(user: Awaited<ReturnType<typeof openDashboard>>['user']) {
  await user.click(screen.getByRole('button', { name: '+ New Session' }));
  const wizard = screen.getByRole('dialog', { name: 'Select Your Goal' });
  await user.click(within(wizard).getByRole('radio', { name: 'Reduce Stress' }));
  await user.click(within(wizard).getByRole('button', { name: 'Next' }));
  await user.click(within(wizard).getByRole('radio', { name: 'Non-Directive Approach' }));
  const box = within(wizard).getByRole('checkbox', { name: 'Temporary session' });
  expect(box).toHaveAccessibleDescription(TEMPORARY_HINT);
  await user.click(box);
  await user.click(within(wizard).getByRole('button', { name: 'Start New Chat' }));
  return screen.getByRole('textbox', { name: 'Message Skye' });
}

beforeEach(() => reduceMotion());

describe('a temporary session', { timeout: 15_000 }, () => {
  it('says under its checkbox what is kept of it (the time, goal and style, any crisis flag) and that no words are', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: '+ New Session' }));
    const wizard = screen.getByRole('dialog', { name: 'Select Your Goal' });
    await user.click(within(wizard).getByRole('radio', { name: 'Reduce Stress' }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));

    const box = within(wizard).getByRole('checkbox', { name: 'Temporary session' });

    expect(box).toHaveAccessibleDescription(
      "Your words are never saved. We keep only when the session happened, its goal and style, and whether a crisis flag was raised. It won't appear in your sessions, and your coach won't remember it.",
    );
  });

  it('sends the conversation so far with each message, and is never listed, titled, reopened or regenerated', async () => {
    const chat = chatSummary({ temporary: true });
    const { user, mock, sessionNames } = await openDashboard({
      'PUT /api/bot/temporary-chat/2/2': { body: { success: true, data: chat } },
    });
    mock.on(`POST /api/bot/chat/${chat.chatId}/stream`, () => replyTo('First', 'Reply one'));

    const box = await startTemporary(user);
    expect(screen.getByText(TEMPORARY_NOTE)).toBeInTheDocument();
    await user.type(box, 'First{Enter}');
    await screen.findByText('Reply one');
    mock.on(`POST /api/bot/chat/${chat.chatId}/stream`, () => replyTo('Second', 'Reply two'));
    await user.type(box, 'Second{Enter}');
    await screen.findByText('Reply two');

    const sent = mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`).map((call) => call.body);
    expect(sent).toEqual([
      { action: 'send', text: 'First', earlier: [] },
      {
        action: 'send',
        text: 'Second',
        earlier: [
          { role: 'user', content: 'First' },
          { role: 'assistant', content: 'Reply one' },
        ],
      },
    ]);
    expect(botCalls(mock).filter((call) => call.includes('/title/') || call.includes('new-chat'))).toEqual([]);
    expect(sessionNames()).toEqual([]);
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
    expect(screen.queryByRole('button', { name: /Regenerate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('gives a message back to the text box when the coach fails: nothing was stored, so there is no Try again', async () => {
    const chat = chatSummary({ temporary: true });
    const { user, mock } = await openDashboard({
      'PUT /api/bot/temporary-chat/2/2': { body: { success: true, data: chat } },
      [`POST /api/bot/chat/${chat.chatId}/stream`]: errorReply(503, 'UNAVAILABLE', 'The coach could not answer just now.'),
    });

    const box = await startTemporary(user);
    await user.type(box, 'Hello{Enter}');

    await waitFor(() => expect(box).toHaveValue('Hello'));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)).toHaveLength(1);
  });
});

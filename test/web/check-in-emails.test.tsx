import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHECK_IN_ASK_BODY,
  CHECK_IN_ASK_NOT_SAVED,
  CHECK_IN_ASK_SAID_NO,
  CHECK_IN_ASK_SAID_YES,
  CHECK_IN_ASK_TITLE,
} from '../../web/src/features/chat/components/check-in-email-ask';
import { CHECK_IN_EMAILS_DESCRIPTION, CHECK_IN_EMAILS_TITLE } from '../../web/src/features/settings/components/check-in-emails-row';
import { violations } from './helpers/axe';
import { chatMessage, chatReply, chatsReply, chatSummary, openDashboard, reduceMotion } from './helpers/chat';
import { ADA, errorReply, type Handlers } from './helpers/fetch-mock';
import { openSettings } from './helpers/settings';

/** The check-in e-mail: asked once under a tier (b) or (c) reply, and a switch in Settings. */

beforeEach(() => {
  reduceMotion();
});

const saved = (checkInEmails: boolean) => ({
  body: { success: true, message: 'Preferences saved', preferences: { checkInEmails, checkInEmailsAskedAt: '2026-11-26T10:00:00.000Z' } },
});

/** The dashboard on a chat whose last reply carries `safety`, for a user whose preferences are `preferences`. */
async function openFlaggedChat(safety: 'a' | 'b' | 'c', preferences: Record<string, unknown> | undefined, handlers: Handlers = {}) {
  const chat = chatSummary({ title: 'Hard day' });
  localStorage.setItem('selectedSessionId', chat.chatId);
  const app = await openDashboard({
    'GET /api/user/': { body: { ...ADA, ...(preferences && { preferences }) } },
    'GET /api/bot/get-all-chats': chatsReply([chat]),
    [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
      chatMessage('user', 'Something heavy'),
      chatMessage('assistant', 'A reviewed reply', { engine: 'safety', safety }),
    ]),
    ...handlers,
  });
  const log = await screen.findByRole('log', { name: 'Conversation' });
  await within(log).findByRole('group', { name: 'Help right now' });
  return { ...app, log };
}

describe('the check-in e-mail ask in the chat', () => {
  it('shows under a tier (b) reply, plainly, with two buttons and nothing chosen; axe-clean', async () => {
    const { log } = await openFlaggedChat('b', undefined);
    const ask = await within(log).findByRole('group', { name: CHECK_IN_ASK_TITLE });
    expect(ask).toHaveTextContent(CHECK_IN_ASK_BODY);
    expect(
      within(ask)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Yes, e-mail me', 'No thanks']);
    expect(within(ask).queryByRole('checkbox')).toBeNull();
    expect(await violations(log)).toEqual([]);
  });

  it('"Yes, e-mail me" from the keyboard opts in, confirms in place and takes focus', async () => {
    const { log, user, mock } = await openFlaggedChat('c', {}, { 'PUT /api/user/': saved(true) });
    const ask = await within(log).findByRole('group', { name: CHECK_IN_ASK_TITLE });
    within(ask).getByRole('button', { name: 'Yes, e-mail me' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(log).findByText(CHECK_IN_ASK_SAID_YES)).toHaveFocus();
    expect(mock.callsTo('PUT /api/user/').map((call) => call.body)).toEqual([{ checkInEmails: true }]);
    expect(within(log).queryByRole('group', { name: CHECK_IN_ASK_TITLE })).toBeNull();
  });

  it('"No thanks" answers no', async () => {
    const { log, user, mock } = await openFlaggedChat('b', undefined, { 'PUT /api/user/': saved(false) });
    await user.click(await within(log).findByRole('button', { name: 'No thanks' }));
    expect(await within(log).findByText(CHECK_IN_ASK_SAID_NO)).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/user/').map((call) => call.body)).toEqual([{ checkInEmails: false }]);
  });

  it('a failed save keeps the ask and says so', async () => {
    const { log, user } = await openFlaggedChat('b', undefined, { 'PUT /api/user/': errorReply(503, 'UNAVAILABLE', 'Busy') });
    await user.click(await within(log).findByRole('button', { name: 'Yes, e-mail me' }));
    expect(await within(log).findByRole('alert')).toHaveTextContent(CHECK_IN_ASK_NOT_SAVED);
    expect(within(log).getByRole('group', { name: CHECK_IN_ASK_TITLE })).toBeInTheDocument();
  });

  it('is never shown once answered, nor under a tier (a) reply', async () => {
    const answered = await openFlaggedChat('b', { checkInEmails: false, checkInEmailsAskedAt: '2026-11-20T10:00:00.000Z' });
    await waitFor(() => expect(answered.mock.callsTo('GET /api/user/').length).toBeGreaterThan(0));
    expect(within(answered.log).queryByRole('group', { name: CHECK_IN_ASK_TITLE })).toBeNull();
    answered.unmount();
    const tierA = await openFlaggedChat('a', undefined);
    expect(within(tierA.log).queryByRole('group', { name: CHECK_IN_ASK_TITLE })).toBeNull();
  });
});

describe('Settings > General > Check-in e-mail', () => {
  it('is off until turned on, says it never says why, and saves from the keyboard', async () => {
    const settings = await openSettings({ 'GET /api/user/': { body: ADA }, 'PUT /api/user/': saved(true) }, 'General');
    const toggle = await within(settings.panel()).findByRole('switch', { name: CHECK_IN_EMAILS_TITLE });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(CHECK_IN_EMAILS_DESCRIPTION);
    toggle.focus();
    await settings.user.keyboard(' ');
    await waitFor(() => expect(settings.mock.callsTo('PUT /api/user/')).toHaveLength(1));
    expect(settings.mock.callsTo('PUT /api/user/')[0]!.body).toEqual({ checkInEmails: true });
    expect(await violations(settings.panel())).toEqual([]);
  });
});

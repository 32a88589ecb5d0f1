import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDateIn } from '#shared/calendar';
import { CRISIS_SCREEN_TEXT, fixedReplyFor } from '#shared/crisis-help';
import { messages } from '#shared/messages';
import { FIXED_REPLIES, type Help } from '#shared/safety';
import type { ChatSummary } from '#shared/schemas/chat';
import { voiceMessages } from '../../web/src/features/chat/voice/voice-messages';
import { NOTES } from '../fixtures/crisis-notes';
import { chatMessage, chatReply, chatsReply, chatSummary, firstMessageHandlers, openDashboard, startSession } from './helpers/chat';
import { mockApi, signedIn } from './helpers/fetch-mock';
import { goal, goalsReply, progressReply } from './helpers/goals';
import { renderApp } from './helpers/render-app';
import { flaggedReply } from './helpers/safety';

/**
 * No price beside a crisis (docs/safety.md): in a chat flagged at tier (b) or (c), and while a
 * crisis screen is up, a Basic user meets no promo box, Upgrade button, Premium note or plan popup.
 */

const promo = () => screen.queryByRole('button', { name: messages.dashboard.promo });
const HELP: Help = { harm: 'suicide-self-harm', language: 'en' };

/** Ada (Basic) with `chat` open, its stored messages ending in a reply at `tier`. */
async function openChat(chat: ChatSummary, tier: 'a' | 'b' | 'c') {
  localStorage.setItem('selectedSessionId', chat.chatId);
  const app = await openDashboard({
    'GET /api/bot/get-all-chats': chatsReply([chat]),
    [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
      chatMessage('user', 'I keep thinking about ways to die'),
      chatMessage('assistant', FIXED_REPLIES.b, { engine: 'safety', safety: tier }),
    ]),
  });
  await screen.findByText(FIXED_REPLIES.b);
  return app;
}

describe('a Basic user in a chat flagged at (b) or (c)', { timeout: 20_000 }, () => {
  it('sees no promo box, no Premium note on voice, and voice opens no plan popup', async () => {
    // Prepare
    const { user, menu } = await openChat(chatSummary({ title: 'Hard day', crisis: { tier: 'b', acknowledged: false } }), 'b');
    // Act
    const voice = within(screen.getByRole('group', { name: 'Voice controls' })).getByRole('button', { name: 'Voice replies' });
    await user.click(voice);
    // Assess
    expect(within(menu()).queryByRole('button', { name: messages.dashboard.promo })).not.toBeInTheDocument();
    expect(voice).toHaveAccessibleDescription(voiceMessages.typeInstead);
    expect(document.body).not.toHaveTextContent(/Premium/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('meets no Upgrade button or note in the wizard, and no report upsell in the side menu', async () => {
    // Prepare
    const { user, menu } = await openChat(chatSummary({ title: 'Hard day', crisis: { tier: 'c', acknowledged: true } }), 'c');
    // Act
    await user.click(within(menu()).getByRole('button', { name: '+ New Session' }));
    // Assess
    const wizard = screen.getByRole('dialog', { name: messages.wizard.goalTitle });
    expect(within(wizard).queryByRole('button', { name: messages.wizard.upgrade })).not.toBeInTheDocument();
    expect(wizard).not.toHaveTextContent(/Premium/);
    expect(
      within(wizard)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).disabled),
    ).toHaveLength(2);
    expect(within(menu()).queryByRole('button', { name: /report/i })).not.toBeInTheDocument();
  });

  it('loses the promo box the moment a message in the chat is flagged', async () => {
    // Prepare
    const chat = chatSummary();
    const text = 'I have been thinking about how I would do it';
    const app = await openDashboard({
      ...firstMessageHandlers(chat, text, 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: flaggedReply(text, FIXED_REPLIES.b, 'b'),
    });
    const box = await startSession(app.user);
    expect(promo()).toBeInTheDocument();
    // Act
    await app.user.type(box, `${text}{Enter}`);
    // Assess
    await screen.findByText(FIXED_REPLIES.b);
    expect(promo()).not.toBeInTheDocument();
  });

  it('still shows the plans when the user asks for them in Settings', async () => {
    // Prepare
    const { user } = await openChat(chatSummary({ title: 'Hard day', crisis: { tier: 'b', acknowledged: false } }), 'b');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = screen.getByRole('dialog', { name: 'Settings' });
    // Act
    await user.click(within(settings).getByRole('button', { name: 'Manage' }));
    // Assess: what they asked for opens, rather than a button that does nothing.
    expect(await screen.findByRole('dialog', { name: /plan/i })).toBeInTheDocument();
  });

  it('keeps the promo box in a chat that met only tier (a)', async () => {
    await openChat(chatSummary({ title: 'Low day', crisis: { tier: 'a', acknowledged: false } }), 'a');
    expect(promo()).toBeInTheDocument();
  });
});

describe('the crisis screen after a note', { timeout: 20_000 }, () => {
  it('takes the promo box away while the crisis help of a check-in note is shown', async () => {
    // Prepare
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const date = localDateIn(new Date(), timeZone);
    const safety = { tier: 'c' as const, crisisScreen: true, help: HELP, reply: fixedReplyFor('c', HELP) };
    const saved = { date, timeZone, mood: 1, note: NOTES.c, goalIds: [], updatedAt: '2026-11-26T10:00:00.000Z', safety };
    mockApi({
      ...signedIn,
      'GET /api/goals': goalsReply([goal()]),
      'GET /api/check-ins': progressReply(),
      [`PUT /api/check-ins/${date}`]: { body: { success: true, checkIn: saved, safety } },
    });
    const { user } = renderApp('/dashboard/goals');
    const card = await screen.findByRole('region', { name: "Today's check-in" });
    expect(promo()).toBeInTheDocument();
    // Act
    await user.click(within(card).getByRole('radio', { name: 'Very low' }));
    await user.type(within(card).getByRole('textbox', { name: 'A note (optional)' }), NOTES.c);
    await user.click(within(card).getByRole('button', { name: 'Save check-in' }));
    // Assess
    const crisis = await screen.findByRole('alertdialog', { name: CRISIS_SCREEN_TEXT.en.title });
    expect(promo()).not.toBeInTheDocument();
    await user.click(within(crisis).getByRole('button', { name: CRISIS_SCREEN_TEXT.en.acknowledge }));
    // The note's help stays beside it, and so does the quiet.
    expect(promo()).not.toBeInTheDocument();
  });
});

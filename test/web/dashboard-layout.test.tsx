import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { voiceMessages } from '../../web/src/features/chat/voice/voice-messages';
import { adaWith, chatSummary, chatsReply, openDashboard, reduceMotion } from './helpers/chat';

const setWidth = (width: number) => {
  window.innerWidth = width;
};

describe('dashboard layout', () => {
  it('has one h1 greeting, a Menu navigation, a banner with the toggle and Logout, and a main area', async () => {
    const { menu } = await openDashboard();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/I'm Skye, your AI coach/)).toHaveTextContent(/not a person and not a therapist/);
    expect(within(menu()).getByRole('link', { name: 'Blue Guardian' })).toBeInTheDocument();
    expect(within(menu()).getByRole('heading', { level: 2, name: messages.dashboard.sessions })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows the plan honestly: no plan yet, Basic or Premium, with the promo box only without Premium', async () => {
    const { menu } = await openDashboard({ 'GET /api/user/': adaWith(null) });
    expect(await within(menu()).findByText('No plan yet')).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: messages.dashboard.promo })).toBeEnabled();
  });

  it.each([
    ['Basic', 'Basic Plan', true],
    ['Premium', 'Premium Plan', false],
  ] as const)('names the %s plan and shows the promo box: %s', async (plan, label, promo) => {
    const { menu } = await openDashboard({ 'GET /api/user/': adaWith(plan) });
    expect(await within(menu()).findByText(label)).toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: messages.dashboard.promo }) !== null).toBe(promo);
  });

  it('lists sessions newest first, untitled ones as "New Session", each with a delete cross', async () => {
    const { sessionNames, menu } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([
        chatSummary({ title: 'Oldest', startTime: '2026-11-01T09:00:00.000Z' }),
        chatSummary({ title: 'Newest', startTime: '2026-11-22T09:00:00.000Z' }),
        chatSummary({ title: '', startTime: '2026-11-10T09:00:00.000Z' }),
      ]),
    });

    await within(menu()).findByRole('button', { name: 'Newest' });
    expect(sessionNames()).toEqual(['Newest', messages.dashboard.untitled, 'Oldest']);
    expect(within(menu()).getByRole('button', { name: `Delete chat: ${messages.dashboard.untitled}` })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('button', { name: /^Delete chat: / })).toHaveLength(3);
  });

  it('invites a user without chats to start, which opens the wizard', async () => {
    const { user } = await openDashboard();
    expect(screen.getByText(/You have no sessions yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start a session' }));

    expect(screen.getByRole('dialog', { name: messages.wizard.goalTitle })).toBeInTheDocument();
  });

  it('shows a Basic user the microphone and the voice panel, saying voice is part of Premium', async () => {
    reduceMotion();
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Start a session' }));
    await user.click(screen.getByRole('radio', { name: 'Reduce Stress' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Non-Directive Approach' }));
    await user.click(screen.getByRole('button', { name: messages.wizard.start }));

    const mic = screen.getByRole('button', { name: 'Microphone' });
    expect(mic).toBeEnabled();
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(mic).toHaveAccessibleDescription(expect.stringContaining(voiceMessages.premiumOnly));
    const voice = within(screen.getByRole('group', { name: 'Voice controls' })).getByRole('button', { name: 'Voice replies' });
    expect(voice).toBeEnabled();
    expect(voice).toHaveAttribute('aria-pressed', 'false');
    expect(voice).toHaveAccessibleDescription(voiceMessages.premiumOnly);
  });
});

describe('side menu toggle', () => {
  it('is open above 1024 px and the toggle closes and reopens it', async () => {
    setWidth(1280);
    const { user } = await openDashboard();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  it('is closed at 1024 px; opened, it overlays the chat, takes focus and closes on Escape', async () => {
    setWidth(1024);
    const { user } = await openDashboard();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toContainElement(document.activeElement as HTMLElement);
    expect(document.getElementById('main')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
  });

  it('closes the overlay after a session is chosen, and follows the breakpoint when the window is resized', async () => {
    setWidth(800);
    const chat = chatSummary({ title: 'Exams' });
    const { user } = await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: { body: { success: true, data: { chat, messages: [] } } },
    });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Exams' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await act(async () => {
      setWidth(1440);
      window.dispatchEvent(new Event('resize'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {
      setWidth(1024);
      window.dispatchEvent(new Event('resize'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

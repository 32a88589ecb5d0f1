import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GOALS, STYLES } from '#shared/chat';
import { messages } from '#shared/messages';
import { UPGRADE_NOTE } from '../../web/src/features/chat/components/new-session-wizard';
import { GOAL_CLAIM, GOAL_CLAIM_SOURCE } from '../../web/src/lib/wizard-choices';
import { adaWith, openDashboard } from './helpers/chat';

/** The card around a radio: the Upgrade overlay, when there is one, sits in it. */
const card = (name: string) => screen.getByRole('radio', { name }).closest('.choice-card') as HTMLElement;

describe('goal and style wizard', () => {
  it('opens from "+ New Session" on "Select Your Goal", with one-line descriptions and the cited 43% claim', async () => {
    const { user } = await openDashboard({ 'GET /api/user/': adaWith('Premium') });

    await user.click(screen.getByRole('button', { name: messages.dashboard.newSession }));

    const wizard = screen.getByRole('dialog', { name: messages.wizard.goalTitle });
    expect(within(wizard).getAllByRole('radio')).toHaveLength(3);
    for (const goal of Object.values(GOALS)) {
      expect(within(wizard).getByRole('radio', { name: goal })).toHaveAccessibleDescription(/\w+/);
    }
    expect(within(wizard).getByText(GOAL_CLAIM)).toBeInTheDocument();
    expect(within(wizard).getByText(GOAL_CLAIM_SOURCE)).toBeInTheDocument();
    expect(GOAL_CLAIM).toContain('43%');
    expect(within(wizard).getByRole('radio', { name: GOALS[1] })).toHaveFocus();
  });

  it('goes goal → style → back, keeping the goal; Start New Chat stays disabled until a style is chosen', async () => {
    const { user } = await openDashboard({ 'GET /api/user/': adaWith('Premium') });
    await user.click(screen.getByRole('button', { name: messages.dashboard.newSession }));
    const wizard = screen.getByRole('dialog', { name: messages.wizard.goalTitle });
    const next = within(wizard).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await user.click(within(wizard).getByRole('radio', { name: GOALS[3] }));
    await user.click(next);

    expect(wizard).toHaveAccessibleName(messages.wizard.styleTitle);
    for (const style of Object.values(STYLES)) expect(within(wizard).getByRole('radio', { name: style })).toBeEnabled();
    const start = within(wizard).getByRole('button', { name: messages.wizard.start });
    expect(start).toBeDisabled();
    expect(within(wizard).getByRole('radio', { name: STYLES[1] })).toHaveFocus();

    await user.click(within(wizard).getByRole('button', { name: 'Back' }));
    expect(wizard).toHaveAccessibleName(messages.wizard.goalTitle);
    expect(within(wizard).getByRole('radio', { name: GOALS[3] })).toBeChecked();
    expect(within(wizard).getByRole('radio', { name: GOALS[3] })).toHaveFocus();

    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    await user.keyboard(' ');
    expect(within(wizard).getByRole('radio', { name: STYLES[1] })).toBeChecked();
    expect(within(wizard).getByRole('button', { name: messages.wizard.start })).toBeEnabled();
  });

  it('closes with the close button and with Escape, focus back on "+ New Session", without creating a chat', async () => {
    const { user, mock } = await openDashboard();
    const newSession = screen.getByRole('button', { name: messages.dashboard.newSession });
    await user.click(newSession);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newSession).toHaveFocus();

    await user.click(newSession);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.callsTo('PUT /api/bot/new-chat/2/2')).toHaveLength(0);
  });

  // Without a plan the welcome popup comes first; the same cards are locked (plan-popup.test.tsx).
  it.each([['Basic']] as const)(
    'puts an Upgrade over cards 1 and 3 of each step for plan %s (it opens the plan popup: subscription.test.tsx)',
    async (plan) => {
      const { user } = await openDashboard({ 'GET /api/user/': adaWith(plan) });
      await user.click(screen.getByRole('button', { name: messages.dashboard.newSession }));
      const wizard = screen.getByRole('dialog', { name: messages.wizard.goalTitle });

      for (const [options, pick] of [
        [GOALS, 'Next'],
        [STYLES, messages.wizard.start],
      ] as const) {
        const upgrades = within(wizard).getAllByRole('button', { name: messages.wizard.upgrade });
        expect(upgrades).toHaveLength(2);
        upgrades.forEach((upgrade) => {
          expect(upgrade).toBeEnabled();
          expect(upgrade).toHaveAccessibleDescription(UPGRADE_NOTE);
        });
        expect(card(options[1])).toContainElement(upgrades[0]!);
        expect(card(options[3])).toContainElement(upgrades[1]!);
        expect(within(card(options[2])).queryByRole('button', { name: messages.wizard.upgrade })).not.toBeInTheDocument();
        expect(screen.getByRole('radio', { name: options[1] })).toBeDisabled();
        expect(screen.getByRole('radio', { name: options[3] })).toBeDisabled();

        await user.click(screen.getByRole('radio', { name: options[2] }));
        if (pick === 'Next') await user.click(within(wizard).getByRole('button', { name: pick }));
      }
      expect(within(wizard).getByRole('button', { name: messages.wizard.start })).toBeEnabled();
    },
  );

  it('shows no Upgrade overlay to Premium users', async () => {
    const { user } = await openDashboard({ 'GET /api/user/': adaWith('Premium') });
    await user.click(screen.getByRole('button', { name: messages.dashboard.newSession }));
    const wizard = screen.getByRole('dialog');

    expect(within(wizard).queryByRole('button', { name: messages.wizard.upgrade })).not.toBeInTheDocument();
    await user.click(within(wizard).getByRole('radio', { name: GOALS[1] }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(wizard).queryByRole('button', { name: messages.wizard.upgrade })).not.toBeInTheDocument();
    expect(within(wizard).queryByText(UPGRADE_NOTE)).not.toBeInTheDocument();
  });
});

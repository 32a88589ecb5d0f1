import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOALS } from '#shared/chat';
import { messages } from '#shared/messages';
import { UPGRADE_NOTE } from '../../web/src/features/chat/components/new-session-wizard';
import { CONFIRMING, CONFIRMING_TITLE, STILL_CONFIRMING, subscribedTitle } from '../../web/src/features/plans/components/checkout-dialogs';
import { MANAGE_PREMIUM, PORTAL_FAILED } from '../../web/src/features/settings/components/general-panel';
import { redirectTo } from '../../web/src/lib/redirect';
import { violations } from './helpers/axe';
import { adaWith } from './helpers/chat';
import { errorReply, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { openAs, planCard, planDialog, statusReply, urlReply } from './helpers/plans';
import { renderApp } from './helpers/render-app';

vi.mock('../../web/src/lib/redirect', () => ({ redirectTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Back on /dashboard from Stripe's checkout, as Ada, who was on Basic. */
function returnFromCheckout(result: 'success' | 'cancelled', handlers: Handlers = {}) {
  const mock = mockApi({ ...signedIn, ...handlers });
  const app = renderApp(`/dashboard?checkout=${result}`);
  return { ...app, mock };
}

// The first test of a file also loads the lazy chunks.
describe('back from checkout', { timeout: 30_000 }, () => {
  it('?checkout=success: a spinner until the status says Premium, then the confirmation; Create a New Chat opens the wizard', async () => {
    // The webhook lands after the browser: the first check still says Basic.
    const { user, mock, location } = returnFromCheckout('success', {
      'GET /api/user/stripe-status': () => {
        if (mock.callsTo('GET /api/user/stripe-status').length >= 3)
          return statusReply('Premium', { status: 'trialing', trialEnd: '2026-12-04T09:00:00.000Z' });
        return statusReply('Basic');
      },
    });

    const waiting = await screen.findByRole('dialog', { name: CONFIRMING_TITLE });
    expect(within(waiting).getByRole('status')).toHaveTextContent(CONFIRMING);
    expect(within(waiting).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(location.current?.search).toBe('?checkout=success');

    const confirmation = await screen.findByRole('dialog', { name: subscribedTitle('Premium') });
    expect(confirmation).toHaveAccessibleName('You Subscribed to the Premium Plan!');
    expect(within(confirmation).getByText(/free trial runs until/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByText('Premium Plan')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.search).toBe(''));
    expect(location.navigationType).toBe('REPLACE');
    expect(location.current?.pathname).toBe('/dashboard');

    await user.click(within(confirmation).getByRole('button', { name: messages.plans.createChat }));

    const wizard = screen.getByRole('dialog', { name: messages.wizard.goalTitle });
    // Premium now: no Upgrade overlay.
    expect(within(wizard).queryByRole('button', { name: messages.wizard.upgrade })).not.toBeInTheDocument();
    expect(within(wizard).getByRole('radio', { name: GOALS[1] })).toBeEnabled();
  });

  it('?checkout=success with Premium at once: the confirmation passes axe', async () => {
    returnFromCheckout('success', { 'GET /api/user/stripe-status': statusReply('Premium') });
    const confirmation = await screen.findByRole('dialog', { name: subscribedTitle('Premium') });
    expect(await violations(confirmation)).toEqual([]);
  });

  it('?checkout=success that stays unconfirmed for about 20 s: says the payment is still being confirmed, then closes', async () => {
    // Only setTimeout is faked, and it still runs in real time too: the page loads as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { user, mock, location } = returnFromCheckout('success', { 'GET /api/user/stripe-status': statusReply('Basic') });
    await screen.findByRole('dialog', { name: CONFIRMING_TITLE });

    for (let step = 0; step < 40 && !screen.queryByText(STILL_CONFIRMING); step++) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }

    const waiting = screen.getByRole('dialog', { name: CONFIRMING_TITLE });
    expect(within(waiting).getByRole('status')).toHaveTextContent(STILL_CONFIRMING);
    // The first check and six more, with backoff: no endless polling.
    expect(mock.callsTo('GET /api/user/stripe-status').length).toBeLessThanOrEqual(9);
    await waitFor(() => expect(location.current?.search).toBe(''));
    vi.useRealTimers();

    await user.click(within(waiting).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('?checkout=cancelled: removes the parameter and reopens the plan popup', async () => {
    const { location, mock } = returnFromCheckout('cancelled');

    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' });
    await waitFor(() => expect(location.current?.search).toBe(''));
    expect(location.navigationType).toBe('REPLACE');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: CONFIRMING_TITLE })).not.toBeInTheDocument();
    expect(mock.callsTo('GET /api/user/stripe-status').length).toBeLessThanOrEqual(2);
  });
});

describe('the ways into the plan popup', { timeout: 20_000 }, () => {
  it('Upgrade on a locked wizard card closes the wizard and opens the plan popup', async () => {
    const { user } = await openAs('Basic');
    await user.click(screen.getByRole('button', { name: messages.dashboard.newSession }));
    const wizard = screen.getByRole('dialog', { name: messages.wizard.goalTitle });
    const upgrade = within(wizard).getAllByRole('button', { name: messages.wizard.upgrade })[0]!;
    expect(upgrade).toHaveAccessibleDescription(UPGRADE_NOTE);
    expect(upgrade).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(upgrade);

    expect(wizard).not.toBeInTheDocument();
    expect(within(planDialog()).getByRole('button', { name: messages.plans.freeTrial })).toBeInTheDocument();
  });

  it('Settings > Manage for Basic closes Settings and opens the plan popup, without asking for a portal', async () => {
    const { user, mock } = await openAs('Basic');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = screen.getByRole('dialog', { name: 'Settings' });

    await user.click(within(settings).getByRole('button', { name: 'Manage' }));

    expect(settings).not.toBeInTheDocument();
    expect(within(planCard(planDialog(), 'Basic')).getByRole('button', { name: messages.plans.currentPlan })).toBeDisabled();
    expect(mock.callsTo('GET /api/payment/manage-subscription')).toHaveLength(0);
  });

  it('Settings > Manage for Premium goes to the billing portal the API returns', async () => {
    const { user, mock } = await openAs('Premium', {
      'GET /api/payment/manage-subscription': urlReply('https://billing.stripe.test/p/session_1'),
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const manage = within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Manage' });
    expect(manage).toHaveAccessibleDescription(MANAGE_PREMIUM);

    await user.click(manage);

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'));
    expect(mock.callsTo('GET /api/payment/manage-subscription')).toHaveLength(1);
  });

  it('Settings > Manage when the server has no subscription (409) opens the plan popup, Premium as Current Plan', async () => {
    const { user } = await openAs('Premium', {
      'GET /api/payment/manage-subscription': errorReply(409, 'NO_SUBSCRIPTION', 'You have no subscription to manage.'),
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Manage' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' });
    expect(within(planCard(dialog, 'Premium')).getByRole('button', { name: messages.plans.currentPlan })).toBeDisabled();
    expect(within(planCard(dialog, 'Basic')).getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('Settings > Manage says so when the portal cannot be opened', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openAs('Premium', {
      'GET /api/payment/manage-subscription': errorReply(500, 'INTERNAL', 'Something went wrong.'),
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = screen.getByRole('dialog', { name: 'Settings' });
    await user.click(within(settings).getByRole('button', { name: 'Manage' }));

    expect(await within(settings).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(PORTAL_FAILED).toMatch(/try again/);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('the promo box is only for users without Premium', async () => {
    const { menu } = await openAs('Premium', { 'GET /api/user/': adaWith('Premium') });
    expect(within(menu()).queryByRole('button', { name: messages.dashboard.promo })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { ANNUAL_SAVING, formatPerMonth, PLAN_FEATURES, PRICES } from '#shared/pricing';
import { CHOOSE_BASIC } from '../../web/src/features/plans/components/plan-dialog';
import { redirectTo } from '../../web/src/lib/redirect';
import { violations } from './helpers/axe';
import { adaWith, openDashboard } from './helpers/chat';
import { deferred, errorReply, type Reply } from './helpers/fetch-mock';
import { noPlanReply, openAs, openFromPromo, planCard, planDialog, PRICE_IDS, statusReply, urlReply, welcomeDialog } from './helpers/plans';

vi.mock('../../web/src/lib/redirect', () => ({ redirectTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
});

const premium = PRICES.Premium;

// The first test of a file also loads the lazy chunks.
describe('the plan popup', { timeout: 20_000 }, () => {
  it('greets a user without a plan and cannot be closed: no Close button, Escape does nothing', async () => {
    const { user, mock } = await openAs(null);

    const dialog = await welcomeDialog();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    // SOS stays one tap away inside a popup that cannot be closed.
    expect(within(dialog).getByRole('button', { name: 'SOS: get help now' })).toBeInTheDocument();
    expect(mock.callsTo('GET /api/user/stripe-status').length).toBeGreaterThan(0);
  });

  it('opens on Annual with "Save 50%", Premium at $8/month with $16 struck through, and "Free Trial"', async () => {
    await openAs(null);
    const dialog = await welcomeDialog();

    const annual = within(dialog).getByRole('radio', { name: `Annual ${ANNUAL_SAVING}` });
    expect(annual).toBeChecked();
    expect(annual).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Billing period' })).toBeInTheDocument();

    const card = planCard(dialog, 'Premium');
    expect(within(card).getByText(formatPerMonth(premium.annual.perMonth))).toHaveTextContent('$8');
    const struck = within(card).getByText('$16');
    expect(struck.tagName).toBe('S');
    expect(struck).toHaveAttribute('aria-hidden', 'true');
    // Read out as "was $16, now $8/month".
    expect(within(card).getByText('$16').parentElement).toHaveTextContent('$16was $16, now $8/month');
    expect(within(card).getByText(/14-day free trial/)).toHaveTextContent(messages.plans.cancelAnytime);
    expect(within(card).getByRole('button', { name: messages.plans.freeTrial })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: messages.plans.subscribe })).not.toBeInTheDocument();
  });

  it('switches to Monthly: Premium at $16/month, nothing struck through, and "Subscribe"', async () => {
    const { user } = await openAs(null);
    const dialog = await welcomeDialog();

    await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));

    const card = planCard(dialog, 'Premium');
    expect(within(card).getByText(formatPerMonth(premium.monthly.perMonth))).toHaveTextContent('$16');
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/was/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: messages.plans.subscribe })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: messages.plans.freeTrial })).not.toBeInTheDocument();
  });

  it('says "Subscribe" on annual too, and names no trial, once the user had the free trial', async () => {
    await openAs(null, { 'GET /api/payment/free-trial': { body: { success: true, trialAvailable: false } } });
    const dialog = await welcomeDialog();

    const card = planCard(dialog, 'Premium');
    expect(within(dialog).getByRole('radio', { name: `Annual ${ANNUAL_SAVING}` })).toBeChecked();
    expect(await within(card).findByRole('button', { name: messages.plans.subscribe })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: messages.plans.freeTrial })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/free trial/i);
    expect(within(card).getByText(/^Billed annually\./)).toHaveTextContent(messages.plans.cancelAnytime);
  });

  it('lists what each plan includes and excludes, by icon and in words, from shared/pricing', async () => {
    await openAs(null);
    const dialog = await welcomeDialog();

    const basic = planCard(dialog, 'Basic');
    expect(within(basic).getByText('Free')).toBeInTheDocument();
    const items = (plan: 'Basic' | 'Premium') =>
      within(planCard(dialog, plan))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Basic')).toEqual([
      'Included: Basic Chatbot',
      'Included: Basic Emotional Insights',
      'Not included: Voice Integration',
      'Not included: Early Detection',
    ]);
    expect(items('Premium')).toEqual(PLAN_FEATURES.Premium.map((feature) => `Included: ${feature.label}`));
    expect(items('Premium')).toEqual([
      'Included: Personalized Chatbot',
      'Included: Premium Emotional Insights',
      'Included: Voice Integration',
      'Included: Advanced Early Detection',
    ]);
    for (const item of within(basic).getAllByRole('listitem')) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks the current plan: its button reads "Current Plan" and is disabled', async () => {
    const { dialog } = await openFromPromo();

    const current = within(planCard(dialog, 'Basic')).getByRole('button', { name: messages.plans.currentPlan });
    expect(current).toBeDisabled();
    expect(within(planCard(dialog, 'Premium')).queryByRole('button', { name: messages.plans.currentPlan })).not.toBeInTheDocument();
  });

  it('chooses Basic: PUT /api/user/plan, the status reloads, the popup closes and the menu says "Basic Plan"', async () => {
    const { user, mock, menu } = await openAs(null);
    const dialog = await welcomeDialog();
    mock.on('PUT /api/user/plan', () => {
      mock.on('GET /api/user/stripe-status', statusReply('Basic'));
      return { body: { success: true, plan: 'Basic' } };
    });
    const before = mock.callsTo('GET /api/user/stripe-status').length;

    await user.click(within(planCard(dialog, 'Basic')).getByRole('button', { name: CHOOSE_BASIC }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(mock.callsTo('PUT /api/user/plan')).toEqual([expect.objectContaining({ body: { plan: 'Basic' } })]);
    expect(mock.callsTo('GET /api/user/stripe-status')).toHaveLength(before + 1);
    expect(within(menu()).getByText('Basic Plan')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['annual', messages.plans.freeTrial, PRICE_IDS.Premium.annual],
    ['monthly', messages.plans.subscribe, PRICE_IDS.Premium.monthly],
  ] as const)(
    'subscribes %s: POST create-subscription with that price id, busy, then to the returned url',
    async (interval, label, priceId) => {
      const reply = deferred<Reply>();
      const { user, mock, dialog } = await openFromPromo({ [`POST /api/payment/create-subscription/${priceId}`]: () => reply.promise });
      if (interval === 'monthly') await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));

      const button = within(planCard(dialog, 'Premium')).getByRole('button', { name: label });
      await user.click(button);

      await waitFor(() => expect(mock.callsTo(`POST /api/payment/create-subscription/${priceId}`)).toHaveLength(1));
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(mock.callsTo(`POST /api/payment/create-subscription/${priceId}`)[0]?.body).toBeUndefined();
      reply.resolve(urlReply('https://checkout.stripe.test/c/session_1'));
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/session_1'));
      expect(mock.unhandled).toEqual([]);
    },
  );

  it('shows the server’s message when checkout is refused (409), and lets the user try again', async () => {
    const message = 'You already have a Premium subscription. Manage it in Settings.';
    const { user, dialog } = await openFromPromo({
      [`POST /api/payment/create-subscription/${PRICE_IDS.Premium.annual}`]: errorReply(409, 'CONFLICT', message),
    });
    const button = within(planCard(dialog, 'Premium')).getByRole('button', { name: messages.plans.freeTrial });

    await user.click(button);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says so when Basic cannot be saved, and stays open', async () => {
    const { user, mock } = await openAs(null, { 'PUT /api/user/plan': errorReply(500, 'INTERNAL', 'Something went wrong.') });
    const dialog = await welcomeDialog();

    await user.click(within(dialog).getByRole('button', { name: CHOOSE_BASIC }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(dialog).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/user/plan')).toHaveLength(1);
  });

  it('works by keyboard: the promo opens it on Annual, arrows switch the period, Escape closes it back to the promo', async () => {
    const { user, promo } = await openFromPromo();
    const dialog = planDialog();
    expect(within(dialog).getByRole('radio', { name: `Annual ${ANNUAL_SAVING}` })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: messages.plans.subscribe })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: messages.plans.freeTrial })).toBeInTheDocument();

    await user.tab();
    expect(within(dialog).getByRole('button', { name: messages.plans.freeTrial })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(promo).toHaveFocus();
  });

  it('passes axe in its welcome form, on each period', async () => {
    const { user } = await openAs(null);
    const welcome = await welcomeDialog();
    expect(await violations(welcome)).toEqual([]);
    await user.click(within(welcome).getByRole('radio', { name: 'Monthly' }));
    expect(await violations(welcome)).toEqual([]);
  });

  it('passes axe when opened with a plan', async () => {
    const { dialog } = await openFromPromo();
    expect(await violations(dialog)).toEqual([]);
  });
});

describe('the subscription status', { timeout: 20_000 }, () => {
  it('400 (no plan) opens the welcome popup', async () => {
    await openAs(null, { 'GET /api/user/stripe-status': noPlanReply });
    expect(await welcomeDialog()).toBeInTheDocument();
  });

  it('500 is only logged: no popup, no message, and the profile’s plan stays in the menu', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { menu } = await openAs('Basic', {
      'GET /api/user/stripe-status': errorReply(500, 'INTERNAL', 'Something went wrong.'),
    });

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load the subscription status', expect.anything()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(menu()).getByText('Basic Plan')).toBeInTheDocument();
  });

  it('is what the menu shows, over the profile’s plan', async () => {
    const { menu } = await openDashboard({ 'GET /api/user/': adaWith('Basic'), 'GET /api/user/stripe-status': statusReply('Premium') });
    expect(await within(menu()).findByText('Premium Plan')).toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: messages.dashboard.promo })).not.toBeInTheDocument();
  });
});

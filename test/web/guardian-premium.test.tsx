import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MINOR_PREMIUM_MESSAGE, MINOR_PRICING_NOTE } from '#shared/guardian-premium';
import { messages } from '#shared/messages';
import { CHECKOUT_DONE } from '../../web/src/features/guardian/components/checkout-return';
import { planText, startPremiumLabel } from '../../web/src/features/guardian/components/teen-plan';
import { redirectTo } from '../../web/src/lib/redirect';
import { violations } from './helpers/axe';
import { ADA, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { planCard, statusReply, urlReply, welcomeDialog } from './helpers/plans';
import { openSettingsGuardians } from './helpers/guardian';
import { renderApp } from './helpers/render-app';

vi.mock('../../web/src/lib/redirect', () => ({ redirectTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
});

const LINK = '01J0000000000000000000000L';
const planReply = (plan: 'Basic' | 'Premium') => ({ body: { success: true, plan } });
const WEEK = { body: { success: true, week: { week: '2026-W48', sessionsStarted: 0, days: [] } } };

const guardian: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, isGuardian: true } },
  'GET /api/guardian/links': {
    body: { success: true, teens: [{ linkId: LINK, firstName: 'Robin', since: '2026-11-20T10:00:00.000Z' }], guardians: [], invites: [] },
  },
  [`GET /api/guardian/teens/${LINK}/week`]: WEEK,
};

describe('Premium for someone under 18', { timeout: 20_000 }, () => {
  it('the plan popup says a guardian starts it from their page, with no checkout button', async () => {
    mockApi({
      ...signedIn,
      'GET /api/user/': { body: { ...ADA, plan: null, ageConfirmation: 'guardian' } },
      'GET /api/user/stripe-status': { status: 400, body: { success: false, code: 'NO_PLAN', message: 'No plan yet.' } },
    });
    renderApp('/dashboard');

    const card = planCard(await welcomeDialog(), 'Premium');

    expect(within(card).getByText(MINOR_PREMIUM_MESSAGE)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card).not.toHaveTextContent(messages.plans.subscribe);
  });

  it('the landing page’s pricing tells someone under 18 who starts Premium', async () => {
    mockApi({});
    renderApp('/');
    const pricing = await screen.findByRole('region', { name: 'Simple, honest pricing' });
    expect(within(pricing).getByText(MINOR_PRICING_NOTE)).toBeInTheDocument();
  });
});

describe('the guardian’s page', { timeout: 20_000 }, () => {
  it('shows a teen on Basic and opens the checkout for the teen’s account on the period chosen', async () => {
    const mock = mockApi({
      ...guardian,
      [`GET /api/guardian/teens/${LINK}/plan`]: planReply('Basic'),
      [`POST /api/guardian/teens/${LINK}/checkout`]: urlReply('https://checkout.stripe.test/c/teen_1'),
    });
    const { user } = renderApp('/guardian');

    expect(await screen.findByText(planText('Basic'))).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Premium for Robin' });
    expect(await violations(screen.getByRole('main'))).toEqual([]);
    await user.click(within(group).getByRole('button', { name: startPremiumLabel('annual') }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/teen_1'));
    expect(mock.callsTo(`POST /api/guardian/teens/${LINK}/checkout`).map((call) => call.body)).toEqual([{ interval: 'annual' }]);
  });

  it('shows a teen on Premium with no button, and says so on the way back from the checkout', async () => {
    mockApi({ ...guardian, [`GET /api/guardian/teens/${LINK}/plan`]: planReply('Premium') });
    renderApp('/guardian?checkout=success');

    expect(await screen.findByText(planText('Premium'))).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_DONE)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Premium for Robin' })).toBeNull();
  });
});

describe('What your guardian sees', { timeout: 20_000 }, () => {
  it('shows the teen the same plan fact, without the guardian’s buttons', async () => {
    await openSettingsGuardians({
      ...signedIn,
      'GET /api/user/': { body: { ...ADA, ageConfirmation: 'guardian', guardianConsent: { confirmed: true, daysLeft: 0, paused: false } } },
      'GET /api/user/stripe-status': statusReply('Basic'),
      'GET /api/guardian/links': {
        body: { success: true, teens: [], guardians: [{ linkId: LINK, firstName: 'Sam', since: '2026-11-20T10:00:00.000Z' }], invites: [] },
      },
      [`GET /api/guardian/teens/${LINK}/week`]: WEEK,
      [`GET /api/guardian/teens/${LINK}/plan`]: planReply('Premium'),
    });

    expect(await screen.findByText(planText('Premium'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: startPremiumLabel('annual') })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRISIS_SCREEN } from '#shared/safety';
import { violations } from './helpers/axe';
import { chatSummary, chatsReply, openDashboard } from './helpers/chat';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { adaAs, EMPTY_PLAN, openSos, planReply } from './helpers/safety';

// The first test of a file also loads the lazy chunks.
describe('the safety popups pass axe', { timeout: 20_000 }, () => {
  it('the SOS dialog, on each tab', async () => {
    const { user } = await openDashboard({ 'GET /api/user/safety-plan': planReply(EMPTY_PLAN) });
    const dialog = await openSos(user, screen.getByRole('banner'));
    expect(await violations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('tab', { name: 'Grounding exercises' }));
    await within(dialog).findByRole('button', { name: 'Start box breathing' });
    expect(await violations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('tab', { name: 'My safety plan' }));
    await within(dialog).findByRole('button', { name: 'Save my safety plan' });
    expect(await violations(dialog)).toEqual([]);
  });

  it('the crisis screen', async () => {
    await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chatSummary({ crisis: { tier: 'c', acknowledged: false } })]),
    });
    expect(await violations(await screen.findByRole('alertdialog', { name: CRISIS_SCREEN.title }))).toEqual([]);
  });

  it('the age question', async () => {
    await openDashboard({ 'GET /api/user/': adaAs({}, ['ageConfirmation']) });
    expect(await violations(await screen.findByRole('dialog', { name: 'Confirm your age' }))).toEqual([]);
  });

  it('the AI disclosure', async () => {
    await openDashboard({ 'GET /api/user/': adaAs({}, ['disclosureSeenAt']) });
    expect(await violations(await screen.findByRole('dialog', { name: 'Before you start' }))).toEqual([]);
  });

  it('the sign-up form with its age question', async () => {
    mockApi(signedOut);
    renderApp('/signup');
    const form = (await screen.findByRole('button', { name: 'Create Account' })).closest('form');
    expect(form).not.toBeNull();
    expect(await violations(form as HTMLFormElement)).toEqual([]);
  });
});

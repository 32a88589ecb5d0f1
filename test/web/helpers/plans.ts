import { screen, within } from '@testing-library/react';
import { messages } from '#shared/messages';
import { PLAN_DIALOG_TITLE } from '../../../web/src/features/plans/components/plan-dialog';
import { adaWith, openDashboard } from './chat';
import type { Handlers, Reply } from './fetch-mock';

export { noPlanReply, PRICE_IDS, statusReply } from './fetch-mock';

/** The plan popup, once a plan exists. */
export const planDialog = () => screen.getByRole('dialog', { name: PLAN_DIALOG_TITLE });

/** The plan popup's welcome form, before any plan exists. */
export const welcomeDialog = () => screen.findByRole('dialog', { name: messages.plans.welcome });

/** One plan's card in a popup: a region named by the plan. */
export const planCard = (dialog: HTMLElement, plan: 'Basic' | 'Premium') => within(dialog).getByRole('region', { name: plan });

/** The answer of create-subscription and manage-subscription. */
export const urlReply = (url: string): Reply => ({ body: { success: true, url } });

/** Opens /dashboard as Ada on a plan (or none), waiting until the menu names it. */
export async function openAs(plan: 'Basic' | 'Premium' | null, handlers: Handlers = {}) {
  const app = await openDashboard({ 'GET /api/user/': adaWith(plan), ...handlers });
  await within(app.menu()).findByText(plan ? `${plan} Plan` : 'No plan yet');
  return app;
}

/** Ada on Basic opens the plan popup from the promo box's "Start Your Free Trial". */
export async function openFromPromo(handlers: Handlers = {}) {
  const app = await openAs('Basic', handlers);
  const promo = within(app.menu()).getByRole('button', { name: messages.dashboard.promo });
  await app.user.click(promo);
  return { ...app, promo, dialog: planDialog() };
}

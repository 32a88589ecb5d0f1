import { screen } from '@testing-library/react';
import { mockApi, type Handlers } from './fetch-mock';
import { renderApp } from './render-app';

/**
 * What each part of a guardian link's box reads, answered plainly: a week with nothing in it, Basic,
 * the default settings, notices on and none sent. A test overrides the part it is about.
 */
export const linkReplies = (linkId: string): Handlers => ({
  [`GET /api/guardian/teens/${linkId}/week`]: {
    body: { success: true, week: { week: '2026-W48', sessionsStarted: 0, minutesChatting: 0, days: [] } },
  },
  [`GET /api/guardian/teens/${linkId}/plan`]: { body: { success: true, plan: 'Basic' } },
  [`GET /api/guardian/teens/${linkId}/controls`]: {
    body: {
      success: true,
      controls: { coachHours: null, keepBreakReminders: false, voice: true, memory: true, timeZone: 'UTC', changes: {} },
    },
  },
  [`GET /api/guardian/teens/${linkId}/notices`]: { body: { success: true, notices: { on: true, sent: [] } } },
});

/** Opens Settings > Guardians on the dashboard of the account `handlers` answer for. */
export async function openSettingsGuardians(handlers: Handlers) {
  const mock = mockApi(handlers);
  const app = renderApp('/dashboard');
  await app.user.click(await screen.findByRole('button', { name: 'Settings' }));
  await app.user.click(await screen.findByRole('tab', { name: 'Guardians' }));
  return { ...app, mock };
}

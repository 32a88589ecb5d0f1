import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clockTimeIn, coachHoursMessage, MEMORY_OFF_MESSAGE, VOICE_OFF_MESSAGE } from '#shared/guardian-controls';
import { messages } from '#shared/messages';
import { COACH_HOURS_SAME_MESSAGE, type GuardianControlsView } from '#shared/schemas/guardian-controls';
import { coachHoursNoticeText } from '../../web/src/features/guardian/components/coach-hours-notice';
import {
  COACH_BACK_AT,
  COACH_OFF_FROM,
  SAVE_CONTROLS,
  savedText,
  VOICE_ON_LABEL,
} from '../../web/src/features/guardian/components/controls-form';
import { SETTINGS_YOUR_GUARDIAN_CHOSE } from '../../web/src/features/guardian/components/guardians-settings';
import { BREAK_REMINDERS_KEPT_ON, BREAK_REMINDERS_TITLE } from '../../web/src/features/settings/components/break-reminders-row';
import { violations } from './helpers/axe';
import { chatMessage, chatSummary, firstMessageHandlers, liveStream, openDashboard, startSession, streamId } from './helpers/chat';
import { ADA, errorReply, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { openAs } from './helpers/plans';
import { openSettingsGuardians } from './helpers/guardian';
import { renderApp } from './helpers/render-app';

/** A guardian's controls in the web app: the guardian's form, the teen's read-only view, and what the teen's app follows. */

const LINK = '01J0000000000000000000000L';
const HOUR_MS = 3_600_000;
const CONTROLS: GuardianControlsView = {
  coachHours: { from: '22:00', to: '07:00' },
  keepBreakReminders: true,
  voice: false,
  memory: true,
  timeZone: 'Europe/Berlin',
  changes: { coachHours: { by: 'Morgan', at: '2026-11-28T20:00:00.000Z' } },
};
const controlsReply = (controls: GuardianControlsView = CONTROLS) => ({ body: { success: true, controls } });
const week = { body: { success: true, week: { week: '2026-W48', sessionsStarted: 0, days: [] } } };

const guardian: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, isGuardian: true } },
  'GET /api/guardian/links': {
    body: { success: true, teens: [{ linkId: LINK, firstName: 'Robin', since: '2026-11-20T10:00:00.000Z' }], guardians: [], invites: [] },
  },
  [`GET /api/guardian/teens/${LINK}/week`]: week,
  [`GET /api/guardian/teens/${LINK}/controls`]: controlsReply(),
};

describe('the guardian’s settings form', { timeout: 20_000 }, () => {
  it('shows the settings as the teen sees them, and saves a change of every setting at once', async () => {
    const saved = { ...CONTROLS, voice: true, changes: { ...CONTROLS.changes, voice: { by: 'Ada', at: '2026-11-29T08:00:00.000Z' } } };
    const mock = mockApi({ ...guardian, [`PUT /api/guardian/teens/${LINK}/controls`]: controlsReply(saved) });
    const { user } = renderApp('/guardian');

    const settings = await screen.findByRole('region', { name: 'Robin’s settings' });
    expect(settings).toHaveTextContent('The coach is off from 22:00 to 07:00 each day (Europe/Berlin time).');
    expect(settings).toHaveTextContent(/Changed by Morgan on .*2026/);
    expect(within(settings).getByLabelText(COACH_OFF_FROM)).toHaveValue('22:00');
    expect(await violations(screen.getByRole('main'))).toEqual([]);

    await user.click(within(settings).getByRole('checkbox', { name: VOICE_ON_LABEL }));
    await user.click(within(settings).getByRole('button', { name: SAVE_CONTROLS }));

    expect(await within(settings).findByText(savedText('Robin'))).toBeInTheDocument();
    expect(mock.callsTo(`PUT /api/guardian/teens/${LINK}/controls`)[0]?.body).toMatchObject({
      coachHours: { from: '22:00', to: '07:00' },
      keepBreakReminders: true,
      voice: true,
      memory: true,
    });
    expect(settings).toHaveTextContent('On: talking by voice and spoken replies.');
  });

  it('says what is wrong with the times, by the field, and sends nothing', async () => {
    const mock = mockApi(guardian);
    const { user } = renderApp('/guardian');
    const settings = await screen.findByRole('region', { name: 'Robin’s settings' });

    const backAt = within(settings).getByLabelText(COACH_BACK_AT);
    await user.clear(backAt);
    await user.type(backAt, '22:00');
    await user.click(within(settings).getByRole('button', { name: SAVE_CONTROLS }));

    expect(await within(settings).findByRole('alert')).toHaveTextContent(COACH_HOURS_SAME_MESSAGE);
    expect(backAt).toHaveAttribute('aria-invalid', 'true');
    expect(backAt).toHaveAccessibleDescription(COACH_HOURS_SAME_MESSAGE);
    expect(mock.callsTo(`PUT /api/guardian/teens/${LINK}/controls`)).toHaveLength(0);
  });

  it('shows the API’s words for a time it refuses', async () => {
    mockApi({
      ...guardian,
      [`PUT /api/guardian/teens/${LINK}/controls`]: errorReply(400, 'BAD_REQUEST', 'Bad', {
        'coachHours.from': 'Choose a time such as 22:00.',
      }),
    });
    const { user } = renderApp('/guardian');
    const settings = await screen.findByRole('region', { name: 'Robin’s settings' });

    await user.click(within(settings).getByRole('button', { name: SAVE_CONTROLS }));

    expect(await within(settings).findByRole('alert')).toHaveTextContent('Choose a time such as 22:00.');
  });
});

const teenProfile = (controls: GuardianControlsView) => ({
  body: {
    ...ADA,
    plan: 'Premium',
    ageConfirmation: 'guardian',
    guardianConsent: { confirmed: true, daysLeft: 0, paused: false },
    guardianControls: controls,
  },
});

describe('the teen’s side', { timeout: 20_000 }, () => {
  it('Settings > Guardians shows the very same settings, read-only', async () => {
    await openSettingsGuardians({
      ...signedIn,
      'GET /api/user/': teenProfile(CONTROLS),
      'GET /api/guardian/links': {
        body: {
          success: true,
          teens: [],
          guardians: [{ linkId: LINK, firstName: 'Morgan', since: '2026-11-20T10:00:00.000Z' }],
          invites: [],
        },
      },
      [`GET /api/guardian/teens/${LINK}/week`]: week,
      [`GET /api/guardian/teens/${LINK}/controls`]: controlsReply(),
    });

    expect(await screen.findByRole('heading', { name: SETTINGS_YOUR_GUARDIAN_CHOSE })).toBeInTheDocument();
    expect(await screen.findByText(/The coach is off from 22:00 to 07:00 each day/)).toBeInTheDocument();
    expect(screen.getByText(/Off: typing only\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SAVE_CONTROLS })).toBeNull();
    expect(screen.queryByLabelText(COACH_OFF_FROM)).toBeNull();
  });

  it('the break reminder switch stays on and says a guardian keeps it on', async () => {
    mockApi({ ...signedIn, 'GET /api/user/': teenProfile({ ...CONTROLS, coachHours: null }) });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));

    const breaks = await screen.findByRole('switch', { name: BREAK_REMINDERS_TITLE });
    expect(breaks).toBeChecked();
    expect(breaks).toBeDisabled();
    expect(breaks).toHaveAccessibleDescription(new RegExp(BREAK_REMINDERS_KEPT_ON.replace('.', '\\.')));
  });

  it('during coach hours the chat says calmly until when, and with voice off there is no microphone', async () => {
    const now = Date.now();
    const hours = { from: clockTimeIn(now - HOUR_MS, 'UTC'), to: clockTimeIn(now + HOUR_MS, 'UTC') };
    const { user } = await openAs('Premium', { 'GET /api/user/': teenProfile({ ...CONTROLS, coachHours: hours, timeZone: 'UTC' }) });

    expect(await screen.findByText(coachHoursNoticeText(hours.to))).toBeInTheDocument();
    await startSession(user);
    expect(screen.queryByRole('button', { name: 'Microphone' })).toBeNull();
    expect(screen.getByText(VOICE_OFF_MESSAGE)).toBeInTheDocument();
    // The text box still sends: a message about how the teen feels still gets the crisis screen.
    expect(screen.getByRole('textbox', { name: /message/i })).toBeEnabled();
  });

  it('an ordinary message in coach hours gets the API’s calm words, kept, with no Try again', async () => {
    const chat = chatSummary();
    const words = coachHoursMessage('07:00');
    const { user } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: () => {
        const refused = liveStream();
        refused.send({ type: 'start', streamId: streamId(), userMessage: chatMessage('user', 'Hello') });
        refused.send({ type: 'error', code: 'COACH_HOURS', message: words, saved: true });
        refused.end();
        return refused.reply;
      },
    });
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(within(screen.getByRole('log')).getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.chat.retry })).toBeNull();
  });

  it('the memory page says a guardian turned memory off', async () => {
    mockApi({
      ...signedIn,
      'GET /api/user/': teenProfile({ ...CONTROLS, memory: false }),
      'GET /api/memories': { body: { success: true, memories: [], paused: false, available: true, guardianOff: true } },
    });
    renderApp('/dashboard/memory');

    expect(await screen.findByText(MEMORY_OFF_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADULTHOOD_CONFIRMED_MESSAGE, GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { NOT_YET, TURNED_18, TURNED_18_NOTE, TURNED_18_TITLE, YES_18 } from '../../web/src/features/guardian/components/adulthood-confirm';
import { getsWeeklyEmail, noWeeklyEmail } from '../../web/src/features/guardian/components/guardian-emails-note';
import { weeklyEmailLabel } from '../../web/src/features/guardian/components/weekly-email-toggle';
import {
  GUARDIAN_WEEKLY_UNSUBSCRIBE_EXPLAINED,
  GUARDIAN_WEEKLY_UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED_TITLE,
} from '../../web/src/features/unsubscribe/components/unsubscribe-panel';
import { ADA, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { openSettingsGuardians } from './helpers/guardian';
import { renderApp } from './helpers/render-app';

/** The guardian's weekly e-mail (their switch, and the teen seeing who gets it) and the teen's "I'm 18 now". */

const LINK = '01J0000000000000000000000L';
const OTHER = '01J0000000000000000000000M';
const WEEK = { success: true, week: { week: '2026-W48', sessionsStarted: 2, days: [{ date: '2026-11-23', checkedIn: true }] } };

const guardian: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, isGuardian: true } },
  'GET /api/guardian/links': {
    body: { success: true, teens: [{ linkId: LINK, firstName: 'Robin', since: '2026-11-20T10:00:00.000Z' }], guardians: [], invites: [] },
  },
  [`GET /api/guardian/teens/${LINK}/week`]: { body: WEEK },
};

const teen: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, ageConfirmation: 'guardian', guardianConsent: { confirmed: true, daysLeft: 0, paused: false } } },
  'GET /api/guardian/links': {
    body: {
      success: true,
      teens: [],
      guardians: [
        { linkId: LINK, firstName: 'Sam', since: '2026-11-20T10:00:00.000Z', weeklyEmail: true },
        { linkId: OTHER, firstName: 'Alex', since: '2026-11-21T10:00:00.000Z' },
      ],
      invites: [],
    },
  },
  [`GET /api/guardian/teens/${LINK}/week`]: { body: WEEK },
};

async function openGuardians(handlers: Handlers = {}) {
  const opened = await openSettingsGuardians({ ...teen, ...handlers });
  await screen.findByRole('list', { name: 'Your guardians' });
  return opened;
}

describe('the guardian’s weekly e-mail', { timeout: 20_000 }, () => {
  it('is off on the guardian’s page until they turn it on, and then shows what the server says', async () => {
    const mock = mockApi({ ...guardian, [`PUT /api/guardian/teens/${LINK}/weekly-email`]: { body: { success: true, weeklyEmail: true } } });
    const { user } = renderApp('/guardian');
    const box = await screen.findByRole('checkbox', { name: weeklyEmailLabel('Robin') });
    expect(box).not.toBeChecked();

    await user.click(box);

    await expect.poll(() => box).toBeChecked();
    expect(mock.callsTo(`PUT /api/guardian/teens/${LINK}/weekly-email`).map((call) => call.body)).toEqual([{ weeklyEmail: true }]);
  });

  it('stays as it was when the server refuses, with the reason', async () => {
    mockApi({
      ...guardian,
      [`PUT /api/guardian/teens/${LINK}/weekly-email`]: {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'We could not find this link.' },
      },
    });
    const { user } = renderApp('/guardian');
    const box = await screen.findByRole('checkbox', { name: weeklyEmailLabel('Robin') });

    await user.click(box);

    expect(await screen.findByText('We could not find this link.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('stops from its e-mail’s link on /unsubscribe, signed out, saying it is this e-mail that stops', async () => {
    const mock = mockApi({
      'GET /api/user/loggedIn': { body: { status: false } },
      'POST /api/email/unsubscribe': { body: { success: true, message: GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE } },
    });
    const { user } = renderApp('/unsubscribe?token=abc.def.guardian-weekly');
    expect(await screen.findByRole('heading', { level: 1, name: GUARDIAN_WEEKLY_UNSUBSCRIBE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(GUARDIAN_WEEKLY_UNSUBSCRIBE_EXPLAINED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBED_TITLE })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE);
    expect(mock.callsTo('POST /api/email/unsubscribe')).toHaveLength(1);
  });

  it('is shown to the teen for each guardian, under what their guardian sees', async () => {
    await openGuardians();

    const list = await screen.findByRole('list', { name: 'Weekly e-mails' });
    expect(within(list).getByText(getsWeeklyEmail('Sam'))).toBeInTheDocument();
    expect(within(list).getByText(noWeeklyEmail('Alex'))).toBeInTheDocument();
  });
});

describe('“I’m 18 now”', { timeout: 20_000 }, () => {
  it('asks first, with Not yet focused, and changes nothing when kept', async () => {
    const { user, mock } = await openGuardians();

    await user.click(screen.getByRole('button', { name: TURNED_18 }));
    const dialog = await screen.findByRole('dialog', { name: TURNED_18_TITLE });
    expect(dialog).toHaveTextContent(TURNED_18_NOTE);
    expect(within(dialog).getByRole('button', { name: NOT_YET })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog', { name: TURNED_18_TITLE })).toBeNull();
    expect(mock.callsTo('POST /api/guardian/adulthood')).toHaveLength(0);
  });

  it('once confirmed, ends every link and says so in place of the guardians', async () => {
    const { user, mock } = await openGuardians({
      'POST /api/guardian/adulthood': { body: { success: true, message: ADULTHOOD_CONFIRMED_MESSAGE } },
    });

    await user.click(screen.getByRole('button', { name: TURNED_18 }));
    await user.click(within(await screen.findByRole('dialog', { name: TURNED_18_TITLE })).getByRole('button', { name: YES_18 }));

    expect(await screen.findByText(ADULTHOOD_CONFIRMED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your guardians' })).toBeNull();
    expect(mock.callsTo('POST /api/guardian/adulthood')).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COACH_PAUSED_MESSAGE,
  GUARDIAN_LINK_REFUSED_MESSAGE,
  GUARDIAN_MINIMUM_AGE_MESSAGE,
  GUARDIAN_OWN_ADDRESS_MESSAGE,
} from '#shared/error-messages';
import { AGE_CONFIRMATION_LABELS } from '#shared/safety';
import { BIRTH_YEAR_LABEL, GUARDIAN_EMAIL_LABEL } from '../../web/src/features/auth/components/guardian-consent-fields';
import { ASK_BUTTON, ASK_LABEL, ASKED } from '../../web/src/features/guardian/components/ask-guardian-form';
import { bannerText } from '../../web/src/features/guardian/components/consent-banner';
import { askedTitle, CONFIRM_LABEL, confirmedTitle, INVALID_GUARDIAN_LINK, SIGN_IN_TO_CONFIRM } from '../../web/src/features/guardian/copy';
import { chatFailure } from '../../web/src/features/chat/chat-failure';
import { ApiError } from '../../web/src/lib/api-client';
import { violations } from './helpers/axe';
import { ADA, errorReply, mockApi, signedIn, signedOut, type Handlers } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

const TOKEN = 'A'.repeat(43);
const CONFIRM_PATH = `/guardian/confirm/${TOKEN}`;
const API = `/api/guardian/invite/${TOKEN}`;
const PREVIEW = { body: { success: true, invite: { teenFirstName: 'Robin', expiresAt: '2026-12-05T10:00:00.000Z' } } };
const YEAR = new Date().getFullYear();

/** Opens /signup, fills the account and chooses "under 18 with a guardian's consent". */
async function signupAsTeen() {
  const mock = mockApi({ ...signedOut, 'POST /api/auth/': { body: { success: true, message: 'ok' } } });
  const app = renderApp('/signup');
  await screen.findByRole('heading', { level: 1 });
  await app.user.type(screen.getByLabelText('Name'), 'Robin Quill');
  await app.user.type(screen.getByLabelText('Email address'), 'robin@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'Secret1!');
  await app.user.click(screen.getByRole('radio', { name: AGE_CONFIRMATION_LABELS.guardian }));
  return { ...app, mock, submit: screen.getByRole('button', { name: 'Create Account' }) };
}

describe('signing up with a guardian’s consent', { timeout: 20_000 }, () => {
  it('asks the birth year and the guardian’s e-mail only after that choice, and sends them', async () => {
    expect(screen.queryByLabelText(BIRTH_YEAR_LABEL)).toBeNull();
    const { user, mock, submit } = await signupAsTeen();

    const year = screen.getByRole('textbox', { name: BIRTH_YEAR_LABEL });
    const email = screen.getByRole('textbox', { name: GUARDIAN_EMAIL_LABEL });
    expect(year).toBeRequired();
    expect(email).toHaveAccessibleDescription(/e-mail them a link to confirm/);
    await user.type(year, String(YEAR - 15));
    await user.type(email, 'parent@example.com');
    await user.click(submit);

    await screen.findByRole('dialog');
    expect(mock.callsTo('POST /api/auth/')[0]?.body).toMatchObject({
      ageConfirmation: 'guardian',
      birthYear: YEAR - 15,
      guardianEmail: 'parent@example.com',
    });
  });

  it.each([
    ['under the minimum age', String(YEAR - 12), 'parent@example.com', GUARDIAN_MINIMUM_AGE_MESSAGE],
    ['their own address', String(YEAR - 15), 'Robin+me@Example.com', GUARDIAN_OWN_ADDRESS_MESSAGE],
  ])('refuses %s with its own message before sending anything', async (_name, year, email, message) => {
    const { user, mock, submit } = await signupAsTeen();
    await user.type(screen.getByLabelText(BIRTH_YEAR_LABEL), year);
    await user.type(screen.getByLabelText(GUARDIAN_EMAIL_LABEL), email);

    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mock.callsTo('POST /api/auth/')).toHaveLength(0);
  });
});

/** Opens the guardian's link signed in (as Ada) and waits for the question. */
async function openConfirm(handlers: Handlers = {}) {
  const mock = mockApi({ ...signedIn, [`GET ${API}`]: PREVIEW, ...handlers });
  const app = renderApp(CONFIRM_PATH);
  await screen.findByRole('heading', { level: 1, name: askedTitle('Robin') });
  return { ...app, mock };
}

describe('the guardian’s confirmation page', { timeout: 20_000 }, () => {
  it('tells a signed-out guardian which teen asks, with Log in and Sign up that come back here', async () => {
    mockApi({ ...signedOut, 'GET /api/config': signedIn['GET /api/config']!, [`GET ${API}`]: PREVIEW });
    const { user, location } = renderApp(CONFIRM_PATH);

    await screen.findByRole('heading', { level: 1, name: askedTitle('Robin') });
    expect(screen.getByText(SIGN_IN_TO_CONFIRM)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONFIRM_LABEL })).toBeNull();
    expect(await violations(screen.getByRole('main'))).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await expect.poll(() => location.current?.pathname).toBe('/login');
    expect(location.current?.state).toEqual({ from: { pathname: CONFIRM_PATH, search: '', hash: '' } });
  });

  it('confirms by keyboard, and the outcome takes focus', async () => {
    const { user, mock } = await openConfirm({
      [`POST ${API}/accept`]: {
        body: { success: true, teen: { linkId: '01J0000000000000000000000A', firstName: 'Robin', since: '2026-11-28T10:00:00.000Z' } },
      },
    });
    const confirm = screen.getByRole('button', { name: CONFIRM_LABEL });
    confirm.focus();

    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: confirmedTitle('Robin') })).toHaveFocus();
    expect(mock.callsTo(`POST ${API}/accept`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your guardian page' })).toHaveAttribute('href', '/guardian');
  });

  it('shows the server’s reason when the link cannot be confirmed here, and keeps the button', async () => {
    const { user } = await openConfirm({ [`POST ${API}/accept`]: errorReply(409, 'CONFLICT', GUARDIAN_LINK_REFUSED_MESSAGE) });

    await user.click(screen.getByRole('button', { name: CONFIRM_LABEL }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GUARDIAN_LINK_REFUSED_MESSAGE);
    expect(screen.getByRole('button', { name: CONFIRM_LABEL })).toBeEnabled();
  });

  it('says plainly when the link no longer works', async () => {
    mockApi({ ...signedIn, [`GET ${API}`]: errorReply(404, 'NOT_FOUND', INVALID_GUARDIAN_LINK) });
    renderApp(CONFIRM_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: INVALID_GUARDIAN_LINK })).toHaveFocus();
  });
});

describe('the teen’s banner on the dashboard', { timeout: 20_000 }, () => {
  const teen = (guardianConsent: unknown) => ({
    ...signedIn,
    'GET /api/user/': { body: { ...ADA, ageConfirmation: 'guardian', guardianConsent } },
  });

  it('says how many days are left while no guardian has confirmed', async () => {
    mockApi(teen({ confirmed: false, daysLeft: 5, paused: false }));
    renderApp('/dashboard');

    const banner = await screen.findByText(bannerText({ confirmed: false, daysLeft: 5, paused: false }));
    expect(banner).toHaveTextContent('for 5 more days');
  });

  it('says the coach is paused, and that help stays, once the days are over', async () => {
    mockApi(teen({ confirmed: false, daysLeft: 0, paused: true }));
    renderApp('/dashboard');

    const banner = await screen.findByText(/Your coach is paused until a parent or guardian confirms/);
    expect(banner).toHaveTextContent('The SOS button and crisis help are always here.');
    expect(within(document.body).getByRole('button', { name: /SOS/ })).toBeInTheDocument();
  });

  it('sends a guardian the link from the banner, and shows the API’s reason for a refusal', async () => {
    const mock = mockApi({
      ...teen({ confirmed: false, daysLeft: 5, paused: false }),
      'POST /api/guardian/invites': (request) =>
        (request.body as { email: string }).email === 'robin@example.com'
          ? errorReply(400, 'BAD_REQUEST', GUARDIAN_OWN_ADDRESS_MESSAGE)
          : {
              body: {
                success: true,
                invite: { inviteId: '01J0000000000000000000000A', email: 'mum@example.com', createdAt: 'x', expiresAt: 'y' },
              },
            },
    });
    const { user } = renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Guardian confirmation' });
    const field = within(banner).getByRole('textbox', { name: ASK_LABEL });

    await user.type(field, 'robin@example.com');
    await user.click(within(banner).getByRole('button', { name: ASK_BUTTON }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(GUARDIAN_OWN_ADDRESS_MESSAGE);

    await user.clear(field);
    await user.type(field, 'mum@example.com{Enter}');
    expect(await within(banner).findByText(ASKED)).toBeInTheDocument();
    expect(mock.callsTo('POST /api/guardian/invites').map((call) => call.body)).toEqual([
      { email: 'robin@example.com' },
      { email: 'mum@example.com' },
    ]);
  });

  it('shows nothing once a guardian has confirmed', async () => {
    mockApi(teen({ confirmed: true, daysLeft: 0, paused: false }));
    renderApp('/dashboard');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/parent or guardian/)).toBeNull();
  });
});

describe('sending to a paused coach', () => {
  it('shows the API’s own kind words, not the plan refusal', () => {
    expect(chatFailure(new ApiError(409, 'COACH_PAUSED', COACH_PAUSED_MESSAGE))).toEqual({ text: COACH_PAUSED_MESSAGE, retry: false });
  });
});

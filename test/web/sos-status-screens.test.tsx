import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../web/src/app/error-boundary';
import { DISCLOSURE_TITLE } from '../../web/src/features/safety/components/disclosure-dialog';
import { ADA, deferred, mockApi, signedIn, signedOut, type Reply } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { adaAs, openSos, SOS_NAME } from './helpers/safety';

/** Whether the SOS dialog breaks when it renders: the case where SOS itself is what failed. */
const sosDialog = vi.hoisted(() => ({ broken: false }));
vi.mock('../../web/src/features/safety/components/sos-dialog', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../web/src/features/safety/components/sos-dialog')>();
  return {
    ...actual,
    SosDialog: (props: Parameters<typeof actual.SosDialog>[0]) => {
      if (sosDialog.broken) throw new Error('The SOS dialog broke');
      return <actual.SosDialog {...props} />;
    },
  };
});

/**
 * Page chunks the tests hold back, so the lazy-page loading screen stays up until they let go: the
 * privacy policy's then arrives, the terms' fails as a chunk gone after a deploy does.
 */
const chunks = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((done) => {
    arrive = done;
  });
  let fail = () => {};
  const failed = new Promise<void>((done) => {
    fail = done;
  });
  return { arrived, arrive, failed, fail };
});
vi.mock('../../web/src/app/routes/privacy-policy', async (importOriginal) => {
  await chunks.arrived;
  return importOriginal();
});
vi.mock('../../web/src/app/routes/terms-and-conditions', async () => {
  await chunks.failed;
  throw new Error('Failed to fetch dynamically imported module');
});

const HELP_LINKS = [
  ['Call 988', 'tel:988'],
  ['Text 988', 'sms:988'],
  ['Text HOME to 741741', 'sms:741741?&body=HOME'],
  ['Call 911', 'tel:911'],
];
const hrefsIn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** Clicks SOS on the screen and checks the "Get help now" dialog lists the US numbers first. */
async function expectSosOpensHelp(user: { click: (element: Element) => Promise<void> }) {
  const dialog = await openSos(user, screen.getByRole('main'));
  expect(hrefsIn(within(dialog).getByRole('region', { name: 'In the US' }))).toEqual(HELP_LINKS);
  return dialog;
}

/** Waits for the loading screen that says `message`, and checks its SOS button is the only one showing. */
async function expectLoadingScreen(message: string) {
  await screen.findByText(message);
  expect(screen.getByRole('main')).toHaveTextContent(message);
  // Two would also break end-to-end tests, whose getByRole must find exactly one.
  expect(screen.getAllByRole('button', { name: SOS_NAME })).toHaveLength(1);
}

const theSosDialog = () => screen.getByRole('dialog', { name: 'Get help now' });

function Crash(): never {
  throw new Error('The page broke');
}

beforeEach(() => {
  sosDialog.broken = false;
  // React reports every caught render error; the boundaries under test are meant to catch them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

// The first test of a file also loads the lazy chunks.
describe('SOS on the crash screen (SAFETY.md 4)', () => {
  it('is beside Reload, and opens the resources', async () => {
    render(
      <ErrorBoundary resetKey="/dashboard">
        <Crash />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await expectSosOpensHelp(userEvent.setup());
  });

  it('shows the numbers as plain one-tap links when the SOS dialog itself fails, and the crash screen stays', async () => {
    sosDialog.broken = true;
    render(
      <ErrorBoundary resetKey="/dashboard">
        <Crash />
      </ErrorBoundary>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: SOS_NAME }));

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    const help = screen.getByRole('navigation', { name: 'Get help now' });
    expect(hrefsIn(help).slice(0, HELP_LINKS.length)).toEqual(HELP_LINKS);
    const website = within(help).getByRole('link', { name: /findahelpline/ });
    expect(website).toHaveTextContent('Open findahelpline.com (opens in a new tab)');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('still renders when SOS is what crashed the page, and its help still reaches the user', async () => {
    // Prepare: the landing page's SOS dialog breaks as it opens, which takes the page down.
    sosDialog.broken = true;
    mockApi(signedOut);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /AI coach/ });
    // Act
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME }));
    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: SOS_NAME }));
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Get help now' })).slice(0, HELP_LINKS.length)).toEqual(HELP_LINKS);
  });
});

// The regression: the dialog used to belong to the loading screen and vanished with it.
describe('SOS on the loading screens (SAFETY.md 4)', () => {
  it('opens the resources while the session is checked, and stays open when the dashboard arrives', async () => {
    // Prepare
    const check = deferred<Reply>();
    mockApi({ ...signedIn, 'GET /api/user/loggedIn': () => check.promise });
    const { user } = renderApp('/dashboard');
    await expectLoadingScreen('Checking your session…');
    const dialog = await expectSosOpensHelp(user);
    // Act
    check.resolve({ body: { status: true } });
    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Ada' })).toBeInTheDocument();
    expect(theSosDialog()).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
  });

  it('opens the resources while the dashboard loads; closed after it arrived, it leaves focus on the SOS button in its top bar', async () => {
    // Prepare
    const details = deferred<Reply>();
    mockApi({ ...signedIn, 'GET /api/user/': () => details.promise });
    const { user } = renderApp('/dashboard');
    await expectLoadingScreen('Loading your dashboard…');
    const dialog = await expectSosOpensHelp(user);
    // Act
    details.resolve({ body: ADA });
    await screen.findByRole('heading', { level: 1, name: 'Hi Ada' });
    expect(theSosDialog()).toBe(dialog);
    await user.keyboard('{Escape}');
    // Assess: the button that opened it went with the loading screen; the one on screen now takes focus.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME })).toHaveFocus();
  });

  it('opens the resources while a page loads, and stays open when the page arrives', async () => {
    // Prepare
    mockApi(signedOut);
    const { user } = renderApp('/privacy-policy');
    await expectLoadingScreen('Loading…');
    const dialog = await expectSosOpensHelp(user);
    // Act
    chunks.arrive();
    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(theSosDialog()).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME })).toHaveFocus();
  });

  it('stays open when the page it waited for fails to load and the crash screen replaces it', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/terms-and-conditions');
    await expectLoadingScreen('Loading…');
    const dialog = await expectSosOpensHelp(user);

    chunks.fail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(theSosDialog()).toBe(dialog);
  });

  it('comes back on top when SOS is pressed in a popup that opened over it, and then gives focus back to that SOS', async () => {
    // Prepare: SOS opened while the dashboard loads, then the AI disclosure comes up over it.
    const details = deferred<Reply>();
    mockApi({ ...signedIn, 'GET /api/user/': () => details.promise });
    const { user } = renderApp('/dashboard');
    await expectLoadingScreen('Loading your dashboard…');
    await expectSosOpensHelp(user);
    details.resolve(adaAs({}, ['disclosureSeenAt']));
    const disclosure = await screen.findByRole('dialog', { name: DISCLOSURE_TITLE });
    // The browser stacks modal dialogs in the order showModal() was called.
    const shown = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const sosInDisclosure = within(disclosure).getByRole('button', { name: SOS_NAME });
    // Act
    await user.click(sosInDisclosure);
    // Assess
    expect(shown.mock.contexts.at(-1)).toBe(theSosDialog());
    await user.click(within(theSosDialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Get help now' })).not.toBeInTheDocument();
    expect(sosInDisclosure).toHaveFocus();
  });
});

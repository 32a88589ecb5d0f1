import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../web/src/components/error-boundary';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { openSos, SOS_NAME } from './helpers/safety';

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
}

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
    await screen.findByRole('heading', { level: 1, name: 'Blue Guardian' });
    // Act
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME }));
    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: SOS_NAME }));
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Get help now' })).slice(0, HELP_LINKS.length)).toEqual(HELP_LINKS);
  });
});

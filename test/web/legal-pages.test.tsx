import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import PrivacyPolicyRoute from '../../web/src/app/routes/privacy-policy';
import TermsRoute from '../../web/src/app/routes/terms-and-conditions';
import { SosProvider } from '../../web/src/features/safety/sos-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPerMonth, PLAN_FEATURES, PRICES } from '#shared/pricing';
import { routeList } from '#shared/routes';
import { COMPANY } from '../../web/src/features/legal/company';
import { LegalDocument } from '../../web/src/features/legal/legal-document';
import { POLICY_FACTS } from '../../web/src/features/legal/policy-facts';
import type { LegalDocumentData } from '../../web/src/features/legal/types';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { prerenderAndHydrate } from './helpers/prerender';
import { renderApp } from './helpers/render-app';

const ROOT = resolve(__dirname, '../..');
const PAGES = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'Terms and Conditions'],
] as const;

/** Opens a legal page in the whole app, as a visitor who is not signed in, and waits for its h1. */
async function openPage(url: string, title: string) {
  mockApi(signedOut);
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

/** A numbered section of the page, found by its heading ("3. How we use it"). */
const section = (title: string) => screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });

describe.each(PAGES)('%s', (url, title) => {
  it('shows one h1 and the effective date', async () => {
    await openPage(url, title);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText((_, element) => element?.textContent === 'Effective date: August 1, 2023')).toBeInTheDocument();
    expect(screen.getByText('August 1, 2023').closest('time')).toHaveAttribute('dateTime', '2023-08-01');
  });

  it('names the page in the tab title and gives it a canonical address', async () => {
    await openPage(url, title);

    expect(document.title).toBe(`${title} | Blue Guardian`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${url}$`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it('shows the postal address and the contact mailboxes in its Contact us section', async () => {
    await openPage(url, title);

    const contact = section('Contact us');
    const { street, city, region, postalCode } = COMPANY.postalAddress;
    for (const line of [COMPANY.legalName, street, `${city}, ${region} ${postalCode}`]) {
      expect(within(contact).getByText(line)).toBeInTheDocument();
    }
    expect(within(contact).getByRole('link', { name: COMPANY.privacyEmail })).toHaveAttribute('href', `mailto:${COMPANY.privacyEmail}`);
    expect(within(contact).getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
  });

  it('has a table of contents whose links each lead to a numbered section of the page, in order', async () => {
    await openPage(url, title);

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('section'));
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(links).toHaveLength(sectionHeadings.length);
    links.forEach((link, index) => {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const target = document.getElementById(id);
      expect(target, link.getAttribute('href') ?? '').not.toBeNull();
      expect(target?.tagName).toBe('SECTION');
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(`${index + 1}. ${link.textContent}`);
    });
  });

  it('has no in-page link that leads nowhere, and no id used twice', async () => {
    await openPage(url, title);

    const main = screen.getByRole('main');
    for (const link of main.querySelectorAll('a[href^="#"]')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1)), link.getAttribute('href') ?? '').not.toBeNull();
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('privacy policy', () => {
  it('says what happens to card details, chats, crisis signs and deleted accounts, as the code does', async () => {
    await openPage('/privacy-policy', 'Privacy Policy');

    expect(section('What we collect')).toHaveTextContent('your card number never reaches us');
    // The lookup that keeps invitations within an age group (functions/data/address-age-groups.ts).
    expect(section('What we collect')).toHaveTextContent(
      /whether your account is an adult’s or a minor’s; it is removed with your account/,
    );
    const safety = section('Safety screening and crisis support');
    expect(safety).toHaveTextContent('We do not contact emergency services, your parents or guardian, or anyone else on your behalf.');
    expect(safety).toHaveTextContent('holds no account id, chat id, message or time of day');
    const rights = section('Your rights and choices');
    expect(rights).toHaveTextContent('Export My Data');
    expect(rights).toHaveTextContent('Delete All Chats');
    expect(rights).toHaveTextContent(
      /Delete Account deletes your sign-in account, everything stored under your account, and your customer record at Stripe/,
    );
    expect(section('How long we keep it')).toHaveTextContent(
      /only if you ever chose Premium’s free trial: a fingerprint of your e-mail address, .* stays after you delete your account/,
    );
    expect(section('Children and young people')).toHaveTextContent('not meant for children under 13');
    const cookies = section('Cookies and local storage');
    expect(within(cookies).getByText('token')).toBeInTheDocument();
    expect(within(cookies).getByText('uid')).toBeInTheDocument();
    expect(cookies).toHaveTextContent('We use no analytics, advertising or tracking cookies.');
  });

  it('links to the terms without a second "Terms and Conditions" link beside the footer’s', async () => {
    await openPage('/privacy-policy', 'Privacy Policy');

    expect(within(section('Changes to this policy')).getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getAllByRole('link', { name: 'Terms and Conditions' })).toHaveLength(1);
  });
});

describe('terms and conditions', () => {
  it('has the clauses the spec and SAFETY.md require', async () => {
    await openPage('/terms-and-conditions', 'Terms and Conditions');

    expect(section('Who may use Blue Guardian')).toHaveTextContent(
      'if you are 18 or older, or if you are younger and your parent or legal guardian has agreed',
    );
    expect(section('A free research preview')).toHaveTextContent(/free research preview.*its answers may be inaccurate/);
    expect(section('Not professional advice')).toHaveTextContent('It is not a substitute for professional advice, diagnosis or treatment');
    expect(section('Your coach is an AI')).toHaveTextContent(
      'Skye, the coach, is an artificial intelligence: a computer program, not a person, and not a therapist',
    );
    const crisis = section('In a crisis');
    expect(crisis).toHaveTextContent('is not an emergency service.');
    expect(crisis).toHaveTextContent('call 911 (or your local emergency number) now, or call or text 988');
    expect(crisis).toHaveTextContent('Every message you send is screened for signs of a crisis before the coach answers.');
    expect(crisis).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(crisis).toHaveTextContent('Text HOME to 741741');
  });

  it('states the prices, the trial and how to cancel from the shared price definition', async () => {
    await openPage('/terms-and-conditions', 'Terms and Conditions');

    const { monthly, annual } = PRICES.Premium;
    const plans = section('Plans and billing');
    expect(plans).toHaveTextContent(`Basic is free. It includes Basic Chatbot and Basic Emotional Insights.`);
    expect(plans).toHaveTextContent(
      `It costs ${formatPerMonth(monthly.perMonth)} per month when billed monthly, or ${formatPerMonth(annual.perMonth)} per month when billed annually (${formatPerMonth(annual.perMonth * 12)} once a year).`,
    );
    expect(plans).toHaveTextContent(`starts with a ${annual.trialDays}-day free trial`);
    expect(plans).toHaveTextContent('You can cancel anytime in the app, under Settings > General > Manage Subscription');
    for (const feature of PLAN_FEATURES.Premium) expect(plans).toHaveTextContent(feature.label);
  });
});

describe.each([
  ['privacy policy', PrivacyPolicyRoute],
  ['terms', TermsRoute],
] as const)('the %s page, pre-rendered', (_, Route: ComponentType) => {
  it('hydrates in the browser without a mismatch', async () => {
    // Act: the page's HTML as the build makes it (react-dom/static on the server), hydrated.
    const view = await prerenderAndHydrate(
      <StrictMode>
        <MemoryRouter>
          <SosProvider>
            <Route />
          </SosProvider>
        </MemoryRouter>
      </StrictMode>,
    );

    // Assess
    expect(view.recoverable).not.toHaveBeenCalled();
    expect(within(view.container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    view.unmount();
  });
});

describe('legal document dates', () => {
  const doc = (lastUpdated?: LegalDocumentData['lastUpdated']): LegalDocumentData => ({
    meta: { title: 'Example', description: 'An example.', path: '/example' },
    title: 'Example',
    effective: { iso: '2023-08-01', text: 'August 1, 2023' },
    ...(lastUpdated && { lastUpdated }),
    intro: <p>Intro.</p>,
    sections: [{ id: 'one', title: 'One', body: <p>Body.</p> }],
  });

  it('shows a "Last updated" line once the text has changed after it took effect', () => {
    render(<LegalDocument doc={doc({ iso: '2026-11-02', text: 'November 2, 2026' })} />);

    expect(screen.getByText((_, element) => element?.textContent === 'Last updated: November 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('November 2, 2026').closest('time')).toHaveAttribute('dateTime', '2026-11-02');
  });

  it('leaves it out when it is the effective date', () => {
    render(<LegalDocument doc={doc({ iso: '2023-08-01', text: 'August 1, 2023' })} />);

    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});

describe('the terms read their prices rather than repeat them', () => {
  afterEach(() => {
    vi.doUnmock('#shared/pricing');
    vi.resetModules();
  });

  it('shows other prices when shared/pricing.ts changes', async () => {
    // Prepare: different prices and trial in the one definition.
    vi.resetModules();
    vi.doMock('#shared/pricing', async (importOriginal) => {
      const original = await importOriginal<typeof import('#shared/pricing')>();
      return {
        ...original,
        PRICES: {
          ...original.PRICES,
          Premium: { monthly: { perMonth: 21 }, annual: { perMonth: 11, wasPerMonth: 21, trialDays: 9 } },
        },
      };
    });
    const { TERMS } = (await import('../../web/src/features/legal/terms')) as { TERMS: LegalDocumentData };

    // Act
    render(
      <MemoryRouter>
        <LegalDocument doc={TERMS} />
      </MemoryRouter>,
    );

    // Assess
    const plans = section('Plans and billing');
    expect(plans).toHaveTextContent(
      'It costs $21 per month when billed monthly, or $11 per month when billed annually ($132 once a year).',
    );
    expect(plans).toHaveTextContent('starts with a 9-day free trial');
  });
});

describe('the privacy policy’s figures match the code they describe', () => {
  const source = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

  it('sign-ins last as long as it says', () => {
    const ttl = /SESSION_TTL_SECONDS = ([\d\s*]+);/.exec(source('functions/http/issue-session.ts'))?.[1];
    const seconds = (ttl ?? '0').split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(seconds).toBe(POLICY_FACTS.sessionDays * 24 * 60 * 60);
  });

  it('logs and backups are kept as long as it says', () => {
    // Every function's log group, the API's and the background jobs', comes from node-function.ts.
    expect(source('infra/constructs/node-function.ts')).toMatch(/retention: RetentionDays\.ONE_MONTH/);
    expect(POLICY_FACTS.logRetentionDays).toBe(30);
    // Point-in-time recovery keeps 35 days unless a shorter recovery period is configured.
    const table = source('infra/constructs/data-table.ts');
    expect(table).toMatch(/pointInTimeRecoveryEnabled: true/);
    expect(table).not.toMatch(/recoveryPeriodInDays/);
    expect(POLICY_FACTS.backupDays).toBe(35);
  });

  it('no attempt count outlives the hours it states', () => {
    const windows = routeList.flatMap(([, route]) => route.rateLimit ?? []);
    expect(windows.length).toBeGreaterThan(0);
    expect(Math.max(...windows.map((window) => window.windowSeconds))).toBeLessThanOrEqual(POLICY_FACTS.rateLimitHours * 3600);
  });

  it('the coach is sent chats with OpenAI’s storage turned off', () => {
    expect(source('functions/providers/coach/openai.ts')).toMatch(/store: false/);
  });
});

import { Link } from 'react-router';
import { COACH_NAME } from '#shared/chat';
import { DISCLOSURE_INTERVAL_MS, MINOR_DISCLOSURE_INTERVAL_MS } from '#shared/safety';
import { paths } from '@/paths';
import { CompanyAddress, MailLink } from './company-address';
import { COMPANY } from './company';
import { POLICY_FACTS } from './policy-facts';
import type { LegalSection } from './types';

const REMINDER_HOURS = DISCLOSURE_INTERVAL_MS / 3_600_000;
const MINOR_REMINDER_MINUTES = MINOR_DISCLOSURE_INTERVAL_MS / 60_000;

/**
 * The privacy policy's second half: how long we keep things, how we protect them, the user's
 * rights (as the settings screens and functions/entry/api/account/ implement them), children, cookies,
 * transfers, changes and contact.
 */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account, chats, safety plan and preferences: until you delete them or your account. Deleting is immediate and final.</li>
        <li>
          One exception, and only if you ever chose Premium&rsquo;s free trial: a fingerprint of your e-mail address, made with a secret key
          so that it cannot be turned back into the address, stays after you delete your account. It holds nothing else, and we keep it only
          so that the free trial is given once per person, even to someone who deletes their account and signs up again.
        </li>
        <li>
          Backups: our database keeps recovery copies for {POLICY_FACTS.backupDays} days, so anything deleted is gone from them too within{' '}
          {POLICY_FACTS.backupDays} days.
        </li>
        <li>
          Sign-ins: they stop working after {POLICY_FACTS.sessionDays} days without use, and their records are deleted when you log out or
          delete your account.
        </li>
        <li>
          Attempt counts: at most {POLICY_FACTS.rateLimitHours} hours. Server logs: {POLICY_FACTS.logRetentionDays} days.
        </li>
        <li>The anonymous crisis-referral counts: as long as the reports need them; they contain nothing about you.</li>
        <li>
          Stripe keeps records of payments for as long as financial law requires, under its own privacy policy, even after your customer
          record is deleted.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <>
        <ul>
          <li>Everything travels encrypted (HTTPS only) and is encrypted where it is stored.</li>
          <li>
            Your session cookie cannot be read by scripts on the page, is sent only to our own site, and is useless once you log out. No
            sign-in token is kept in your browser’s storage.
          </li>
          <li>
            Everything you own is stored under your account, and every request is checked against your signed-in session, so no one else’s
            account can reach your data.
          </li>
          <li>
            Each part of our service can reach only what it needs, our keys are kept in a secrets vault, and our logs leave out what you
            write.
          </li>
        </ul>
        <p>
          No system is perfectly secure. If a breach ever affects your information, we will tell you and the authorities as the law
          requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>You are in control of your information. In the app, under Settings:</p>
        <ul>
          <li>
            <strong>See and take a copy</strong>: Data Controls &gt; <em>Export My Data</em> downloads a file with your account details,
            your safety plan, every chat with its messages and safety flag, and the times of your sign-ins.
          </li>
          <li>
            <strong>Delete chats</strong>: the cross beside a chat deletes it and its messages; Data Controls &gt; <em>Delete All Chats</em>{' '}
            deletes them all.
          </li>
          <li>
            <strong>Delete your account</strong>: Account &gt; <em>Delete Account</em> deletes your sign-in account, everything stored under
            your account, and your customer record at Stripe, which ends any subscription at once.
          </li>
          <li>
            <strong>Change your settings</strong>: your theme, voice and password, and the subscription itself through General &gt; Manage
            Subscription.
          </li>
        </ul>
        <p>
          For anything else, write to <MailLink to="privacy" /> from the e-mail address of your account: to get what the export leaves out
          (such as chat summaries or billing records), to correct your name, to object to or limit a use, or to ask a question. We answer
          within 30 days, and we never treat you differently for using your rights.
        </p>
        <p>
          <strong>California residents</strong> have the right to know, access, correct and delete their personal information, and to limit
          the use of sensitive personal information. We do not sell or share personal information for cross-context behavioral advertising,
          and we use sensitive information only to provide the service.
        </p>
        <p>
          <strong>In the European Economic Area, the United Kingdom and Switzerland</strong> you also have the rights of access,
          rectification, erasure, restriction, portability and objection, and you may complain to your data protection authority. We would
          be glad to try to help first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children and young people',
    body: (
      <>
        <p>
          {COMPANY.productName} is for people aged 18 or older, and for younger people whose parent or guardian has agreed that they can use
          it; at sign-up everyone confirms which applies. It is not meant for children under 13, and we do not knowingly collect their
          information. If we learn that a child under 13 has an account, we delete it.
        </p>
        <p>
          The app repeats that {COACH_NAME} is an AI at least every {REMINDER_HOURS} hours of use, and for users under 18 at least every{' '}
          {MINOR_REMINDER_MINUTES} minutes. A parent or guardian who wants to ask about, or delete, a young person’s account can write to{' '}
          <MailLink to="privacy" />.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use only the cookies that signing in needs, set by our own site, never shared with other sites, and removed when you log out:
        </p>
        <ul>
          <li>
            <code>token</code>: your session, hidden from scripts on the page; it lasts {POLICY_FACTS.sessionDays} days and is renewed while
            you use the app.
          </li>
          <li>
            <code>uid</code>: your account id, so the app knows who is signed in; same lifetime.
          </li>
        </ul>
        <p>
          Your browser’s own storage keeps your theme, your preferred voice and the chat you had open (<code>theme</code>,{' '}
          <code>preferredVoice</code>, <code>selectedSessionId</code>). They never leave your device except as settings you save, and
          logging out clears the chat you had open.
        </p>
        <p>
          We use no analytics, advertising or tracking cookies. Google’s sign-in window and Stripe’s payment page, when you open them, set
          their own cookies under their own policies. Because we do not track you across sites, there is nothing for “Do Not Track” or
          Global Privacy Control signals to switch off.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        We are based in the United States, and our servers and most of our processors are there. If you use {COMPANY.productName} from
        another country, your information goes to the United States, where the law may protect it less than at home. Where the law of your
        country requires it, we and our processors rely on the European Commission’s Standard Contractual Clauses or the EU-U.S. Data
        Privacy Framework (with its UK and Swiss extensions) to protect it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we will post the new version here with a new date. If a change matters, such as a new use of your
        information, we will tell you by e-mail or in the app before it takes effect. This policy works together with our{' '}
        <Link to={paths.terms.getHref()}>terms of use</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions, requests or complaints about your privacy are welcome at:</p>
        <CompanyAddress />
      </>
    ),
  },
];

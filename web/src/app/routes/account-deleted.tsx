import { Link } from 'react-router';
import { ButtonLink } from '@/components/button';
import { PageLayout } from '@/components/layout';
import { SOS_FALLBACK_URL } from '@/components/sos/sos-button';
import { POLICY_FACTS } from '@/features/legal/policy-facts';
import { paths } from '@/paths';
import './account-deleted.css';

/**
 * Where Settings > Delete Account ends, signed out: that it is done, and what stays for a while,
 * as the privacy policy's "How long we keep it" says it (features/legal/privacy-rights-sections.tsx).
 * Kept out of search results: it is reached only after a deletion.
 */
export default function AccountDeletedRoute() {
  return (
    <PageLayout>
      <title>Account deleted | Blue Guardian</title>
      <meta name="robots" content="noindex" />
      <section className="coming-soon account-deleted" aria-labelledby="page-title">
        <h1 id="page-title">Your account has been deleted</h1>
        <p className="coming-soon__lead">
          Your account and everything in it (your chats, reports, goals, check-ins, notes and safety plan) are deleted, and you are signed
          out on every device.
        </p>
        <h2 id="kept-title">What stays for a while</h2>
        <ul aria-labelledby="kept-title">
          <li>
            Our database&rsquo;s recovery copies, for up to {POLICY_FACTS.backupDays} days. After that, nothing of your account is left in
            them.
          </li>
          <li>Our server logs, for {POLICY_FACTS.logRetentionDays} days.</li>
          <li>
            If you ever started Premium&rsquo;s free trial: a fingerprint of your e-mail address that cannot be turned back into it, so that
            the free trial is given once per person.
          </li>
          <li>If you paid for Premium: Stripe keeps its payment records for as long as financial law requires.</li>
        </ul>
        <p>
          <Link to={`${paths.privacyPolicy.getHref()}#retention`}>How long we keep things</Link>, in our privacy policy.
        </p>
        <p>
          If things feel hard right now, you can still talk to someone, free and at any time:{' '}
          <Link to={SOS_FALLBACK_URL}>the crisis lines</Link>.
        </p>
        <p>Thank you for the time you spent with Blue Guardian. Take good care of yourself.</p>
        <div className="coming-soon__actions">
          <ButtonLink to={paths.home.getHref()}>Back to home</ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}

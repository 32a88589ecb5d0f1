import { COACH_NAME } from '#shared/chat';
import { paths } from '@/paths';
import { MailLink } from './company-address';
import { COMPANY } from './company';
import { LEGAL_EFFECTIVE_DATE, PRIVACY_LAST_UPDATED } from './legal-dates';
import { PRIVACY_DATA_SECTIONS } from './privacy-data-sections';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights-sections';
import type { LegalDocumentData } from './types';

/** The privacy policy (spec section 2, SAFETY.md 11 and 12): what /privacy-policy shows. */
export const PRIVACY_POLICY: LegalDocumentData = {
  meta: {
    title: 'Privacy Policy',
    description:
      'What Blue Guardian collects, why, who helps us, how long we keep it, and how you can export or delete your data. We never sell your information.',
    path: paths.privacyPolicy.getHref(),
  },
  title: 'Privacy Policy',
  effective: LEGAL_EFFECTIVE_DATE,
  lastUpdated: PRIVACY_LAST_UPDATED,
  intro: (
    <>
      <p>
        This policy explains what {COMPANY.legalName} collects when you use {COMPANY.productName}, why, who helps us, how long we keep it,
        and the choices you have. We have tried to write it so that it can be read in one sitting; if anything is unclear, write to{' '}
        <MailLink to="privacy" />.
      </p>
      <div className="legal-summary">
        <p>
          <strong>The short version</strong>
        </p>
        <ul>
          <li>We never sell your information, never use it for advertising and never train AI models on your chats.</li>
          <li>Your chats are kept so that you can come back to them. You can export or delete them, and your account, at any time.</li>
          <li>Your card details go to Stripe, our payment provider, and never reach us.</li>
          <li>
            {COACH_NAME} is an AI, and {COMPANY.productName} is not an emergency service: we do not contact anyone on your behalf. If you
            are in danger, call 911, or call or text 988.
          </li>
        </ul>
      </div>
    </>
  ),
  sections: [...PRIVACY_DATA_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS],
};

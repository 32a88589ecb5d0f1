import { paths } from '@/paths';
import { COMPANY } from './company';
import { LEGAL_EFFECTIVE_DATE, TERMS_LAST_UPDATED } from './legal-dates';
import { TERMS_LEGAL_SECTIONS } from './terms-legal-sections';
import { TERMS_SERVICE_SECTIONS } from './terms-service-sections';
import type { LegalDocumentData } from './types';

/**
 * The terms and conditions (spec sections 1 and 2, SAFETY.md 8 and 9): what /terms-and-conditions
 * shows.
 */
export const TERMS: LegalDocumentData = {
  meta: {
    title: 'Terms and Conditions',
    description:
      'The terms for using Blue Guardian: who may use it, what the AI coach is and is not, what happens in a crisis, plans and billing, and your rights.',
    path: paths.terms.getHref(),
  },
  title: 'Terms and Conditions',
  effective: LEGAL_EFFECTIVE_DATE,
  lastUpdated: TERMS_LAST_UPDATED,
  intro: (
    <p>
      Please read these terms before using {COMPANY.productName}. The most important points come first: who may use it, that it is a
      research preview run by an AI and not a substitute for professional care, and what to do in a crisis.
    </p>
  ),
  sections: [...TERMS_SERVICE_SECTIONS, ...TERMS_LEGAL_SECTIONS],
};

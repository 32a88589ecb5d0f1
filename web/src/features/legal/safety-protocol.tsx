import { COACH_NAME } from '#shared/chat';
import { paths } from '@/paths';
import { COMPANY } from './company';
import { SAFETY_EFFECTIVE_DATE } from './legal-dates';
import { SAFETY_SECTIONS } from './safety-sections';
import type { LegalDocumentData } from './types';

/** The crisis protocol (SAFETY.md 1 to 13): what /safety shows. */
export const SAFETY_PROTOCOL: LegalDocumentData = {
  meta: {
    title: 'Safety and Crisis Protocol',
    description:
      'What Blue Guardian does when someone may be in crisis: every message checked first, fixed replies, the 988 Lifeline and other crisis lines, the SOS button, and an AI coach that is not a person or a therapist.',
    path: paths.safety.getHref(),
  },
  title: 'Safety and Crisis Protocol',
  effective: SAFETY_EFFECTIVE_DATE,
  intro: (
    <p>
      This page explains, in plain words, what {COMPANY.productName} does to keep you safe and what happens if a message shows signs of a
      crisis. It describes what our software really does. {COACH_NAME} is an AI, and {COMPANY.productName} is not an emergency service: if
      you need help now, start with the first section.
    </p>
  ),
  sections: SAFETY_SECTIONS,
};

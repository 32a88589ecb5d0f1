import type { LegalDate } from './types';

/**
 * When the legal pages took effect. Spec section 2: "Privacy policy effective date: August 1,
 * 2023." The spec dates only the privacy policy; both documents were published together, so the
 * terms share it. Add a `lastUpdated` to a document (types.ts) when its text changes later.
 */
export const LEGAL_EFFECTIVE_DATE: LegalDate = { iso: '2023-08-01', text: 'August 1, 2023' };

/** The privacy policy's last change: what is kept after an account is deleted, so the free trial is given once per person. */
export const PRIVACY_LAST_UPDATED: LegalDate = { iso: '2026-11-28', text: 'November 28, 2026' };

/** The crisis protocol's page, /safety (California SB 243 and New York ask for it to be published). */
export const SAFETY_EFFECTIVE_DATE: LegalDate = { iso: '2026-11-26', text: 'November 26, 2026' };

/** The terms' last change: the link to the crisis protocol's page. */
export const TERMS_LAST_UPDATED: LegalDate = { iso: '2026-11-26', text: 'November 26, 2026' };

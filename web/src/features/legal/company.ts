/**
 * Who publishes Blue Guardian: the one definition the privacy policy and the terms read, so the
 * two pages can never name a different company, address or mailbox.
 *
 * TO CONFIRM BEFORE LAUNCH: the legal name, the postal address, the mailboxes and the governing
 * law below are a plausible placeholder identity chosen while building the pages (the spec only
 * says that a postal and a contact address are shown). The product owner must replace them with
 * the registered company's real details, and make sure both mailboxes are read, before the site
 * goes live.
 */
export const COMPANY = {
  legalName: 'Blue Guardian, Inc.',
  productName: 'Blue Guardian',
  postalAddress: {
    street: '2261 Market Street, Suite 4120',
    city: 'San Francisco',
    region: 'CA',
    postalCode: '94114',
    country: 'United States',
  },
  /** Privacy questions and requests (access, correction, deletion, complaints). */
  privacyEmail: 'privacy@blueguardian.ai',
  /** Everything else: accounts, billing, the terms. */
  supportEmail: 'support@blueguardian.ai',
  /** The law the terms choose, and where disputes are heard. */
  governingLaw: 'the State of California',
  courts: 'the state and federal courts located in San Francisco County, California',
} as const;

/** The postal address as the lines of an envelope. */
export const postalAddressLines = (): string[] => {
  const { street, city, region, postalCode, country } = COMPANY.postalAddress;
  return [COMPANY.legalName, street, `${city}, ${region} ${postalCode}`, country];
};

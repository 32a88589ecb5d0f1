import { COMPANY, postalAddressLines } from './company';

/** The company's postal address and mailboxes (spec: the legal pages show a postal and a contact address). */
export function CompanyAddress() {
  return (
    <address className="legal-address">
      {postalAddressLines().map((line) => (
        <span key={line} className="legal-address__line">
          {line}
        </span>
      ))}
      <span className="legal-address__line legal-address__mail">
        Privacy: <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
      </span>
      <span className="legal-address__line">
        Support: <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
      </span>
    </address>
  );
}

/** A mailbox as a link, for the running text. */
export function MailLink({ to }: { to: 'privacy' | 'support' }) {
  const address = to === 'privacy' ? COMPANY.privacyEmail : COMPANY.supportEmail;
  return <a href={`mailto:${address}`}>{address}</a>;
}

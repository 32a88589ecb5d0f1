import { Link } from 'react-router';
import { paths } from '@/paths';

/** The privacy and terms links of the sign-up and login screens (spec section 2). */
export function LegalConsent({ action }: { action: string }) {
  return (
    <p className="auth-legal">
      By {action}, you agree to our <Link to={paths.terms.getHref()}>Terms and Conditions</Link> and{' '}
      <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
    </p>
  );
}

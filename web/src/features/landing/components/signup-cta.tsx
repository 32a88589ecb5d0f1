import { Link } from 'react-router';
import { ButtonLink } from '@/components/button';
import { paths } from '@/paths';
import '../section-frame.css';
import '../signup-cta.css';

/**
 * The sign-up call to action near the end of the landing page (spec section 2). Its terms and
 * privacy links point to / as the spec says; the footer carries the links to the full pages.
 */
export function SignupCta() {
  return (
    <section className="lp-section signup-cta" aria-labelledby="signup-cta-title">
      <div className="signup-cta__card">
        <h2 id="signup-cta-title" className="signup-cta__title">
          Ready to meet your coach?
        </h2>
        <p className="signup-cta__line">Set a goal, choose how your coach talks to you and check in by text or voice. Basic is free.</p>
        <ButtonLink to={paths.signup.getHref()} className="signup-cta__button">
          Sign Up
        </ButtonLink>
        <p className="signup-cta__legal">
          By signing up you agree to our <Link to={paths.home.getHref()}>Terms</Link> and{' '}
          <Link to={paths.home.getHref()}>Privacy Policy</Link>.
        </p>
      </div>
    </section>
  );
}

import { ButtonLink } from '../../components/button';
import { PageLayout } from '../../components/layout';
import { paths } from '../../paths';

/** Placeholder landing page until the landing issue lands: what the product is, and the way in. */
export default function LandingRoute() {
  return (
    <PageLayout>
      <section className="coming-soon coming-soon--hero" aria-labelledby="page-title">
        <h1 id="page-title">Blue Guardian</h1>
        <p className="coming-soon__lead">
          A personal AI coach trained in positive psychology, for young people. Set goals, check in, and talk
          things through, any time.
        </p>
        <p>Our full home page is coming soon. You can already create an account and log in.</p>
        <div className="coming-soon__actions">
          <ButtonLink to={paths.signup.getHref()}>Create an account</ButtonLink>
          <ButtonLink to={paths.login.getHref()} variant="secondary">
            Log in
          </ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}

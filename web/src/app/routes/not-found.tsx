import { ButtonLink } from '@/components/button';
import { PageLayout } from '@/components/layout';
import { paths } from '@/paths';

/** Any address the app does not know. */
export default function NotFoundRoute() {
  return (
    <PageLayout>
      <title>Page not found | Blue Guardian</title>
      <meta name="robots" content="noindex" />
      <section className="coming-soon" aria-labelledby="page-title">
        <p className="coming-soon__eyebrow">404</p>
        <h1 id="page-title">Page not found</h1>
        <p className="coming-soon__lead">Sorry, we couldn't find the page you were looking for.</p>
        <div className="coming-soon__actions">
          <ButtonLink to={paths.home.getHref()}>Back to home</ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}

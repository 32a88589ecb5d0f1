import { ButtonLink } from './button';
import { PageLayout } from './layout';
import { paths } from '../paths';

/** A polite placeholder for the pages whose own issue has not landed yet. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <PageLayout>
      <title>{`${title} | Blue Guardian`}</title>
      <section className="coming-soon" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <p className="coming-soon__lead">{description}</p>
        <p>This page is coming soon. Thank you for your patience!</p>
        <div className="coming-soon__actions">
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            Back to home
          </ButtonLink>
          <ButtonLink to={paths.login.getHref()}>Go to login</ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}

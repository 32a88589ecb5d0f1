import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicPage } from './site/public-page';
import { Brand } from './site/site-nav';
import { SosButton } from './sos/sos-button';
import { paths } from '@/paths';

const YEAR = new Date().getFullYear();

// The brand lives with the site navigation; the auth pages take it from here as before.
export { Brand };

/**
 * The top of the auth pages (sign-up, login, e-mail): the brand, the SOS button (SAFETY.md 4: one
 * tap away, as on every public page) and the page's own links. The header stays at the top while
 * the page scrolls, so SOS does too. The public pages have the fuller SiteNav instead.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Brand />
        <div className="site-header__actions">
          <SosButton />
          {children}
        </div>
      </div>
    </header>
  );
}

/** The auth pages' footer: the copyright line, and the legal links unless the page shows its own. */
export function SiteFooter({ withLegalLinks = true }: { withLegalLinks?: boolean }) {
  return (
    <footer className="site-footer">
      {withLegalLinks ? (
        <nav aria-label="Legal" className="site-footer__links">
          <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
          <Link to={paths.terms.getHref()}>Terms and Conditions</Link>
        </nav>
      ) : null}
      <p className="site-footer__note">© {YEAR} Blue Guardian</p>
    </footer>
  );
}

/**
 * The frame of the sign-up, login and e-mail pages: a calm card in the middle of the screen with
 * the page's one <h1>. The privacy and terms links sit inside the card's own footer there, so the
 * site footer leaves them out and each link appears once.
 */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  /** Leave it out when the content renders its own `<h1 id="page-title">`, as when it changes. */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page page--auth">
      <SiteHeader />
      <main id="main" className="auth-main">
        <section className="card auth-card" aria-labelledby="page-title">
          {title ? (
            <h1 id="page-title" className="auth-card__title">
              {title}
            </h1>
          ) : null}
          {intro ? <p className="auth-card__intro">{intro}</p> : null}
          {children}
        </section>
      </main>
      <SiteFooter withLegalLinks={false} />
    </div>
  );
}

/**
 * The frame of the content pages (blog, legal, 404): the public site's navigation and footer
 * around a centred column.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <PublicPage>
      <div className="content-main">{children}</div>
    </PublicPage>
  );
}

import { Link } from 'react-router';
import { paths } from '@/paths';
import { Brand, SectionLink } from './site-nav';

/**
 * Computed once when the module loads: the pre-render writes its build year, and the element
 * tolerates the one-off difference when a page built in December is hydrated in January.
 */
const YEAR = new Date().getFullYear();

type FooterLink = { label: string; section: string } | { label: string; to: string };

/**
 * The footer's link groups (spec section 2). Product Demo, Press, Contact Us, Cookies and
 * Accessibility just point to /, as the spec says.
 */
const GROUPS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', section: 'section2' },
      { label: 'Pricing', section: 'section3' },
      { label: 'FAQ', section: 'section1' },
      { label: 'Product Demo', to: paths.home.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Our Team', section: 'section4' },
      { label: 'Blog', to: paths.blog.getHref() },
      { label: 'Press', to: paths.home.getHref() },
      { label: 'Contact Us', to: paths.home.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
      { label: 'Terms and Conditions', to: paths.terms.getHref() },
      { label: 'Safety and Crisis Protocol', to: paths.safety.getHref() },
      { label: 'Cookies', to: paths.home.getHref() },
      { label: 'Accessibility', to: paths.home.getHref() },
    ],
  },
];

/** The footer of every public page: the brand, what the product is, and the site's links. */
export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner">
        <div className="landing-footer__about">
          <Brand />
          <p className="landing-footer__text">
            An AI coach trained in positive psychology, for young people who want to feel more confident, handle stress and get on better
            with others. A free research preview: it is coaching and self-help, not a substitute for professional care.
          </p>
        </div>
        <nav aria-label="Footer" className="landing-footer__nav">
          {GROUPS.map((group) => (
            <div key={group.title} className="landing-footer__group">
              <h2 className="landing-footer__title">{group.title}</h2>
              <ul className="landing-footer__links">
                {group.links.map((link) => (
                  <li key={link.label}>
                    {'section' in link ? <SectionLink id={link.section}>{link.label}</SectionLink> : <Link to={link.to}>{link.label}</Link>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="landing-footer__note" suppressHydrationWarning>
        © {YEAR} Blue Guardian
      </p>
    </footer>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark, StrokeIcon } from '../icons';
import { paths } from '@/paths';
import { SosButton } from '../sos/sos-button';

/**
 * The landing sections the navigation points at (spec section 2). "Product" goes to the FAQ
 * (`section1`): its seven answers say what the product does (goal tracking, voice, customisation,
 * data security, what it helps with, getting started, weekly insights), and the ids section1 to
 * section4 were numbered for the four section links of this bar.
 */
export const NAV_SECTIONS = [
  { label: 'Features', id: 'section2' },
  { label: 'Pricing', id: 'section3' },
  { label: 'Product', id: 'section1' },
  { label: 'Company', id: 'section4' },
] as const;

/** The product name as a home link, at the top of every page. */
export function Brand() {
  return (
    <Link to={paths.home.getHref()} className="brand">
      <LogoMark />
      <span className="brand__name">Blue Guardian</span>
    </Link>
  );
}

export interface SectionLinkProps {
  /** The landing section's id, without '#'. */
  id: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * Follows an in-page `#id` link without the router. The browser's own fragment navigation fires
 * popstate, which the router turns into an update React renders at once, and an update reaching a
 * part of the page still waiting for its code throws that part's HTML away: the page above the
 * section would shrink under the jump. So the link scrolls and records the address itself (a new
 * history entry, as the browser would make), and focus moves to the section, as a skip link does.
 */
function followInPage(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  // The router's own state is kept on the new entry, so Back returns through the router as usual.
  window.history.pushState(window.history.state, '', `#${id}`);
  target.scrollIntoView();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * A link to a landing section. On / it is a plain in-page `#id` link, which the browser follows
 * even before the pre-rendered page has hydrated (and afterwards followInPage does); elsewhere it
 * goes to `/#id` through the router, and ScrollToTop scrolls there once the landing page has loaded.
 */
export function SectionLink({ id, children, className, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === paths.home.path) {
    return (
      <a
        href={`#${id}`}
        className={className}
        onClick={(event) => {
          onClick?.();
          followInPage(event, id);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={`${paths.home.getHref()}#${id}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/** One bar per page, so a fixed id is unique and the same in the pre-render and the browser. */
const MENU_ID = 'site-menu';

function MenuIcon({ open }: { open: boolean }) {
  return <StrokeIcon d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />;
}

/**
 * The top bar of every public page (spec section 2): the brand, the section links, Blog, Sign In,
 * Sign Up and the SOS button (SAFETY.md 4), which stays in view on every width. Below 1024 px the
 * links fold into a panel behind a menu button; Escape closes it and returns focus to the button,
 * and following a link closes it. The bar is sticky, so the sections set a scroll-margin-top.
 */
export function SiteNav() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  // A press outside the bar closes the panel, as a tap beside a phone menu is expected to.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header ref={headerRef} className="site-header site-nav">
      <div className="site-header__inner site-nav__inner">
        <Brand />
        <nav aria-label="Main" className="site-nav__nav" onKeyDown={onKeyDown}>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
            <span className="visually-hidden">Menu</span>
          </button>
          <div id={MENU_ID} className={`site-nav__menu${open ? ' site-nav__menu--open' : ''}`}>
            <ul className="site-nav__links">
              {NAV_SECTIONS.map(({ label, id }) => (
                <li key={id}>
                  <SectionLink id={id} className="site-nav__link" onClick={close}>
                    {label}
                  </SectionLink>
                </li>
              ))}
              <li>
                <Link to={paths.blog.getHref()} className="site-nav__link" onClick={close}>
                  Blog
                </Link>
              </li>
            </ul>
            <div className="site-nav__auth">
              <Link to={paths.login.getHref()} className="button button--ghost" onClick={close}>
                Sign In
              </Link>
              <Link to={paths.signup.getHref()} className="button button--primary" onClick={close}>
                Sign Up
              </Link>
            </div>
          </div>
        </nav>
        <SosButton />
      </div>
    </header>
  );
}

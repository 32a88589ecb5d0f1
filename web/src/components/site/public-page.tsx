import type { ReactNode } from 'react';
import { LandingFooter } from './site-footer';
import { ScrollTopButton } from './scroll-top-button';
import { SiteNav } from './site-nav';
import './site-chrome.css';

/**
 * The frame of every public page (landing, blog, legal, 404): a skip link, the sticky navigation
 * with the SOS button, the page's <main>, the footer and the scroll-to-top button.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="page public-page">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteNav />
      {/* tabIndex -1: the skip link and the scroll-to-top button move focus here. */}
      <main id="main" tabIndex={-1} className="public-main">
        {children}
      </main>
      <LandingFooter />
      <ScrollTopButton />
    </div>
  );
}

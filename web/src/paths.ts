/**
 * Every screen's address, in one place (spec section 2). Components link with `paths.x.getHref()`
 * and the router matches `paths.x.path`, so a path is never spelled twice.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signup: { path: '/signup', getHref: () => '/signup' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  emailVerified: { path: '/email-verified', getHref: () => '/email-verified' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
} as const;

/** The router state a successful login navigates with (spec section 4). */
export interface FromAuthState {
  fromAuth: true;
  fromLogin?: true;
}

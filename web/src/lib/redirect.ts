/**
 * Leaves the app for another site's page (Stripe's checkout or billing portal). One seam, so that
 * tests can see where the browser was sent without jsdom trying to navigate.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

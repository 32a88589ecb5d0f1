import type { SetURLSearchParams } from 'react-router';

/** When the checkout page could not be opened, and the API said nothing the user may read. */
export const CHECKOUT_FAILED = 'We could not open the payment page. Please try again.';

/** The query parameter Stripe's checkout comes back with: `success` or `cancelled`. */
export const CHECKOUT_PARAM = 'checkout';

/** Takes ?checkout= out of the address, in place, so a reload or a bookmark does not repeat the return. */
export function dropCheckoutParam(setSearchParams: SetURLSearchParams): void {
  setSearchParams(
    (current) => {
      const next = new URLSearchParams(current);
      next.delete(CHECKOUT_PARAM);
      return next;
    },
    { replace: true },
  );
}

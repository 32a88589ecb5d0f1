import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_PARAM, dropCheckoutParam } from '@/lib/plans/checkout';

export const CHECKOUT_DONE =
  'Thank you. Premium starts on your teen’s account as soon as the payment is confirmed, usually within a minute.';
export const CHECKOUT_CANCELLED = 'The checkout was cancelled. Nothing was charged, and you can start Premium whenever you like.';

/**
 * What the guardian reads back on their page from the checkout they opened for a teen. Read once
 * and then taken out of the address, so a reload or a bookmark does not say it again.
 */
export function CheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [returned] = useState(() => searchParams.get(CHECKOUT_PARAM));

  useEffect(() => {
    if (searchParams.has(CHECKOUT_PARAM)) dropCheckoutParam(setSearchParams);
  }, [searchParams, setSearchParams]);

  const text = returned === 'success' ? CHECKOUT_DONE : returned === 'cancelled' ? CHECKOUT_CANCELLED : '';
  return (
    <p role="status" className={text ? 'alert alert--success' : 'visually-hidden'}>
      {text}
    </p>
  );
}

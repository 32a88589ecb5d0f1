import { useId } from 'react';
import { messages } from '#shared/messages';
import { Button } from '@/components/button';
import { usePlans } from '@/lib/plans/plans-context';

/**
 * The Premium promo box of the side menu (spec section 2), shown for Basic or no plan. Its button
 * opens the plan popup on annual, the period with the free trial.
 */
export function PromoBox() {
  const titleId = useId();
  const { openPlans } = usePlans();
  return (
    <section className="promo" aria-labelledby={titleId}>
      <h2 id={titleId} className="promo__title">
        Go further with Premium
      </h2>
      <p className="promo__text">Every goal and style, voice, and deeper insights.</p>
      <Button block aria-haspopup="dialog" onClick={() => openPlans('annual')}>
        {messages.dashboard.promo}
      </Button>
    </section>
  );
}

import { useId } from 'react';
import { messages } from '../../../../../shared/messages';
import { Button } from '../../../components/button';

/** Why the trial button is disabled: the plan popup arrives with the payments issue. */
export const TRIAL_NOT_AVAILABLE = 'Plans are not available yet; your trial starts here once they are.';

/** The Premium promo box of the side menu (spec section 2), shown for Basic or no plan. */
export function PromoBox() {
  const titleId = useId();
  const noteId = useId();
  return (
    <section className="promo" aria-labelledby={titleId}>
      <h2 id={titleId} className="promo__title">
        Go further with Premium
      </h2>
      <p className="promo__text">Every goal and style, voice, and deeper insights.</p>
      <Button block disabled aria-describedby={noteId}>
        {messages.dashboard.promo}
      </Button>
      <p id={noteId} className="promo__note">
        {TRIAL_NOT_AVAILABLE}
      </p>
    </section>
  );
}

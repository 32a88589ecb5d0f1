/**
 * Premium on a teen's account (SAFETY.md 16): someone under 18 does not start a trial or a paid
 * plan alone; a linked guardian opens the checkout for the teen's account from the guardian's
 * page, and the subscription is the teen's, as anyone's is. The words the API and the web share.
 */

/** A minor's own checkout (409 GUARDIAN_STARTS_PREMIUM), and what the plan popup says instead of a checkout button. */
export const MINOR_PREMIUM_MESSAGE =
  'Premium for under-18s is started by a parent or guardian, from their own guardian page. You can ask them whenever you like; if none is linked yet, you can invite one in Settings > Guardians.';

/** Under the landing page's plans, which cannot know who reads them. */
export const MINOR_PRICING_NOTE = 'Under 18? A parent or guardian starts Premium for you, from their own guardian page.';

/** The teen's side of a link asking for the guardian's checkout (403). */
export const GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE = 'Premium for a teen is started by their guardian, from the guardian’s page.';

/** The guardian's checkout for a teen who has Premium already (409). */
export const TEEN_ALREADY_PREMIUM_MESSAGE = 'Your teen already has Premium. They can manage or cancel it in their Settings.';

/** The guardian's checkout body without a known period (400, field interval). */
export const GUARDIAN_CHECKOUT_INTERVAL_MESSAGE = 'interval must be "monthly" or "annual".';

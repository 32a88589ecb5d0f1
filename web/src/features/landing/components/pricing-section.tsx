import { useState } from 'react';
import { MINOR_PRICING_NOTE } from '#shared/guardian-premium';
import { messages } from '#shared/messages';
import { DEFAULT_INTERVAL, type BillingInterval } from '#shared/pricing';
import { ButtonLink } from '@/components/button';
import { paths } from '@/paths';
import { BillingToggle } from '@/components/plans/billing-toggle';
import { PlanCard } from '@/components/plans/plan-card';
import '@/components/plans/plans.css';
import '../section-frame.css';
import '../pricing.css';

/** The landing buttons' label for signing up (spec section 2). */
const SIGN_UP = 'Sign Up';

/**
 * The landing page's pricing (spec sections 2 and 9), anchored as `section3`: the plan popup's
 * Monthly/Annual toggle and plan cards, so prices and features come from shared/pricing.ts.
 * Annual first; Basic signs up, Premium (Most Popular) goes to /login, its button reading
 * "Free Trial" on annual (which has the 14-day trial) and "Sign Up" on monthly. The page cannot
 * know who reads it, so a line under the plans tells someone under 18 that a guardian starts Premium.
 */
export function PricingSection() {
  const [interval, setBilling] = useState<BillingInterval>(DEFAULT_INTERVAL);
  return (
    <section id="section3" className="lp-section pricing" aria-labelledby="pricing-title">
      <div className="lp-section__inner">
        <h2 id="pricing-title" className="lp-section__title">
          Simple, honest pricing
        </h2>
        <p className="lp-section__lead">
          Start free with the Basic plan. Go Premium for every goal and style, voice and advanced insights. Cancel Anytime.
        </p>
        <div className="pricing__toggle">
          <BillingToggle value={interval} onChange={setBilling} />
        </div>
        <div className="plan-cards pricing__cards">
          <PlanCard
            plan="Basic"
            interval={interval}
            action={
              <ButtonLink to={paths.signup.getHref()} variant="secondary" block>
                {SIGN_UP}
              </ButtonLink>
            }
          />
          <PlanCard
            plan="Premium"
            interval={interval}
            badge={<p className="pricing__badge">Most Popular</p>}
            action={
              <ButtonLink to={paths.login.getHref()} block>
                {interval === 'annual' ? messages.plans.freeTrial : SIGN_UP}
              </ButtonLink>
            }
          />
        </div>
        <p className="pricing__note">{MINOR_PRICING_NOTE}</p>
      </div>
    </section>
  );
}

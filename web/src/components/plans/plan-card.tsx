import { useId, type ReactNode } from 'react';
import './plans.css';
import { messages } from '#shared/messages';
import type { PlanName } from '#shared/plans';
import { formatPerMonth, PLAN_FEATURES, PRICES, type BillingInterval } from '#shared/pricing';
import { ExcludedIcon, IncludedIcon } from './plan-icons';

/** The line under a price: what is billed when. */
function billingNote(plan: PlanName, interval: BillingInterval, trial: boolean): string {
  if (plan === 'Basic') return 'No payment needed.';
  const { trialDays } = PRICES[plan][interval];
  const billed = interval === 'annual' ? 'billed annually' : 'billed monthly';
  return trialDays && trial
    ? `${trialDays}-day free trial, then ${billed}. ${messages.plans.cancelAnytime}`
    : `${billed[0]!.toUpperCase()}${billed.slice(1)}. ${messages.plans.cancelAnytime}`;
}

export interface PlanCardProps {
  plan: PlanName;
  interval: BillingInterval;
  /** The card's button: Choose, Subscribe, Free Trial or Current Plan. */
  action: ReactNode;
  /** A mark beside the title, e.g. the landing page's "Most Popular"; none in the popup. */
  badge?: ReactNode;
  /** False for a user who had the free trial (once per person): the note then names none. Default true. */
  trial?: boolean;
}

/**
 * One plan of the popup (spec sections 2 and 9): price per month from shared/pricing.ts, with the
 * old price struck through when there is one (read out as "was $16, now"), and each feature marked
 * included or not by an icon and, for screen readers, in words.
 */
export function PlanCard({ plan, interval, action, badge, trial = true }: PlanCardProps) {
  const titleId = useId();
  const price = PRICES[plan][interval];
  return (
    <section className={`plan-card plan-card--${plan.toLowerCase()}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="plan-card__title">
        {plan}
      </h3>
      {badge ?? null}
      <p className="plan-card__price">
        {price.wasPerMonth ? (
          <>
            <s className="plan-card__was" aria-hidden="true">
              {formatPerMonth(price.wasPerMonth)}
            </s>
            <span className="visually-hidden">was {formatPerMonth(price.wasPerMonth)}, now </span>
          </>
        ) : null}
        <span className="plan-card__amount">{formatPerMonth(price.perMonth)}</span>
        {price.perMonth > 0 ? <span className="plan-card__period">/month</span> : null}
      </p>
      <p className="plan-card__note">{billingNote(plan, interval, trial)}</p>
      <ul className="plan-card__features">
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature.label} className={feature.included ? 'plan-card__feature' : 'plan-card__feature plan-card__feature--excluded'}>
            {feature.included ? <IncludedIcon /> : <ExcludedIcon />}
            <span className="visually-hidden">{feature.included ? 'Included: ' : 'Not included: '}</span>
            <span>{feature.label}</span>
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{action}</div>
    </section>
  );
}

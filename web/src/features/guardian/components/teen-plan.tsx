import { useCallback, useState } from 'react';
import { PRICES, type BillingInterval } from '#shared/pricing';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { CHECKOUT_FAILED } from '@/lib/plans/checkout';
import { redirectTo } from '@/lib/redirect';
import { useQuery } from '@/lib/use-query';
import { getTeenPlan, startTeenCheckout } from '../api/premium';

export const planText = (plan: string) => `Plan: ${plan}`;
export const startPremiumLabel = (interval: BillingInterval) =>
  interval === 'annual'
    ? `Start Premium, annual ($${PRICES.Premium.annual.perMonth * 12} a year)`
    : `Start Premium, monthly ($${PRICES.Premium.monthly.perMonth} a month)`;
export const premiumNote = (name: string) =>
  `Annual begins with a ${PRICES.Premium.annual.trialDays}-day free trial if ${name} has not had one. Premium is on ${name}’s own account: ${name} can manage or cancel it in their Settings.`;

const INTERVALS: readonly BillingInterval[] = ['monthly', 'annual'];

/**
 * A linked teen's plan, Basic or Premium and nothing else, read through the link by either side so
 * the teen sees what the guardian sees. On the guardian's side a teen on Basic gets the buttons that
 * open the checkout for the teen's account (someone under 18 does not start Premium alone).
 */
export function TeenPlan({ linkId, firstName, guardianSide }: { linkId: string; firstName: string; guardianSide: boolean }) {
  const plan = useQuery(useCallback((signal: AbortSignal) => getTeenPlan(linkId, signal), [linkId]));
  const [pending, setPending] = useState<BillingInterval | null>(null);
  const [error, setError] = useState<unknown>(null);

  if (plan.status === 'pending') return <p role="status">Loading the plan…</p>;
  if (plan.status === 'error') return <Alert>{errorMessage(plan.error, 'We couldn’t load the plan. Please try again.')}</Alert>;

  const start = async (interval: BillingInterval) => {
    setPending(interval);
    setError(null);
    try {
      redirectTo(await startTeenCheckout(linkId, interval));
      // The button stays busy while the browser leaves for the checkout page.
    } catch (caught) {
      setPending(null);
      setError(caught);
    }
  };

  return (
    <div className="guardian-plan">
      <p className="guardian-plan__plan">
        <strong>{planText(plan.data)}</strong>
      </p>
      {guardianSide && plan.data === 'Basic' ? (
        <>
          <div className="guardian-actions" role="group" aria-label={`Premium for ${firstName}`}>
            {INTERVALS.map((interval) => (
              <Button
                key={interval}
                variant={interval === 'annual' ? 'primary' : 'secondary'}
                busy={pending === interval}
                disabled={pending !== null && pending !== interval}
                onClick={() => void start(interval)}
              >
                {startPremiumLabel(interval)}
              </Button>
            ))}
          </div>
          <p className="guardian-list__since">{premiumNote(firstName)}</p>
          {error ? <Alert>{errorMessage(error, CHECKOUT_FAILED)}</Alert> : null}
        </>
      ) : null}
    </div>
  );
}

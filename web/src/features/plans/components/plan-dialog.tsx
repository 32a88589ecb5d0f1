import { useEffect, useState } from 'react';
import { MINOR_PREMIUM_MESSAGE } from '#shared/guardian-premium';
import { messages } from '#shared/messages';
import type { PlanName } from '#shared/plans';
import type { BillingInterval } from '#shared/pricing';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { CHECKOUT_FAILED } from '@/lib/plans/checkout';
import { redirectTo } from '@/lib/redirect';
import { SosButton } from '@/components/sos/sos-button';
import { createSubscription } from '../api/create-subscription';
import { getPriceIds } from '../api/get-price-ids';
import { BillingToggle } from '@/components/plans/billing-toggle';
import { PlanCard } from '@/components/plans/plan-card';
import '../plans.css';

/** The popup's title once a plan exists (the spec names only the welcome form's). */
export const PLAN_DIALOG_TITLE = 'Choose Your Plan';
export const CHOOSE_BASIC = 'Choose Basic';
export const BASIC_FAILED = 'We could not save your plan. Please try again.';

export interface PlanDialogProps {
  /** No plan exists yet: the welcome title, and no way to close. */
  welcome: boolean;
  initialInterval: BillingInterval;
  currentPlan: PlanName | null | undefined;
  /** False when the user had the free trial: Premium then reads Subscribe on either period, and names no trial. */
  trial: boolean;
  onClose: () => void;
  /** Saves Basic; the popup closes once the status says so. */
  onChooseBasic: () => Promise<void>;
  /**
   * Someone under 18: Premium's card says a guardian starts it from their page, in place of a
   * checkout the API would refuse (shared/guardian-premium.ts).
   */
  minor?: boolean;
}

/**
 * The plan popup (spec sections 2, 4 and 9): Basic and Premium side by side under a Monthly/Annual
 * toggle. Basic is chosen without payment; Premium goes to Stripe's checkout for the chosen
 * period's price. Without a plan it reads "Welcome to Blue Guardian! …" and cannot be closed, so it
 * carries SOS itself (the top bar's is behind it).
 */
export function PlanDialog({ welcome, initialInterval, currentPlan, trial, onClose, onChooseBasic, minor = false }: PlanDialogProps) {
  const [interval, setBilling] = useState<BillingInterval>(initialInterval);
  const [pending, setPending] = useState<PlanName | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Fetched now, so that Subscribe does not wait for the configuration.
  useEffect(() => {
    getPriceIds().catch((failure: unknown) => console.warn('Could not load the plan prices', failure));
  }, []);

  const chooseBasic = async () => {
    setPending('Basic');
    setError(null);
    try {
      await onChooseBasic();
    } catch (failure) {
      setPending(null);
      setError(errorMessage(failure, BASIC_FAILED));
    }
  };

  const subscribe = async () => {
    setPending('Premium');
    setError(null);
    try {
      const prices = await getPriceIds();
      redirectTo(await createSubscription(prices.Premium[interval]));
      // The button stays busy while the browser leaves for the checkout page.
    } catch (failure) {
      setPending(null);
      setError(errorMessage(failure, CHECKOUT_FAILED));
    }
  };

  const actionFor = (plan: PlanName) => {
    if (plan === currentPlan) {
      return (
        <Button block variant="secondary" disabled>
          {messages.plans.currentPlan}
        </Button>
      );
    }
    if (plan === 'Premium' && minor) return <p className="plan-card__guardian">{MINOR_PREMIUM_MESSAGE}</p>;
    const label = plan === 'Basic' ? CHOOSE_BASIC : interval === 'annual' && trial ? messages.plans.freeTrial : messages.plans.subscribe;
    return (
      <Button
        block
        variant={plan === 'Premium' ? 'primary' : 'secondary'}
        busy={pending === plan}
        disabled={pending !== null && pending !== plan}
        onClick={() => void (plan === 'Basic' ? chooseBasic() : subscribe())}
      >
        {label}
      </Button>
    );
  };

  return (
    <Dialog
      title={welcome ? messages.plans.welcome : PLAN_DIALOG_TITLE}
      onClose={welcome ? undefined : onClose}
      className="dialog--plans"
      describedByBody={false}
    >
      <BillingToggle value={interval} onChange={setBilling} />
      <div className="plan-cards">
        <PlanCard plan="Basic" interval={interval} action={actionFor('Basic')} />
        <PlanCard plan="Premium" interval={interval} trial={trial} action={actionFor('Premium')} />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {welcome ? (
        <div className="dialog__actions dialog__actions--spread">
          <SosButton />
        </div>
      ) : null}
    </Dialog>
  );
}

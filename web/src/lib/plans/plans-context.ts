import { createContext, useContext } from 'react';
import type { PlanName } from '#shared/plans';
import type { BillingInterval } from '#shared/pricing';
import type { StripeStatus } from '#shared/schemas/payment';

/**
 * Back from Stripe's checkout with `?checkout=success`: `confirming` while the status is polled
 * (the webhook may land after the browser), `slow` when it has not said Premium in time,
 * `subscribed` once it has.
 */
export type CheckoutReturn = 'confirming' | 'slow' | 'subscribed';

/** The plan popup as it should show now. */
export interface PlanPopupState {
  /** The billing period it opens on. */
  interval: BillingInterval;
  /** No plan exists yet: the welcome form, which cannot be closed until one does. */
  welcome: boolean;
  /**
   * The user asked for the plans themselves (Settings, "Manage Subscription"; back from a checkout
   * they cancelled): shown even while a crisis is in view, as it answers what they just did.
   */
  asked: boolean;
}

export interface PlansContextValue {
  /** The plan from GET /api/user/stripe-status: null before any is chosen, undefined while not known. */
  plan: PlanName | null | undefined;
  /** The full status, once loaded and while a plan exists. */
  status: StripeStatus | undefined;
  /**
   * Whether the free trial is still the user's (GET /api/payment/free-trial): false once they had
   * it, undefined while not known (the popup then offers it as the spec does; checkout decides).
   */
  trialAvailable: boolean | undefined;
  /** The plan popup, or null when closed. */
  popup: PlanPopupState | null;
  /** Opens the plan popup on a billing period (annual unless told); `asked` as in PlanPopupState. */
  openPlans: (interval?: BillingInterval, options?: { asked?: boolean }) => void;
  /** Closes the plan popup; the welcome form stays until a plan exists. */
  closePlans: () => void;
  /** Chooses Basic on the server, reloads the status and closes the popup. */
  chooseBasic: () => Promise<void>;
  checkout: CheckoutReturn | null;
  /** Dismisses the checkout popups. */
  endCheckout: () => void;
}

export const PlansContext = createContext<PlansContextValue | null>(null);

/** The subscription status and the plan popup's controls (PlansProvider, on the dashboard). */
export function usePlans(): PlansContextValue {
  const value = useContext(PlansContext);
  if (!value) throw new Error('usePlans must be used inside <PlansProvider>');
  return value;
}

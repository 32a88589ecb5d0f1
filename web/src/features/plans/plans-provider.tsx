import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_INTERVAL, type BillingInterval } from '#shared/pricing';
import type { StripeStatus } from '#shared/schemas/payment';
import { chooseBasic as putBasic } from './api/choose-plan';
import { getFreeTrial } from './api/get-free-trial';
import { getStripeStatus } from './api/get-stripe-status';
import { PlansContext, type CheckoutReturn, type PlansContextValue } from '@/lib/plans/plans-context';
import { CHECKOUT_PARAM, dropCheckoutParam } from '@/lib/plans/checkout';

/**
 * The waits between status checks after a checkout, about 20 s in all: Stripe's webhook usually
 * lands within a second or two, but may come later than the browser.
 */
export const CHECKOUT_POLL_DELAYS_MS = [1_000, 2_000, 3_000, 4_000, 5_000, 5_000] as const;

type StatusState =
  | { kind: 'loading' }
  /** The check failed (a 500): only logged; the profile's plan stands in. */
  | { kind: 'failed' }
  /** 400 NO_PLAN: none chosen yet. */
  | { kind: 'none' }
  | { kind: 'known'; status: StripeStatus };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * The subscription status, held for the signed-in app (spec section 4), and the plan popup's
 * state. The status loads when the dashboard opens: no plan yet (400) opens the popup in its
 * welcome form, any other failure is only logged (spec section 8). Back from checkout with
 * `?checkout=success`, it polls until the status says Premium, then the confirmation shows; the
 * parameter is removed from the address once that has settled.
 */
export function PlansProvider({ children }: { children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the parameter leaves the address, but this visit stays a return from checkout.
  const [returnedFrom] = useState(() => searchParams.get(CHECKOUT_PARAM));
  const [state, setState] = useState<StatusState>({ kind: 'loading' });
  // A cancelled checkout reopens the popup, so the user can pick again.
  const [opened, setOpened] = useState<{ interval: BillingInterval; asked: boolean } | null>(() =>
    returnedFrom === 'cancelled' ? { interval: DEFAULT_INTERVAL, asked: true } : null,
  );
  const [checkout, setCheckout] = useState<CheckoutReturn | null>(() => (returnedFrom === 'success' ? 'confirming' : null));

  /** Resolves with the status, null for no plan, or undefined when the check failed. */
  const refresh = useCallback(async (signal?: AbortSignal): Promise<StripeStatus | null | undefined> => {
    try {
      const next = await getStripeStatus(signal);
      if (!signal?.aborted) setState(next ? { kind: 'known', status: next } : { kind: 'none' });
      return next;
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error('Could not load the subscription status', error);
      // A failed refresh keeps what was known.
      setState((current) => (current.kind === 'loading' ? { kind: 'failed' } : current));
      return undefined;
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      let latest = await refresh(signal);
      if (returnedFrom !== 'success') return;
      for (const delay of CHECKOUT_POLL_DELAYS_MS) {
        if (latest?.currentPlan === 'Premium') break;
        await sleep(delay, signal);
        latest = await refresh(signal);
      }
      setCheckout(latest?.currentPlan === 'Premium' ? 'subscribed' : 'slow');
    };
    run().catch((error: unknown) => {
      if (!signal.aborted) console.error('Could not confirm the subscription', error);
    });
    return () => controller.abort();
  }, [refresh, returnedFrom]);

  // Asked beside the status, so the popup knows its wording by the time it opens. Each visit asks
  // anew: a trial taken at checkout comes back to a new page load.
  const [trialAvailable, setTrialAvailable] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getFreeTrial(controller.signal).then(setTrialAvailable, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Could not learn whether the free trial is available', error);
    });
    return () => controller.abort();
  }, []);

  // Remove ?checkout= once the return has settled, so a reload or a bookmark does not repeat it.
  useEffect(() => {
    if (checkout === 'confirming' || !searchParams.has(CHECKOUT_PARAM)) return;
    dropCheckoutParam(setSearchParams);
  }, [checkout, searchParams, setSearchParams]);

  const chooseBasic = useCallback(async () => {
    const { plan } = await putBasic();
    const fresh = await refresh();
    // The choice is saved even if the status could not be read back just now.
    if (fresh === undefined) setState({ kind: 'known', status: { currentPlan: plan, status: 'none' } });
    setOpened(null);
  }, [refresh]);

  const openPlans = useCallback(
    (interval: BillingInterval = DEFAULT_INTERVAL, { asked = false }: { asked?: boolean } = {}) => setOpened({ interval, asked }),
    [],
  );
  const closePlans = useCallback(() => setOpened(null), []);
  const endCheckout = useCallback(() => setCheckout(null), []);

  const plan = state.kind === 'known' ? state.status.currentPlan : state.kind === 'none' ? null : undefined;
  const status = state.kind === 'known' ? state.status : undefined;
  const value = useMemo<PlansContextValue>(
    () => ({
      plan,
      status,
      trialAvailable,
      popup:
        opened !== null || plan === null
          ? { interval: opened?.interval ?? DEFAULT_INTERVAL, welcome: plan === null, asked: opened?.asked ?? false }
          : null,
      openPlans,
      closePlans,
      chooseBasic,
      checkout,
      endCheckout,
    }),
    [plan, status, trialAvailable, opened, openPlans, closePlans, chooseBasic, checkout, endCheckout],
  );
  return <PlansContext value={value}>{children}</PlansContext>;
}

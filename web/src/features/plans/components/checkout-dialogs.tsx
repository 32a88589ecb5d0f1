import { messages } from '#shared/messages';
import type { PlanName } from '#shared/plans';
import type { StripeStatus } from '#shared/schemas/payment';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SosButton } from '@/components/sos/sos-button';
import '../plans.css';

export const CONFIRMING_TITLE = 'Confirming your subscription';
export const CONFIRMING = 'Confirming your payment…';
export const STILL_CONFIRMING =
  'Your payment is still being confirmed. Your plan will update in a few minutes; there is no need to pay again.';

/** "You Subscribed to the {plan} Plan!" (spec section 2). */
export const subscribedTitle = (plan: PlanName) => `You Subscribed to the ${plan} Plan!`;

/**
 * Back from checkout, while the status does not say Premium yet (spec section 2: a spinner shows
 * until the plan is known). It cannot be closed while it waits, so SOS is inside; if the payment
 * is still unconfirmed after the polling, it says so and can be closed.
 */
export function CheckoutPendingDialog({ slow, onClose }: { slow: boolean; onClose: () => void }) {
  return (
    <Dialog title={CONFIRMING_TITLE} onClose={slow ? onClose : undefined}>
      {slow ? (
        <p role="status">{STILL_CONFIRMING}</p>
      ) : (
        <p role="status" className="checkout-status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          {CONFIRMING}
        </p>
      )}
      <div className="dialog__actions dialog__actions--spread">
        <SosButton />
      </div>
    </Dialog>
  );
}

export interface SubscribedDialogProps {
  plan: PlanName;
  status: StripeStatus | undefined;
  onClose: () => void;
  /** Opens the goal and style wizard. */
  onCreateChat: () => void;
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** The subscription confirmation (spec section 2), with "Create a New Chat". */
export function SubscribedDialog({ plan, status, onClose, onCreateChat }: SubscribedDialogProps) {
  const trialEnd = status?.status === 'trialing' ? status.trialEnd : undefined;
  return (
    <Dialog title={subscribedTitle(plan)} onClose={onClose}>
      <p>Every goal and communication style is now open to you.</p>
      {trialEnd ? <p>Your free trial runs until {longDate(trialEnd)}; the first payment is taken then.</p> : null}
      <div className="dialog__actions">
        <Button data-autofocus onClick={onCreateChat}>
          {messages.plans.createChat}
        </Button>
      </div>
    </Dialog>
  );
}

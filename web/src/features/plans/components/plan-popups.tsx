import { useCrisisInView } from '@/components/sos/crisis-in-view';
import { usePlans } from '@/lib/plans/plans-context';
import { CheckoutPendingDialog, SubscribedDialog } from './checkout-dialogs';
import { PlanDialog } from './plan-dialog';

/**
 * Whichever plan popup is due: the return from checkout first (waiting, then the confirmation),
 * else the plan popup. The dashboard shows it after the safety popups. The plan popup waits while
 * a crisis is in view (docs/safety.md, "No price beside a crisis"); the return from a checkout
 * the user made does not, as it only confirms what they did.
 */
export function PlanPopups({ onCreateChat, minor = false }: { onCreateChat: () => void; minor?: boolean }) {
  const plans = usePlans();
  const crisisInView = useCrisisInView();
  if (plans.checkout === 'confirming' || plans.checkout === 'slow') {
    return <CheckoutPendingDialog slow={plans.checkout === 'slow'} onClose={plans.endCheckout} />;
  }
  if (plans.checkout === 'subscribed') {
    return (
      <SubscribedDialog
        plan="Premium"
        status={plans.status}
        onClose={plans.endCheckout}
        onCreateChat={() => {
          plans.endCheckout();
          onCreateChat();
        }}
      />
    );
  }
  if (!plans.popup || (crisisInView && !plans.popup.asked)) return null;
  return (
    <PlanDialog
      // A new opening starts on the period it was opened with.
      key={plans.popup.interval}
      welcome={plans.popup.welcome}
      initialInterval={plans.popup.interval}
      currentPlan={plans.plan}
      trial={plans.trialAvailable !== false}
      onClose={plans.closePlans}
      onChooseBasic={plans.chooseBasic}
      minor={minor}
    />
  );
}

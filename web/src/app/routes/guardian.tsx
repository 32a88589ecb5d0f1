import { PlansProvider } from '@/features/plans/plans-provider';
import { GuardianTeens } from '@/features/guardian/components/guardian-teens';
import { SidePage } from '../side-page';

/** /guardian: a guardian's linked teens in the dashboard's frame; the subscription status loads with it, as on the dashboard. */
export default function GuardianRoute() {
  return (
    <PlansProvider>
      <SidePage current="guardian" title="Guardian" loading="Loading your page…" heading="Your teens">
        {() => <GuardianTeens />}
      </SidePage>
    </PlansProvider>
  );
}

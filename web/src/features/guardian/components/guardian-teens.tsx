import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { listGuardianLinks } from '../api/links';
import { CheckoutReturn } from './checkout-return';
import { GuardianControls } from './controls-form';
import { LinkedList } from './linked-list';
import { TeenPlan } from './teen-plan';
import { GuardianNoticesState } from './guardian-notices';
import { TeenWeek } from './teen-week';
import { WeeklyEmailToggle } from './weekly-email-toggle';
import '../guardian.css';

export const TEENS_HEADING = 'Your teens';
export const NO_TEENS = 'You are not linked to a teen’s account right now.';
export const WHAT_A_GUARDIAN_SEES =
  'You see counts and settings only, never what they write. They can see exactly what you see, and either of you can end the link at any time.';

/**
 * The guardian's page: each linked teen by first name, since when, their week as counts, their
 * settings with the form to change them, and End link (the teen is told by e-mail). Nothing the teen wrote is ever here.
 */
export function GuardianTeens() {
  const links = useQuery(listGuardianLinks);
  return (
    <section className="guardian-page" aria-labelledby="guardian-teens-heading">
      <h1 id="guardian-teens-heading" className="side-page__title">
        {TEENS_HEADING}
      </h1>
      <p>{WHAT_A_GUARDIAN_SEES}</p>
      <CheckoutReturn />
      {links.status === 'pending' ? <p role="status">Loading your teens…</p> : null}
      {links.status === 'error' ? (
        <>
          <Alert>{errorMessage(links.error, 'We couldn’t load this page. Please try again.')}</Alert>
          <Button variant="secondary" onClick={links.refetch}>
            Try again
          </Button>
        </>
      ) : null}
      {links.status === 'success' && links.data.teens.length === 0 ? <p>{NO_TEENS}</p> : null}
      {links.status === 'success' && links.data.teens.length > 0 ? (
        <LinkedList
          links={links.data.teens}
          label={TEENS_HEADING}
          details={(teen) => (
            <>
              <TeenPlan linkId={teen.linkId} firstName={teen.firstName} guardianSide />
              <TeenWeek linkId={teen.linkId} label={`${teen.firstName}’s week`} />
              <GuardianControls linkId={teen.linkId} name={teen.firstName} />
              <WeeklyEmailToggle linkId={teen.linkId} name={teen.firstName} initial={teen.weeklyEmail === true} />
              <GuardianNoticesState linkId={teen.linkId} name={teen.firstName} side="guardian" />
            </>
          )}
          onEnded={(linkId) => links.setData((data) => ({ ...data, teens: data.teens.filter((each) => each.linkId !== linkId) }))}
        />
      ) : null}
    </section>
  );
}

import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { COACH_NAME, GOALS, STYLES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { messages } from '#shared/messages';
import type { CheckIn } from '#shared/schemas/insights';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { CrisisResourcesCard } from '@/components/sos/crisis-resources-card';
import { checkInSeen } from '../api/check-in-seen';
import { LoadBoundary } from './load-boundary';
import '../check-in.css';

// The same chunk the SOS dialog's "My safety plan" tab loads.
const SafetyPlanPanel = lazy(() => import('./safety-plan-panel'));

export const CHECK_IN_TITLE = 'Checking in with you';

export interface CheckInCardProps {
  checkIn: CheckIn;
  /** The card was closed (and marked seen). */
  onDone: () => void;
  /** "Talk it through": opens a new session, with what helped before when the analysis knows it. */
  onTalk: (choice: { goal: ChatGoal; style: ChatStyle } | null) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="check-in__section" aria-labelledby={id}>
      <h3 id={id} className="check-in__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The safety plan editor, loaded only when the person opens it. */
function SafetyPlanDisclosure() {
  const [open, setOpen] = useState(false);
  return (
    <details className="check-in__plan" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>My safety plan</summary>
      {open ? (
        <LoadBoundary>
          <Suspense fallback={<p role="status">Loading your safety plan…</p>}>
            <SafetyPlanPanel />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </details>
  );
}

/** Premium's Advanced Early Detection: the trend behind the card, what changed, what helped before. */
function Analysis({ analysis }: { analysis: NonNullable<CheckIn['analysis']> }) {
  return (
    <Section title="A closer look">
      {analysis.changes.length > 0 ? (
        <ul className="check-in__list">
          {analysis.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
      {analysis.trend.length > 0 ? (
        <table className="check-in__trend">
          <caption>How your last sessions felt</caption>
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">Date</th>
              <th scope="col">Level of distress</th>
            </tr>
          </thead>
          <tbody>
            {analysis.trend.map((point) => (
              <tr key={point.chatId}>
                <th scope="row">{point.title.trim() || messages.dashboard.untitled}</th>
                <td>{new Date(point.startTime).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}</td>
                <td>{point.level}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {analysis.helped.length > 0 ? (
        <>
          <p>What has helped before:</p>
          <ul className="check-in__list">
            {analysis.helped.map((helped) => (
              <li key={`${helped.goal}-${helped.style}`}>
                {GOALS[helped.goal]} with {STYLES[helped.style]} ({helped.sessions} {helped.sessions === 1 ? 'session' : 'sessions'})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/**
 * Early detection's check-in (SAFETY.md 13): what was noticed in plain words, an
 * offer to talk, the safety plan and the resources, on every plan; `urgent` puts the resources
 * first. Premium's analysis comes inside; Basic sees no upgrade prompt here. Closing it marks it
 * seen. The dashboard shows it only after the safety gate's popups.
 */
export function CheckInCard({ checkIn, onDone, onTalk }: CheckInCardProps) {
  const urgent = checkIn.level === 'urgent';
  const markSeen = () => {
    // Closing must never wait on the network; a failed mark only brings the card back next time.
    checkInSeen(checkIn.id).catch((error: unknown) => console.warn('Could not mark the check-in seen', error));
  };
  const close = () => {
    markSeen();
    onDone();
  };
  const helped = checkIn.analysis?.helped[0];

  const resources = (
    <Section title={urgent ? 'Help right now' : 'If you want to talk to someone'}>
      <CrisisResourcesCard />
    </Section>
  );

  return (
    <Dialog title={CHECK_IN_TITLE} onClose={close} className="check-in" describedByBody={false}>
      {urgent ? resources : null}
      <Section title="What we noticed">
        <ul className="check-in__list">
          {checkIn.noticed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>You don&apos;t have to go through this alone. However you are feeling, it is okay to reach out.</p>
      </Section>
      <div className="check-in__talk">
        <Button
          data-autofocus
          onClick={() => {
            markSeen();
            onTalk(helped ? { goal: helped.goal, style: helped.style } : null);
          }}
        >
          Talk it through with {COACH_NAME}
        </Button>
        <span className="dialog__muted">{COACH_NAME} is an AI coach, not a person.</span>
      </div>
      <SafetyPlanDisclosure />
      {urgent ? null : resources}
      {checkIn.analysis ? <Analysis analysis={checkIn.analysis} /> : null}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close}>
          Close this check-in
        </Button>
      </div>
    </Dialog>
  );
}

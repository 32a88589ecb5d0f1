import { lazy, Suspense, useEffect, type RefObject } from 'react';
import { CRISIS_SCREEN } from '#shared/safety';
import { Dialog } from '@/components/dialog';
import { VerticalTabs, type TabItem } from '@/components/tabs';
import { LoadBoundary } from './load-boundary';
import { ResourceSections } from '@/components/sos/resource-list';
import type { SosTab } from '@/components/sos/sos-context';

// The exercises and the safety plan are their own chunks: the landing page's first load carries
// only the button and the phone numbers, which must work even if nothing more can be downloaded.
const loadGrounding = () => import('./grounding-exercises');
const loadSafetyPlan = () => import('./safety-plan-panel');
const GroundingExercises = lazy(loadGrounding);
const SafetyPlanPanel = lazy(loadSafetyPlan);

/** Starts downloading the dialog's panels (on hover, focus or opening), so a tab opens at once. */
export function prefetchSosPanels(): void {
  // A failure here is ignored: opening the tab loads the panel again and reports a failure there.
  loadGrounding().catch(() => {});
  loadSafetyPlan().catch(() => {});
}

export const SOS_DIALOG_TITLE = 'Get help now';

const TABS: ReadonlyArray<TabItem<SosTab>> = [
  { id: 'resources', label: 'Talk to someone' },
  { id: 'grounding', label: 'Grounding exercises' },
  { id: 'plan', label: 'My safety plan' },
];

export interface SosDialogProps {
  tab: SosTab;
  onSelectTab: (tab: SosTab) => void;
  onClose: () => void;
  /** Where focus goes on closing, when not back to the element that had it on opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * "Get help now" (SAFETY.md 3 and 4): the crisis lines, one tap to call or text, US first then
 * elsewhere; grounding exercises; and the user's own safety plan. Escape and Close close it.
 * SosProvider renders it: once for the whole app, and once more for the crash screen.
 */
export function SosDialog({ tab, onSelectTab, onClose, returnFocusRef }: SosDialogProps) {
  useEffect(prefetchSosPanels, []);

  return (
    <Dialog title={SOS_DIALOG_TITLE} onClose={onClose} returnFocusRef={returnFocusRef} className="dialog--sos" describedByBody={false}>
      <VerticalTabs label="Kinds of help" tabs={TABS} selected={tab} onSelect={onSelectTab} orientation="horizontal" className="sos-tabs">
        {tab === 'resources' ? (
          <div className="sos-panel">
            <p className="sos-panel__lead">{CRISIS_SCREEN.intro}</p>
            <ResourceSections />
          </div>
        ) : (
          <LoadBoundary key={tab}>
            <Suspense fallback={<p role="status">Loading…</p>}>
              {tab === 'grounding' ? <GroundingExercises /> : <SafetyPlanPanel />}
            </Suspense>
          </LoadBoundary>
        )}
      </VerticalTabs>
    </Dialog>
  );
}

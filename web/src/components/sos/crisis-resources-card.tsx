import { CRISIS_RESOURCES } from '../../../../shared/safety';
import { useSos } from './sos-context';
import { ResourceLink } from './resource-list';
import './sos.css';

/**
 * Beside a reply to a flagged message (SAFETY.md 2 and 3): the US crisis lines in one row of
 * one-tap links, and "More help", which opens the SOS dialog with the rest.
 */
export function CrisisResourcesCard() {
  const sos = useSos();
  return (
    <div className="crisis-card" role="group" aria-label="Help right now">
      <p className="crisis-card__title">You can talk to someone right now, any time.</p>
      <div className="resource__actions">
        {CRISIS_RESOURCES.flatMap((resource) =>
          resource.actions.map((action) => <ResourceLink key={`${resource.id}-${action.href}`} action={action} />),
        )}
        <button type="button" className="resource-link resource-link--more" aria-haspopup="dialog" onClick={() => sos.open()}>
          More help
        </button>
      </div>
    </div>
  );
}

import { helpLines } from '#shared/crisis-help';
import type { Help } from '#shared/safety';
import { useSos } from './sos-context';
import { ResourceLink } from './resource-list';
import './sos.css';

/** The card's words in each language of the help (docs/safety.md, "Languages"). */
const CARD_TEXT = {
  en: { label: 'Help right now', title: 'You can talk to someone right now, any time.', more: 'More help' },
  es: { label: 'Ayuda ahora', title: 'Puedes hablar con alguien ahora mismo, a cualquier hora.', more: 'Más ayuda' },
} as const;

/**
 * Beside a reply to a flagged message (SAFETY.md 2 and 3): the lines that fit the message's harm,
 * in its language (an emergency's emergency lines first; docs/safety.md), in one row of one-tap
 * links, and "More help", which opens the SOS dialog with the rest. Without a known harm, the US
 * crisis lines.
 */
export function CrisisResourcesCard({ help }: { help?: Help }) {
  const sos = useSos();
  const text = CARD_TEXT[help?.language ?? 'en'];
  return (
    <div className="crisis-card" role="group" aria-label={text.label} lang={help?.language === 'es' ? 'es' : undefined}>
      <p className="crisis-card__title">{text.title}</p>
      <div className="resource__actions">
        {helpLines(help).flatMap((resource) =>
          resource.actions.map((action) => <ResourceLink key={`${resource.id}-${action.href}`} action={action} />),
        )}
        <button type="button" className="resource-link resource-link--more" aria-haspopup="dialog" onClick={() => sos.open()}>
          {text.more}
        </button>
      </div>
    </div>
  );
}

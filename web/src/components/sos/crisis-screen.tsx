import { useId, useState } from 'react';
import { CRISIS_SCREEN_TEXT, helpLines } from '#shared/crisis-help';
import type { Help } from '#shared/safety';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ResourceList, ResourceSections } from '@/components/sos/resource-list';
import { useShowsCrisis } from './crisis-in-view';

export interface CrisisScreenProps {
  /** The harm and language of the message that opened it, when known: its lines first, in its language. */
  help?: Help;
  /** Records the acknowledgement (POST /api/bot/crisis-ack/{chatId}); the screen closes when it settles. */
  onAcknowledge: () => Promise<void>;
}

/**
 * The tier (c) crisis screen (SAFETY.md 2): an alert dialog with the crisis lines, one tap to call
 * or text, that stays until the user says they have seen them. When the message that opened it is
 * known, its harm's lines come first and the screen speaks its language (SAFETY.md 18, 19). Escape and clicks outside do
 * nothing (it has no close action); the links work inside it. Focus starts on the opening words,
 * not on a button, so a stray Enter neither dismisses it nor dials. No price or upgrade shows
 * while it is up (crisis-in-view.ts).
 */
export function CrisisScreen({ help, onAcknowledge }: CrisisScreenProps) {
  const introId = useId();
  const linesId = useId();
  const text = CRISIS_SCREEN_TEXT[help?.language ?? 'en'];
  const first = help ? helpLines(help) : [];
  const [pending, setPending] = useState(false);
  useShowsCrisis(true);

  const acknowledge = async () => {
    setPending(true);
    try {
      await onAcknowledge();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={text.title} role="alertdialog" descriptionId={introId} className="dialog--sos dialog--crisis">
      <p id={introId} className="crisis-screen__intro" tabIndex={-1} data-autofocus lang={help?.language === 'es' ? 'es' : undefined}>
        {text.intro}
      </p>
      {help ? (
        <section className="resource-section" aria-labelledby={linesId} lang={help.language === 'es' ? 'es' : undefined}>
          <h3 id={linesId} className="resource-section__title">
            {text.lines}
          </h3>
          <ResourceList resources={first} />
        </section>
      ) : null}
      <ResourceSections shown={first} />
      <div className="dialog__actions">
        <Button busy={pending} onClick={() => void acknowledge()}>
          {text.acknowledge}
        </Button>
      </div>
    </Dialog>
  );
}

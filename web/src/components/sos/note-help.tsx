import { useState } from 'react';
import { isSeriousTier } from '#shared/safety';
import type { NoteSafety } from '#shared/schemas/crisis';
import type { NoteCrisisAckBody } from '#shared/schemas/notes';
import { acknowledgeNoteCrisis } from '@/lib/acknowledge-note-crisis';
import { CrisisResourcesCard } from './crisis-resources-card';
import { useShowsCrisis } from './crisis-in-view';
import { CrisisScreen } from './crisis-screen';

export interface NoteHelpProps {
  /** The flag the note holds (kept on its record), or none. */
  safety: NoteSafety | undefined;
  /**
   * The note it is kept on: seeing its crisis screen is recorded there, so the screen stays closed
   * after a reload. None for words that were not kept (a refused note): the screen closes here only.
   */
  note?: NoteCrisisAckBody;
}

/**
 * Beside a saved note that met a crisis tier (a check-in note, a goal, a memory note), what a
 * flagged chat reply shows (SAFETY.md 2 and 3, docs/safety.md "Notes the user writes"): the fixed,
 * reviewed text at (b) and (c), the crisis lines one tap away, and at (c) the crisis screen until
 * the user says they have seen it. The flag is kept on the note, so all of it is still there after
 * a reload, except the screen once seen. Nothing when the note met no tier.
 * At (b) and (c) no price or upgrade shows beside it (crisis-in-view.ts).
 */
export function NoteHelp({ safety, note }: NoteHelpProps) {
  const [seen, setSeen] = useState<NoteSafety | undefined>(undefined);
  useShowsCrisis(isSeriousTier(safety?.tier));
  if (!safety) return null;
  const acknowledge = async () => {
    // Closed all the same when the record fails: the user has seen the help; the screen then comes back on the next load.
    if (note)
      await acknowledgeNoteCrisis(note).catch((error: unknown) => console.warn('Could not record the crisis acknowledgement', error));
    setSeen(safety);
  };
  return (
    <div className="note-help">
      {safety.reply ? (
        <p className="note-help__reply" lang={safety.help.language === 'es' ? 'es' : undefined}>
          {safety.reply}
        </p>
      ) : null}
      <CrisisResourcesCard help={safety.help} />
      {safety.crisisScreen && seen !== safety ? <CrisisScreen help={safety.help} onAcknowledge={acknowledge} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { isSeriousTier } from '../../../../shared/safety';
import type { NoteSafety } from '../../../../shared/schemas/crisis';
import { CrisisResourcesCard } from './crisis-resources-card';
import { useShowsCrisis } from './crisis-in-view';
import { CrisisScreen } from './crisis-screen';

/**
 * Beside a saved note that met a crisis tier (a check-in note, a goal, a memory note), what a
 * flagged chat reply shows (SAFETY.md 2 and 3, docs/safety.md "Notes the user writes"): the fixed,
 * reviewed text at (b) and (c), the crisis lines one tap away, and at (c) the crisis screen until
 * the user says they have seen it. Nothing when the note met no tier. At (b) and (c) no price or
 * upgrade shows beside it (crisis-in-view.ts).
 */
export function NoteHelp({ safety }: { safety: NoteSafety | undefined }) {
  const [seen, setSeen] = useState<NoteSafety | undefined>(undefined);
  useShowsCrisis(isSeriousTier(safety?.tier));
  if (!safety) return null;
  return (
    <div className="note-help">
      {safety.reply ? (
        <p className="note-help__reply" lang={safety.help.language === 'es' ? 'es' : undefined}>
          {safety.reply}
        </p>
      ) : null}
      <CrisisResourcesCard help={safety.help} />
      {safety.crisisScreen && seen !== safety ? <CrisisScreen help={safety.help} onAcknowledge={async () => setSeen(safety)} /> : null}
    </div>
  );
}

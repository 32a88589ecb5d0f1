import type { NoteSafety } from '#shared/schemas/crisis';
import type { ItemKey } from '../../data/item-keys';
import { keepNoteSafety } from '../../data/note-safety';
import { screenNote } from './note-screen';

export interface ScreenedNote<T> {
  /** The note as stored, with the flag it holds now: the fresh reading, or an earlier, more serious one. */
  note: T;
  /** The fresh reading, when the words just written met a crisis tier. */
  safety?: NoteSafety;
}

/**
 * Screens the words of a saved note (./note-screen.ts) and keeps a crisis reading on the note's own
 * item (data/note-safety.ts), so that after a reload the note still shows its help and a tier (c)
 * screen stays open until the user has seen it, as a flagged chat does.
 * @param text the words the user wrote now; undefined when the save changed no words
 */
export async function screenAndFlagNote<T extends { safety?: NoteSafety }>(
  uid: string,
  saved: { note: T; key: ItemKey; text: string | undefined; at?: Date },
  requestId?: string,
): Promise<ScreenedNote<T>> {
  const safety = await screenNote(uid, saved.text, saved.at ?? new Date(), requestId);
  if (!safety) return { note: saved.note };
  const kept = await keepNoteSafety(saved.key, safety);
  return { note: kept ? { ...saved.note, safety } : saved.note, safety };
}

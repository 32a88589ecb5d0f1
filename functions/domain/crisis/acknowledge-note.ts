import { DAILY_CHECK_IN_NOT_FOUND_MESSAGE, GOAL_NOT_FOUND_MESSAGE, MEMORY_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { NoteKind } from '#shared/schemas/notes';
import { dailyCheckInKey } from '../../data/daily-check-ins';
import { goalKey } from '../../data/goals';
import type { ItemKey } from '../../data/item-keys';
import { memoryKey } from '../../data/memories';
import { acknowledgeNoteCrisis } from '../../data/note-safety';
import { notFound } from '../../kernel/errors';

const notes: Record<NoteKind, { key: (uid: string, id: string) => ItemKey; missing: string }> = {
  checkIn: { key: dailyCheckInKey, missing: DAILY_CHECK_IN_NOT_FOUND_MESSAGE },
  goal: { key: goalKey, missing: GOAL_NOT_FOUND_MESSAGE },
  memory: { key: memoryKey, missing: MEMORY_NOT_FOUND_MESSAGE },
};

/**
 * Marks the crisis screen a tier (c) note opened as seen, so it stays closed, also after a reload
 * (data/note-safety.ts). The flag itself stays: the note keeps its help. A note that was never
 * flagged is left as it is; a note the user does not have (another user's included) is a 404.
 */
export async function acknowledgeNoteCrisisFor(uid: string, kind: NoteKind, id: string): Promise<void> {
  const note = notes[kind];
  if (!(await acknowledgeNoteCrisis(note.key(uid, id)))) throw notFound(note.missing);
}

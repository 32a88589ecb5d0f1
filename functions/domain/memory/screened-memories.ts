import type { NoteSafety } from '#shared/schemas/crisis';
import type { Memory } from '#shared/schemas/memory';
import { memoryKey } from '../../data/memories';
import { screenAndFlagNote } from '../crisis/flag-note';
import { screenNote } from '../crisis/note-screen';
import { addMemoryFor, editMemoryFor } from './memories';

/** A note as stored, and the fresh crisis reading when the words just written met a crisis tier. */
export interface ScreenedMemory {
  memory: Memory;
  safety?: NoteSafety;
}

/**
 * A note in the user's own words, screened once saved and a crisis reading kept on it
 * (domain/crisis/flag-note.ts); 403 on Basic, with the help when the words met a crisis tier;
 * 409 past the cap.
 */
export async function addMemory(uid: string, text: string, requestId: string): Promise<ScreenedMemory> {
  const at = new Date();
  const added = await addMemoryFor(uid, text, at, () => screenNote(uid, text, at, requestId));
  const key = memoryKey(uid, added.memoryId);
  const { note: memory, safety } = await screenAndFlagNote(uid, { note: added, key, text: added.text, at }, requestId);
  return { memory, ...(safety && { safety }) };
}

/**
 * The note rewritten, screened once saved and a crisis reading kept on it
 * (domain/crisis/flag-note.ts); 404 for an id the user has no note under.
 */
export async function editMemory(uid: string, memoryId: string, text: string, requestId: string): Promise<ScreenedMemory> {
  const edited = await editMemoryFor(uid, memoryId, text);
  const key = memoryKey(uid, edited.memoryId);
  const { note: memory, safety } = await screenAndFlagNote(uid, { note: edited, key, text: edited.text }, requestId);
  return { memory, ...(safety && { safety }) };
}

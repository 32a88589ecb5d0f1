import { MEMORY_LIMITS, remembers } from '#shared/memory';
import { MEMORY_NOT_FOUND_MESSAGE, MEMORY_PREMIUM_MESSAGE, TOO_MANY_MEMORIES_MESSAGE } from '#shared/error-messages';
import { MEMORY_OFF_MESSAGE } from '#shared/guardian-controls';
import type { NoteSafety } from '#shared/schemas/crisis';
import type { MemoriesResponse, Memory } from '#shared/schemas/memory';
import { deleteAllMemories, deleteStoredMemory, listMemories, putNewMemory, updateMemoryText } from '../../data/memories';
import { newTimeId } from '../../data/time-id';
import { getProfileWithConsent } from '../../data/users';
import { controlsInForce } from '../guardian/controls-in-force';
import { AppError, notFound } from '../../kernel/errors';

/**
 * The memory routes: the user reads, adds, edits and deletes the coach's notes. Reading
 * and deleting work on every plan (a note kept on Premium stays the user's to see and remove after a
 * downgrade); adding is Premium's, since on Basic nothing would read it.
 */

/** GET /api/memories: the notes, newest first, and whether the coach may use them. */
export async function memoriesFor(uid: string): Promise<MemoriesResponse> {
  const [memories, { profile, controls }] = await Promise.all([listMemories(uid), getProfileWithConsent(uid)]);
  const guardianOff = !controlsInForce(controls).memory;
  return {
    success: true,
    memories,
    paused: profile?.preferences?.memory === 'paused',
    available: remembers(profile?.plan, undefined),
    ...(guardianOff && { guardianOff }),
  };
}

/**
 * A note the user adds: 403 on Basic, 409 while a linked guardian has turned memory off, 409 once they have MEMORY_LIMITS.count notes. Words refused
 * on Basic are screened all the same (`screenRefused`), and the help of a crisis in them goes with
 * the refusal: the note is not kept, but the help reaches the user (SAFETY.md 13).
 */
export async function addMemoryFor(
  uid: string,
  text: string,
  at: Date = new Date(),
  screenRefused: () => Promise<NoteSafety | undefined> = async () => undefined,
): Promise<Memory> {
  const [memories, { profile, controls }] = await Promise.all([listMemories(uid), getProfileWithConsent(uid)]);
  // Nothing is remembered while a linked guardian has turned memory off, the user's own notes neither (409).
  const refusal = !remembers(profile?.plan, undefined)
    ? ({ code: 'FORBIDDEN', message: MEMORY_PREMIUM_MESSAGE } as const)
    : !controlsInForce(controls).memory
      ? ({ code: 'CONFLICT', message: MEMORY_OFF_MESSAGE } as const)
      : undefined;
  if (refusal) {
    const safety = await screenRefused();
    throw new AppError(refusal.code, refusal.message, undefined, safety && { safety });
  }
  if (memories.length >= MEMORY_LIMITS.count) throw new AppError('CONFLICT', TOO_MANY_MEMORIES_MESSAGE);
  const now = at.toISOString();
  const memory: Memory = { memoryId: newTimeId(at.getTime()), text, source: 'user', createdAt: now, updatedAt: now };
  await putNewMemory(uid, memory);
  return memory;
}

/** Rewrites a note in the user's words; 404 for an id they have no note under. */
export async function editMemoryFor(uid: string, memoryId: string, text: string): Promise<Memory> {
  const updated = await updateMemoryText(uid, memoryId, text);
  if (!updated) throw notFound(MEMORY_NOT_FOUND_MESSAGE);
  return updated;
}

/** Deletes a note; 404 for an id they have no note under. */
export async function deleteMemoryFor(uid: string, memoryId: string): Promise<void> {
  if (!(await deleteStoredMemory(uid, memoryId))) throw notFound(MEMORY_NOT_FOUND_MESSAGE);
}

/** Forgets every note; the same when there were none. */
export const deleteAllMemoriesFor = (uid: string): Promise<void> => deleteAllMemories(uid);

import { MEMORY_LIMITS, remembers } from '#shared/memory';
import type { Memory } from '#shared/schemas/memory';
import { mayNameSomeone } from '#shared/names';
import { codePointLength } from '#shared/text';
import type { MessageRecord } from '../../data/chat-messages';
import { markNoted, type ChatRecord } from '../../data/chats';
import { deleteMemories, listMemories, putNewMemory } from '../../data/memories';
import { newTimeId } from '../../data/time-id';
import { getProfileWithConsent } from '../../data/users';
import { log } from '../../kernel/log';
import { controlsInForce } from '../guardian/controls-in-force';
import { getMemoryProposer, type MemoryProposer } from '../../providers/memory';
import { screenLocally } from '../../safety';
import { localNotes } from './local-notes';

/**
 * The coach proposes memories once a session has gone quiet, in the session report's
 * job: a few notes from the messages it has not read yet, each shown to the user on the Memory
 * page to edit or delete. The rules hold whoever writes the notes (the model or the local words):
 * - only for Premium users who have not paused memory;
 * - never from a chat the crisis screen flagged at tier (b) or (c), and never from a message the
 *   local screen flags at all; a note the screen would flag is dropped too;
 * - never with a name in it (shared/names.ts), and never one the user already has;
 * - at most MEMORY_LIMITS.perSession at a time; past MEMORY_LIMITS.count the oldest notes the
 *   coach wrote make room, never one the user wrote or edited.
 */

export type MemoryOutcome = 'stored' | 'nothing-new' | 'not-remembering' | 'crisis-chat';

export interface ProposeDeps {
  proposer?: MemoryProposer | null;
  now?: () => Date;
}

const normalised = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * One sentence addressed to the user ("You …", "Your …"): so no note opens on a name, where a
 * capital says nothing unless the user wrote the word as a name (shared/names.ts).
 */
const ONE_SENTENCE_TO_YOU = /^Your?\b[^.!?]*[.!?]?$/u;

/** Whether a proposed note may be kept: one short sentence to the user, no name, nothing the crisis screen flags, not known yet. */
function keepable(note: string, known: ReadonlySet<string>, userMessages: readonly string[]): boolean {
  const text = note.trim();
  return (
    ONE_SENTENCE_TO_YOU.test(text) &&
    codePointLength(text) <= MEMORY_LIMITS.textLength &&
    !mayNameSomeone(text, userMessages) &&
    screenLocally({ text }).tier === 'none' &&
    !known.has(normalised(text))
  );
}

/** The notes the model proposes, or the local ones when there is no model or it failed. */
async function proposeNotes(proposer: MemoryProposer | undefined, userMessages: string[], known: Memory[]): Promise<string[]> {
  if (proposer) {
    try {
      return await proposer.propose({ userMessages, known: known.map((memory) => memory.text), limit: MEMORY_LIMITS.perSession });
    } catch (error) {
      // The error's name only: a provider's message could quote the conversation.
      log.warn('memory notes failed, local notes instead', { error: error instanceof Error ? error.name : typeof error });
    }
  }
  return localNotes(userMessages, MEMORY_LIMITS.perSession);
}

/** The coach's own notes to delete so that `adding` more fit under the cap (oldest first). */
function toMakeRoom(existing: readonly Memory[], adding: number): string[] {
  const excess = existing.length + adding - MEMORY_LIMITS.count;
  if (excess <= 0) return [];
  return existing
    .filter((memory) => memory.source === 'coach')
    .toSorted((a, b) => a.memoryId.localeCompare(b.memoryId))
    .slice(0, excess)
    .map((memory) => memory.memoryId);
}

/**
 * Reads the messages of `chat` after its memory marker and stores the notes worth keeping.
 * `messages` is the whole chat, oldest first.
 */
export async function proposeMemories(
  uid: string,
  chat: ChatRecord,
  messages: readonly MessageRecord[],
  deps: ProposeDeps = {},
): Promise<MemoryOutcome> {
  if (chat.temporary) return 'not-remembering';
  if (chat.crisis && chat.crisis.tier !== 'a') return 'crisis-chat';
  const { profile, controls } = await getProfileWithConsent(uid);
  // A linked guardian may turn memory off: nothing is kept then (domain/guardian/controls-in-force.ts).
  if (!remembers(profile?.plan, profile?.preferences?.memory) || !controlsInForce(controls).memory) return 'not-remembering';
  const unread = messages.filter((message) => !chat.notedUpTo || message.id > chat.notedUpTo);
  const last = unread.at(-1);
  if (!last) return 'nothing-new';
  const userMessages = unread
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .filter((text) => screenLocally({ text }).tier === 'none');
  const existing = await listMemories(uid);
  const known = new Set(existing.map((memory) => normalised(memory.text)));
  const proposer = deps.proposer === null ? undefined : (deps.proposer ?? getMemoryProposer());
  const notes: string[] = [];
  for (const note of userMessages.length ? await proposeNotes(proposer, userMessages, existing) : []) {
    if (notes.length >= MEMORY_LIMITS.perSession || !keepable(note, known, userMessages)) continue;
    known.add(normalised(note));
    notes.push(note.trim());
  }
  const room = toMakeRoom(existing, notes.length);
  const fits = Math.min(notes.length, MEMORY_LIMITS.count - existing.length + room.length);
  if (room.length) await deleteMemories(uid, room);
  const at = (deps.now?.() ?? new Date()).getTime();
  for (const [index, text] of notes.slice(0, fits).entries()) {
    const now = new Date(at + index).toISOString();
    await putNewMemory(uid, { memoryId: newTimeId(at + index), text, source: 'coach', createdAt: now, updatedAt: now });
  }
  await markNoted(uid, chat.chatId, last.id);
  return fits > 0 ? 'stored' : 'nothing-new';
}

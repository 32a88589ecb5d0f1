import * as z from 'zod/mini';
import { noteSafety } from './crisis';
import { MEMORY_CHOICES, MEMORY_LIMITS, MEMORY_SOURCES } from '../memory';
import { codePointLength, hasHiddenCharacters } from '../text';
import { GOAL_ID_PATTERN } from './goals';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the coach's memory (/api/memories). Memory ids are time-sortable ids, like goal ids. */

export const memoryIdParams = schema(() =>
  z.strictObject({ memoryId: z.string().check(z.regex(GOAL_ID_PATTERN, { error: 'memoryId is not a valid memory id.' })) }),
);

/** One note in the user's words or the coach's: trimmed, 1 to 120 characters, no control or direction characters. */
const memoryText = schema(() =>
  z.string({ error: 'text must be text.' }).check(
    z.trim(),
    z.minLength(1, { error: 'text is required.' }),
    z.refine((text: string) => !hasHiddenCharacters(text), { error: 'text must not contain control or direction characters.' }),
    z.refine((text: string) => codePointLength(text) <= MEMORY_LIMITS.textLength, {
      error: `text can be at most ${MEMORY_LIMITS.textLength} characters.`,
    }),
  ),
);

/** POST /api/memories (a note the user adds) and PUT /api/memories/{memoryId} (a note edited). */
export const memoryBody = schema(() => z.strictObject({ text: memoryText }));
export type MemoryBody = z.infer<typeof memoryBody>;

export const memoryChoiceSchema = schema(() => z.enum(MEMORY_CHOICES, { error: 'memory must be "on" or "paused".' }));

export const memory = schema(() =>
  z.object({
    memoryId: z.string(),
    text: z.string(),
    source: z.enum(MEMORY_SOURCES),
    /** ISO 8601. */
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The crisis flag the user's words raised, kept on the note (docs/safety.md "Notes the user writes"). */
    safety: z.optional(noteSafety),
  }),
);
export type Memory = z.infer<typeof memory>;

export const memoryResponse = schema(() => z.object({ success: z.boolean(), memory, safety: z.optional(noteSafety) }));

/**
 * GET /api/memories: the notes, newest first, whether memory is paused, and whether the plan
 * lets the coach remember at all (Basic can still read and delete notes kept while on Premium).
 */
export const memoriesResponse = schema(() =>
  z.object({
    success: z.boolean(),
    memories: z.array(memory),
    paused: z.boolean(),
    available: z.boolean(),
    /** A linked guardian has turned memory off (shared/guardian-controls.ts): the coach remembers nothing. */
    guardianOff: z.optional(z.boolean()),
  }),
);
export type MemoriesResponse = z.infer<typeof memoriesResponse>;

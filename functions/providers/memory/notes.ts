import * as z from 'zod/mini';
import { MEMORY_LIMITS } from '#shared/memory';

/** The model's answer: the notes, each one sentence; the domain checks each again. */
export const proposedNotes = z.strictObject({
  notes: z.array(z.string().check(z.maxLength(MEMORY_LIMITS.textLength))).check(z.maxLength(MEMORY_LIMITS.perSession)),
});
export type ProposedNotes = z.infer<typeof proposedNotes>;

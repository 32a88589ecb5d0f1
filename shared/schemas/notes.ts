import * as z from 'zod/mini';
import { isCalendarDate } from '../calendar';
import { GOAL_ID_PATTERN } from './goals';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** The notes a user writes that carry a crisis flag of their own (docs/safety.md "Notes the user writes"). */
export const NOTE_KINDS = ['checkIn', 'goal', 'memory'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

const KIND_ERROR = 'note must be "checkIn", "goal" or "memory".';

/**
 * POST /api/notes/crisis-ack: which note's crisis screen the user has seen: a check-in by its
 * date, a goal or a memory note by its id (memory ids are time-sortable ids, like goal ids).
 */
export const noteCrisisAckBody = schema(() =>
  z
    .strictObject({
      note: z.enum(NOTE_KINDS, { error: KIND_ERROR }),
      id: z.string({ error: 'id must be text.' }),
    })
    .check(
      z.refine((body) => (body.note === 'checkIn' ? isCalendarDate(body.id) : GOAL_ID_PATTERN.test(body.id)), {
        error: 'id must be the date (YYYY-MM-DD) of a check-in, or the id of a goal or a memory note.',
        path: ['id'],
      }),
    ),
);
export type NoteCrisisAckBody = z.infer<typeof noteCrisisAckBody>;

import type { Memory } from '#shared/schemas/memory';
import type { Reply } from './fetch-mock';

/** Memory ids in the server's layout (ULID, like goal ids). */
export const MEMORY_IDS = ['01JBBBBBBBBBBBBBBBBBBBBBB3', '01JBBBBBBBBBBBBBBBBBBBBBB2', '01JBBBBBBBBBBBBBBBBBBBBBB1'] as const;

/** A note the coach suggested, with fields overridden where a test needs them. */
export const memory = (overrides: Partial<Memory> = {}): Memory => ({
  memoryId: MEMORY_IDS[0],
  text: 'Exams in June make you anxious',
  source: 'coach',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** GET /api/memories: the notes newest first, on Premium and not paused unless told. */
export const memoriesReply = (memories: Memory[], overrides: { paused?: boolean; available?: boolean } = {}): Reply => ({
  body: { success: true, memories, paused: false, available: true, ...overrides },
});

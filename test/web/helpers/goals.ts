import type { ProgressResponse, Who5Result } from '#shared/schemas/check-ins';
import type { Goal } from '#shared/schemas/goals';
import type { Reply } from './fetch-mock';

/** Goal ids in the server's layout (ULID, Crockford base32). */
export const GOAL_IDS = ['01JAAAAAAAAAAAAAAAAAAAAAA1', '01JAAAAAAAAAAAAAAAAAAAAAA2', '01JAAAAAAAAAAAAAAAAAAAAAA3'] as const;

/** An active goal, with fields overridden where a test needs them. */
export const goal = (overrides: Partial<Goal> = {}): Goal => ({
  goalId: GOAL_IDS[0],
  text: 'Walk after school',
  chatGoal: 2,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const goalsReply = (goals: Goal[]): Reply => ({ body: { success: true, goals } });

/** A WHO-5 result for this week. */
export const who5Result = (score: number, low: boolean): Who5Result => ({
  week: '2026-W48',
  date: '2026-11-26',
  answers: [1, 1, 1, 1, 1],
  score,
  low,
  createdAt: '2026-11-26T10:00:00.000Z',
});

/** GET /api/check-ins for someone who has not checked in yet, unless overridden. */
export const progressReply = (overrides: Partial<ProgressResponse> = {}): Reply => ({
  body: {
    success: true,
    today: '2026-11-26',
    streak: 0,
    graceDaysUsedThisWeek: 0,
    checkedInToday: false,
    who5ThisWeek: false,
    checkIns: [],
    who5: [],
    ...overrides,
  },
});

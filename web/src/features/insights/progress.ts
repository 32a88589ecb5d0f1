import { daysBetween } from '#shared/calendar';
import type { DailyCheckIn } from '#shared/schemas/check-ins';
import type { Goal } from '#shared/schemas/goals';

/** The windows a goal's check-in history is counted over, in days up to and including today. */
export const GOAL_WINDOWS = [7, 28] as const;

export interface GoalHistory {
  goalId: string;
  text: string;
  /** Days ticked in each of GOAL_WINDOWS, in the same order. */
  days: number[];
}

/**
 * For each active goal, on how many of the last 7 and 28 days (today included) a check-in ticked
 * it. A day counts once however it was saved: there is one check-in a day.
 */
export function goalHistories(goals: readonly Goal[], checkIns: readonly DailyCheckIn[], today: string): GoalHistory[] {
  return goals
    .filter((goal) => goal.status === 'active')
    .map((goal) => {
      const ago = [...new Set(checkIns.filter((checkIn) => checkIn.goalIds.includes(goal.goalId)).map((checkIn) => checkIn.date))].map(
        (date) => daysBetween(date, today),
      );
      return {
        goalId: goal.goalId,
        text: goal.text,
        days: GOAL_WINDOWS.map((window) => ago.filter((days) => days >= 0 && days < window).length),
      };
    });
}

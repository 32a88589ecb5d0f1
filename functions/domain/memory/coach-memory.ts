import { daysBetween, localDateIn } from '#shared/calendar';
import { listGoals } from '../../data/goals';
import { latestDailyCheckIn } from '../../data/daily-check-ins';
import { listMemories } from '../../data/memories';
import type { CoachMemory } from '../../providers/coach';

/**
 * What the coach is told it remembers: the active goals, the latest daily check-in and
 * the notes, read side by side (three small reads of the user's partition). The caller decides
 * whether the user's coach remembers at all (shared/memory.ts `remembers`).
 */
export async function loadCoachMemory(uid: string, now: Date = new Date()): Promise<CoachMemory> {
  const [goals, checkIn, notes] = await Promise.all([listGoals(uid), latestDailyCheckIn(uid), listMemories(uid)]);
  return {
    goals: goals.filter((goal) => goal.status === 'active').map(({ text, chatGoal }) => ({ text, chatGoal })),
    ...(checkIn && {
      lastCheckIn: { daysAgo: Math.max(0, daysBetween(checkIn.date, localDateIn(now, checkIn.timeZone))), mood: checkIn.mood },
    }),
    notes: notes.map((note) => note.text),
  };
}

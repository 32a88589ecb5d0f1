import { createHash } from 'node:crypto';

/**
 * The general suggestions of the weekly summary e-mail: kind, small, for anyone. None is about
 * the person's mental health or their sessions, since an inbox is shared and read over shoulders
 * (SAFETY.md 15); the e-mail never says more about them than how many sessions they had.
 */
export const WEEKLY_SUGGESTIONS = [
  'Take a ten-minute walk outside and notice five things you can see.',
  'Write down one thing that went well this week, however small.',
  'Send a friendly message to someone you have not talked to in a while.',
  'Set aside twenty minutes for something you enjoy, just for you.',
  'Put your phone away during one meal and take your time with it.',
  'Try going to bed fifteen minutes earlier one night this week.',
  'Drink a glass of water and take three slow breaths before your next task.',
  'Stretch for two minutes whenever you finish a block of work or study.',
] as const;

/** The suggestion of a user's week: fixed for that user and week (a retry gets the same), varied across both. */
export function suggestionFor(uid: string, week: string): string {
  const index = createHash('sha256').update(`${uid}\0${week}`).digest().readUInt32BE(0) % WEEKLY_SUGGESTIONS.length;
  return WEEKLY_SUGGESTIONS[index]!;
}

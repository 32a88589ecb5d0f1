import type { GoalSuggestion } from '#shared/schemas/goals';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/goals/suggestion/{chatId} — a goal suggested from the chat, or null when none fits; saves nothing. */
export async function suggestGoal(chatId: string, signal?: AbortSignal): Promise<GoalSuggestion | null> {
  const { suggestion } = await api(routes.suggestGoal, { params: { chatId }, ...(signal && { signal }) });
  return suggestion;
}

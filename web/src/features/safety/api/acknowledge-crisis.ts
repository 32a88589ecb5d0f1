import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/bot/crisis-ack/{chatId} — the user has seen the crisis screen of this chat (SAFETY.md 2). */
export const acknowledgeCrisis = (chatId: string) => api(routes.acknowledgeCrisis, { params: { chatId } });

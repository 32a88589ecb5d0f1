import type { BoardResponse } from '#shared/schemas/buddies';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** The week's board: the user's own entry, each buddy's, what the user shares, and the cheers they received. */
export type Board = Omit<BoardResponse, 'success'>;

/** GET /api/buddies. */
export async function getBoard(signal?: AbortSignal): Promise<Board> {
  const { me, buddies, share, cheers } = await api(routes.getBuddyBoard, signal ? { signal } : undefined);
  return { me, buddies, share, cheers };
}

/** The Buddies page's data; `setData` puts a change (a switch, a removed buddy) in place without a reload. */
export const useBoard = () => useQuery(getBoard);

import type { IncomingMessage, ServerResponse } from 'node:http';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '../shared/calendar';
import { db, tableName } from '../functions/data/client';
import { dailyCheckInKey, listDailyCheckIns, putDailyCheckIn } from '../functions/data/daily-check-ins';
import { readJsonBody, sendJson } from './http-json';

/**
 * Days passing on a laptop (issue 21): POST /api/dev/check-ins/rewind `{ uid, days }` moves a
 * user's daily check-ins that many days back, as if they had been made then, so a journey can
 * check in on three days without waiting for them (the API accepts only today's date). Never
 * mounted in AWS.
 */

export const CHECK_INS_REWIND_PATH = '/api/dev/check-ins/rewind';

/** Moves every daily check-in of `uid` back by `days` (oldest first, so no move lands on one not yet moved). */
export async function rewindCheckIns(uid: string, days: number): Promise<number> {
  const checkIns = await listDailyCheckIns(uid);
  for (const checkIn of checkIns) {
    await putDailyCheckIn(uid, { ...checkIn, date: addDays(checkIn.date, -days) });
    await db().send(new DeleteCommand({ TableName: tableName(), Key: dailyCheckInKey(uid, checkIn.date) }));
  }
  return checkIns.length;
}

export async function checkInsRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'POST' || url.pathname !== CHECK_INS_REWIND_PATH) return false;
  const { uid, days } = await readJsonBody(req);
  if (typeof uid !== 'string' || !uid || typeof days !== 'number' || !Number.isInteger(days) || days < 1) {
    sendJson(res, 400, { success: false, message: 'Send { "uid": "...", "days": 1 }.' });
    return true;
  }
  sendJson(res, 200, { success: true, moved: await rewindCheckIns(uid, days) });
  return true;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '#shared/calendar';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from '../functions/data/client';
import { dailyCheckInKey, listDailyCheckIns, putDailyCheckIn } from '../functions/data/daily-check-ins';
import { isProfileItem, profileKey, userPartition } from '../functions/data/user-partition';
import { readJsonBody, sendJson } from './http-json';

/**
 * Time passing on a laptop, so a journey need not wait for it: each route moves one user's stored
 * times back, as if hours or days had gone by, and the job the times feed (dev/jobs.ts) then finds
 * them due. Never mounted in AWS.
 * - POST /api/dev/follow-ups/rewind `{ uid, hours }`: a day without coming back after a very hard
 *   moment, for the check-in e-mail (followUps).
 * - POST /api/dev/reminders/rewind `{ uid, minutes }`: the daily reminder's time, a few minutes ago
 *   (checkInReminders).
 * - POST /api/dev/check-ins/rewind `{ uid, days }`: daily check-ins made days ago (the API accepts
 *   only today's date, or yesterday's), for streaks and progress.
 */

const FOLLOW_UPS_REWIND_PATH = '/api/dev/follow-ups/rewind';
const REMINDERS_REWIND_PATH = '/api/dev/reminders/rewind';
const CHECK_INS_REWIND_PATH = '/api/dev/check-ins/rewind';
const HOUR_MS = 3_600_000;

const earlier = (value: unknown, ms: number): string | undefined =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(Date.parse(value) - ms).toISOString() : undefined;

/**
 * Moves a user's follow-up times back by `hours`: every chat's `crisisAt`, the follow-up item's
 * `crisisAt` and `dueAt`, and the profile's `lastActiveAt`, as if that much time had passed.
 */
export async function rewindFollowUp(uid: string, hours: number): Promise<void> {
  const ms = hours * HOUR_MS;
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userPartition(uid) },
    }),
  );
  const { Item: profile } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKey(uid) }));
  const changed = Items.filter((item) => !isProfileItem(item)).flatMap((item) => {
    const moved = { ...item };
    for (const name of ['crisisAt', 'dueAt'] as const) moved[name] = earlier(item[name], ms) ?? item[name];
    return moved.crisisAt === item.crisisAt ? [] : [moved];
  });
  if (profile?.lastActiveAt) changed.push({ ...profile, lastActiveAt: earlier(profile.lastActiveAt, ms) });
  for (const Item of changed) await db().send(new PutCommand({ TableName: tableName(), Item }));
}

/** POST /api/dev/follow-ups/rewind `{ uid, hours }` moves a user's times back. */
async function followUpsRewindRoute(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const { uid, hours } = await readJsonBody(req);
  if (typeof uid !== 'string' || !uid || typeof hours !== 'number' || !(hours > 0)) {
    sendJson(res, 400, { success: false, message: 'Send { "uid": "...", "hours": 25 }.' });
    return true;
  }
  await rewindFollowUp(uid, hours);
  sendJson(res, 200, { success: true });
  return true;
}

/**
 * Makes `uid`'s reminder due `minutes` ago, if it is on (a user without one is left alone).
 * @returns false when the user has no reminder to move.
 */
export async function rewindReminder(uid: string, minutes: number, nowMs: number = Date.now()): Promise<boolean> {
  const due = tableSchema.checkInReminderIndex.sortKey;
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET #due = :due',
        ConditionExpression: 'attribute_exists(#due)',
        ExpressionAttributeNames: { '#due': due },
        ExpressionAttributeValues: { ':due': new Date(nowMs - minutes * 60_000).toISOString() },
      }),
    );
    return true;
  }, false);
}

/** POST /api/dev/reminders/rewind `{ uid, minutes }` makes a user's reminder due. */
async function remindersRewindRoute(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const { uid, minutes = 1 } = await readJsonBody(req);
  if (typeof uid !== 'string' || !uid || typeof minutes !== 'number' || !(minutes >= 0)) {
    sendJson(res, 400, { success: false, message: 'Send { "uid": "...", "minutes": 1 }.' });
    return true;
  }
  const moved = await rewindReminder(uid, minutes);
  sendJson(res, moved ? 200 : 404, moved ? { success: true } : { success: false, message: 'This user has no check-in reminder on.' });
  return true;
}

/** Moves every daily check-in of `uid` back by `days` (oldest first, so no move lands on one not yet moved). */
export async function rewindCheckIns(uid: string, days: number): Promise<number> {
  const checkIns = await listDailyCheckIns(uid);
  for (const checkIn of checkIns) {
    await putDailyCheckIn(uid, { ...checkIn, date: addDays(checkIn.date, -days) });
    await db().send(new DeleteCommand({ TableName: tableName(), Key: dailyCheckInKey(uid, checkIn.date) }));
  }
  return checkIns.length;
}

/** POST /api/dev/check-ins/rewind `{ uid, days }` moves a user's daily check-ins back. */
async function checkInsRewindRoute(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const { uid, days } = await readJsonBody(req);
  if (typeof uid !== 'string' || !uid || typeof days !== 'number' || !Number.isInteger(days) || days < 1) {
    sendJson(res, 400, { success: false, message: 'Send { "uid": "...", "days": 1 }.' });
    return true;
  }
  sendJson(res, 200, { success: true, moved: await rewindCheckIns(uid, days) });
  return true;
}

const REWINDS: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<boolean>> = {
  [FOLLOW_UPS_REWIND_PATH]: followUpsRewindRoute,
  [REMINDERS_REWIND_PATH]: remindersRewindRoute,
  [CHECK_INS_REWIND_PATH]: checkInsRewindRoute,
};

/** The local API server's route for the three rewinds above. */
export async function rewindRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const rewind = req.method === 'POST' ? REWINDS[url.pathname] : undefined;
  return rewind ? rewind(req, res) : false;
}

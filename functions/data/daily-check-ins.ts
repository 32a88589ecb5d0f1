import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DailyCheckIn } from '#shared/schemas/check-ins';
import { db, tableName } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { withNoteSafety } from './note-safety';
import { userPartition } from './user-partition';

/**
 * The daily check-ins: `USER#<uid> / CHECKIN#<YYYY-MM-DD>`, one per local date, so a
 * second check-in the same day replaces the first and a Query lists them by date. Not to be
 * confused with the early-detection cards of data/check-ins.ts (`CHECK_IN_SEEN#`).
 */

const CHECK_IN_PREFIX = 'CHECKIN#';
export const dailyCheckInKey = (uid: string, date: string): ItemKey => ({ pk: userPartition(uid), sk: `${CHECK_IN_PREFIX}${date}` });

/** Whether an item of the user's partition is a daily check-in. */
export const isDailyCheckInItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(CHECK_IN_PREFIX);

export function dailyCheckInOf(item: Record<string, unknown>): DailyCheckIn {
  return {
    date: String(item.date),
    timeZone: String(item.timeZone),
    mood: Number(item.mood),
    ...(typeof item.note === 'string' && { note: item.note }),
    goalIds: Array.isArray(item.goalIds) ? item.goalIds.map(String) : [],
    updatedAt: String(item.updatedAt),
    ...withNoteSafety(item),
  };
}

/** Every check-in of the user, oldest date first (a few hundred small items a year). */
export async function listDailyCheckIns(uid: string): Promise<DailyCheckIn[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: CHECK_IN_PREFIX })).map(dailyCheckInOf);
}

/** A check-in's date and time zone only: what a buddy may learn from it, never its mood or note. */
export interface CheckInDay {
  date: string;
  timeZone: string;
}

/** The dates (and zones) of every check-in of the user, oldest first, reading nothing else of them. */
export async function listCheckInDays(uid: string): Promise<CheckInDay[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: CHECK_IN_PREFIX, attributes: ['date', 'timeZone'] });
  return items.map((item) => ({ date: String(item.date), timeZone: String(item.timeZone) }));
}

/** The time zone of the user's latest check-in (where their day is), or undefined before the first. */
export async function latestCheckInZone(uid: string): Promise<string | undefined> {
  return (await latestDailyCheckIn(uid))?.timeZone;
}

/** The user's latest check-in (by date), or undefined before the first: one item read. */
export async function latestDailyCheckIn(uid: string): Promise<DailyCheckIn | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(uid), ':prefix': CHECK_IN_PREFIX },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? dailyCheckInOf(item) : undefined;
}

/**
 * Stores the day's check-in in place of any earlier one of the same date and answers it as stored.
 * The crisis flag an earlier note of the day raised stays (data/note-safety.ts): rewriting the
 * note never clears it; a check-in given with a flag (one moved to another day) brings it along.
 */
export async function putDailyCheckIn(uid: string, checkIn: DailyCheckIn): Promise<DailyCheckIn> {
  const { note, ...fields } = checkIn;
  const stored = { type: 'DailyCheckIn', ...fields, ...(note !== undefined && { note }) };
  const names = Object.fromEntries(Object.keys(stored).map((field) => [`#${field}`, field]));
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: dailyCheckInKey(uid, checkIn.date),
      UpdateExpression: `SET ${Object.keys(stored)
        .map((field) => `#${field} = :${field}`)
        .join(', ')}${note === undefined ? ' REMOVE #note' : ''}`,
      ExpressionAttributeNames: { ...names, '#note': 'note' },
      ExpressionAttributeValues: Object.fromEntries(Object.entries(stored).map(([field, value]) => [`:${field}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return dailyCheckInOf(Attributes ?? {});
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from '../functions/data/client';
import { profileKey } from '../functions/data/user-partition';
import { runReminders, type ReminderRun } from '../functions/domain/reminders/run-reminders';
import { tableSchema } from '../shared/table-schema';
import { readJsonBody, sendJson } from './http-json';

/**
 * The daily check-in reminders on a laptop (issue 21): the job the queue's consumer Lambda runs
 * for each 15-minute tick (functions/jobs/check-in-reminders.ts), in the local API server's
 * process, whose mailbox the e-mails land in; dev/jobs.ts runs it on the job table's schedule and
 * on `npm run job -- checkInReminders`. POST /api/dev/reminders/rewind makes one user's reminder
 * due a few minutes ago, so a journey need not wait for the time it chose. Never mounted in AWS.
 */

const REWIND_PATH = '/api/dev/reminders/rewind';

export type { ReminderRun };

/** Runs the reminder job once, as each tick does; answers what it did. */
export const runRemindersNow = (nowMs: number = Date.now()): Promise<ReminderRun> => runReminders(nowMs);

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
export async function remindersRewindRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'POST' || url.pathname !== REWIND_PATH) return false;
  const { uid, minutes = 1 } = await readJsonBody(req);
  if (typeof uid !== 'string' || !uid || typeof minutes !== 'number' || !(minutes >= 0)) {
    sendJson(res, 400, { success: false, message: 'Send { "uid": "...", "minutes": 1 }.' });
    return true;
  }
  const moved = await rewindReminder(uid, minutes);
  sendJson(res, moved ? 200 : 404, moved ? { success: true } : { success: false, message: 'This user has no check-in reminder on.' });
  return true;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../functions/data/client';
import { isProfileItem, profileKey, userPartition } from '../functions/data/user-partition';
import { runFollowUps, type FollowUpRun } from '../functions/domain/follow-up/run-follow-ups';
import { readJsonBody, sendJson } from './http-json';

/**
 * The check-in e-mail's follow-ups on a laptop (issue 20): the job the queue's consumer Lambda
 * runs for each hourly tick (functions/jobs/follow-ups.ts), in the local API server's process,
 * whose mailbox the e-mails land in; dev/jobs.ts runs it on the job table's schedule and on
 * `npm run job -- followUps`. POST /api/dev/follow-ups/rewind moves one user's stored times back,
 * so a journey can see a day pass. Never mounted in AWS.
 */

const REWIND_PATH = '/api/dev/follow-ups/rewind';
const HOUR_MS = 3_600_000;

export type { FollowUpRun };

/** Runs the follow-up job once, as each hourly tick does; answers what it did. */
export const runFollowUpsNow = (nowMs: number = Date.now()): Promise<FollowUpRun> => runFollowUps(nowMs);

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
export async function followUpsRewindRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'POST' || url.pathname !== REWIND_PATH) return false;
  const { uid, hours } = await readJsonBody(req);
  if (typeof uid !== 'string' || !uid || typeof hours !== 'number' || !(hours > 0)) {
    sendJson(res, 400, { success: false, message: 'Send { "uid": "...", "hours": 25 }.' });
    return true;
  }
  await rewindFollowUp(uid, hours);
  sendJson(res, 200, { success: true });
  return true;
}

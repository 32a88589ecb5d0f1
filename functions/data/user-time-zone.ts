import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from './client';
import { profileKey } from './user-partition';

/**
 * The time zone the user's days are counted in, kept on the profile item (`timeZone`, and while
 * a change waits for its first day `nextTimeZone` and `nextTimeZoneFrom`). The rules are in
 * functions/domain/check-ins/user-day.ts.
 */
export interface UserTimeZone {
  /** An IANA name. */
  timeZone: string;
  /** A change not in effect yet: `timeZone` from `from`, a date in that zone. */
  next?: { timeZone: string; from: string };
}

const NAMES = { '#zone': 'timeZone', '#next': 'nextTimeZone', '#from': 'nextTimeZoneFrom' };

/** The user's time zone, or undefined until one is known. */
export async function getUserTimeZone(uid: string): Promise<UserTimeZone | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: '#zone, #next, #from',
      ExpressionAttributeNames: NAMES,
      ConsistentRead: true,
    }),
  );
  return userTimeZoneOf(Item);
}

/** The time zone a stored profile item holds, or undefined until one is known. */
export function userTimeZoneOf(item: Record<string, unknown> | undefined): UserTimeZone | undefined {
  if (typeof item?.timeZone !== 'string') return undefined;
  const { timeZone, nextTimeZone, nextTimeZoneFrom } = item;
  return typeof nextTimeZone === 'string' && typeof nextTimeZoneFrom === 'string'
    ? { timeZone, next: { timeZone: nextTimeZone, from: nextTimeZoneFrom } }
    : { timeZone };
}

/** Whether two records say the same. */
export const sameTimeZone = (a: UserTimeZone | undefined, b: UserTimeZone | undefined): boolean =>
  a?.timeZone === b?.timeZone && a?.next?.timeZone === b?.next?.timeZone && a?.next?.from === b?.next?.from;

/**
 * Stores `zone` in place of `read`, only if the profile still holds `read`: two requests from two
 * zones at once cannot both set the first zone, or both start a change.
 * @returns false when another request changed it first, or the user has no profile.
 */
export async function replaceUserTimeZone(uid: string, read: UserTimeZone | undefined, zone: UserTimeZone): Promise<boolean> {
  const values: Record<string, string> = { ':zone': zone.timeZone };
  const sets = ['#zone = :zone'];
  if (zone.next) {
    sets.push('#next = :next', '#from = :from');
    Object.assign(values, { ':next': zone.next.timeZone, ':from': zone.next.from });
  }
  const conditions = ['attribute_exists(pk)'];
  if (!read) conditions.push('attribute_not_exists(#zone)');
  else {
    conditions.push('#zone = :readZone');
    values[':readZone'] = read.timeZone;
    if (!read.next) conditions.push('attribute_not_exists(#next)');
    else {
      conditions.push('#next = :readNext', '#from = :readFrom');
      Object.assign(values, { ':readNext': read.next.timeZone, ':readFrom': read.next.from });
    }
  }
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: `SET ${sets.join(', ')}${zone.next ? '' : ' REMOVE #next, #from'}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  }, false);
}

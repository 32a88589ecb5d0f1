import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { noteSafety, type NoteSafety } from '#shared/schemas/crisis';
import { db, tableName, unlessConditionFails } from './client';
import type { ItemKey } from './item-keys';

/**
 * The crisis flag of a note the user wrote (a check-in, a goal, a memory note), kept on the note's
 * own item as `safety` (docs/safety.md "Notes the user writes"), as a chat keeps its flag: a
 * rewrite of the note never clears it (SAFETY.md 5, 14), a later reading replaces it only when it
 * is as serious or more (tiers a < b < c compare as text), and acknowledging the crisis screen
 * closes the screen while the tier and the help stay.
 */

/** `{ safety }` with the flag an item holds, or nothing when it has none (or none this code can read). */
export function withNoteSafety(item: Record<string, unknown>): { safety?: NoteSafety } {
  if (item.safety === undefined) return {};
  const parsed = z.safeParse(noteSafety, item.safety);
  return parsed.success ? { safety: parsed.data } : {};
}

/**
 * Keeps a fresh reading on the note unless the note already holds a more serious one.
 * @returns whether the reading was stored (false too when the note is gone).
 */
export async function keepNoteSafety(key: ItemKey, safety: NoteSafety): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #safety = :safety',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#safety) OR #safety.#tier <= :tier)',
        ExpressionAttributeNames: { '#safety': 'safety', '#tier': 'tier' },
        ExpressionAttributeValues: { ':safety': safety, ':tier': safety.tier },
      }),
    );
    return true;
  }, false);
}

/**
 * Closes the crisis screen a note opened, for good; the flag stays. A note that was never flagged
 * has nothing to close and is left as it is.
 * @returns false when there is no such note.
 */
export async function acknowledgeNoteCrisis(key: ItemKey): Promise<boolean> {
  const closed = await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #safety.#screen = :false',
        ConditionExpression: 'attribute_exists(#safety)',
        ExpressionAttributeNames: { '#safety': 'safety', '#screen': 'crisisScreen' },
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    return true;
  }, false);
  if (closed) return true;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ProjectionExpression: 'pk' }));
  return Item !== undefined;
}

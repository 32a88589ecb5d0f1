import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Who5Result } from '#shared/schemas/check-ins';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The weekly WHO-5 results: `USER#<uid> / WHO5#<YYYY-Www>`, keyed by ISO week, so a
 * conditional put keeps one per week and a Query lists them oldest first.
 */

const WHO5_PREFIX = 'WHO5#';
export const who5Key = (uid: string, week: string): ItemKey => ({ pk: userPartition(uid), sk: `${WHO5_PREFIX}${week}` });

/** Whether an item of the user's partition is a WHO-5 result. */
export const isWho5Item = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(WHO5_PREFIX);

export function who5ResultOf(item: Record<string, unknown>): Who5Result {
  return {
    week: String(item.week),
    date: String(item.date),
    answers: Array.isArray(item.answers) ? item.answers.map(Number) : [],
    score: Number(item.score),
    low: item.low === true,
    createdAt: String(item.createdAt),
  };
}

/** Every result of the user, oldest week first. */
export async function listWho5Results(uid: string): Promise<Who5Result[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: WHO5_PREFIX })).map(who5ResultOf);
}

/** Stores the week's result; 'taken' (and nothing written) when the week has one already. */
export async function putNewWho5Result(uid: string, result: Who5Result): Promise<'stored' | 'taken'> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...who5Key(uid, result.week), type: 'Who5Result', ...result },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'stored' as const;
  }, 'taken' as const);
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CrisisTier } from '#shared/safety';
import { db, tableName } from './client';
import { forEachPage } from './item-keys';

/**
 * Crisis referrals counted without identifying anyone (SAFETY.md 5), for the annual report
 * California asks for: one item per UTC day and tier, `REFERRALS / DAY#<yyyy-mm-dd>#TIER#<tier>`,
 * holding only a `count`. No uid, chat id or time of day is stored, so a count cannot be traced
 * back to a person. Referrals are rare, so one partition takes every write comfortably.
 */

const PARTITION = 'REFERRALS';

/** The UTC day of a time, `yyyy-mm-dd`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The key of one day's count of one tier. */
export const referralKey = (day: string, tier: CrisisTier) => ({ pk: PARTITION, sk: `DAY#${day}#TIER#${tier}` });

/** Counts one referral (a reply with the crisis resources) of `tier` on the UTC day of `at`. */
export async function countReferral(tier: CrisisTier, at: Date = new Date()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: referralKey(utcDay(at), tier),
      // `count` is a DynamoDB reserved word.
      UpdateExpression: 'ADD #count :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

export interface ReferralCount {
  /** UTC day, `yyyy-mm-dd`. */
  day: string;
  tier: CrisisTier;
  count: number;
}

/** The counts of every day from `fromDay` to `toDay` (both UTC `yyyy-mm-dd`, inclusive), oldest first. */
export async function referralCounts(fromDay: string, toDay: string): Promise<ReferralCount[]> {
  const counts: ReferralCount[] = [];
  await forEachPage(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // '~' sorts after '#', so the last day's tiers are all included.
      ExpressionAttributeValues: { ':pk': PARTITION, ':from': `DAY#${fromDay}`, ':to': `DAY#${toDay}~` },
    },
    (page) => {
      for (const item of page.Items ?? []) {
        const [, day, , tier] = String(item.sk).split('#');
        counts.push({ day: day!, tier: tier as CrisisTier, count: Number(item.count) });
      }
    },
  );
  return counts;
}

/**
 * Every item a user owns lives in the partition `USER#<uid>`, so a query can never reach another
 * user's data and deleting an account is one Query plus deletes. Only data modules call this.
 */
export const userPartition = (uid: string): string => `USER#${uid}`;

const PROFILE_SK = 'PROFILE';

/**
 * The key of the user's profile item: their details (data/users.ts) and their billing state
 * (data/billing.ts) are attributes of the same item.
 */
export const profileKey = (uid: string) => ({ pk: userPartition(uid), sk: PROFILE_SK });

/** Whether an item of the user's partition is their profile. */
export const isProfileItem = (item: Record<string, unknown>): boolean => item.sk === PROFILE_SK;

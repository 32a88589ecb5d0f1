/**
 * Every item a user owns lives in the partition `USER#<uid>`, so a query can never reach another
 * user's data and deleting an account is one Query plus deletes. Only data modules call this.
 */
export const userPartition = (uid: string): string => `USER#${uid}`;

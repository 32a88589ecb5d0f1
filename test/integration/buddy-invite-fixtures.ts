import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putBuddyLink } from '../../functions/data/buddies';
import { hashInviteToken, newInviteToken, putInvitation, putSentInvite } from '../../functions/data/buddy-invites';
import { db, tableName } from '../../functions/data/client';
import { putSession } from '../../functions/data/sessions';
import { newTimeId } from '../../functions/data/time-id';
import { createProfile } from '../../functions/data/users';
import { BUDDY_LIMITS } from '#shared/buddies';
import type { AgeConfirmation } from '#shared/safety';
import { fakeSessionCookie } from '../fixtures/session-cookie';
import { Caller } from './api';
import { itemsOfUser, profileOf } from './table';

/**
 * Buddy fixtures written straight to the table through the data modules: many signed-in users at
 * once (a profile and a stored session, without the Auth Emulator's sign-up) and invitations past
 * the routes' rate limits, for the caps and the race.
 */

const DAY_MS = 86_400_000;

/**
 * A signed-in user made in the table, optionally with `buddies` links to made-up people already.
 * An adult unless `ageConfirmation` says otherwise; null for an account that has not answered yet.
 */
export async function seedBuddyUser(
  baseUrl: string,
  label: string,
  options: { buddies?: number; ageConfirmation?: AgeConfirmation | null; firstName?: string; email?: string } = {},
): Promise<{ caller: Caller; uid: string; email: string }> {
  const uid = `${label}-${newTimeId()}`;
  const email = options.email ?? `${uid.toLowerCase()}@example.com`;
  const ageConfirmation = options.ageConfirmation === undefined ? 'adult' : options.ageConfirmation;
  await createProfile({
    uid,
    email,
    firstName: options.firstName ?? 'Racer',
    lastName: 'Test',
    provider: 'Email',
    ...(ageConfirmation && { ageConfirmation }),
    createdAt: new Date().toISOString(),
  });
  const token = fakeSessionCookie({ uid });
  await putSession(token, { uid, refreshToken: 'seeded', createdAt: Date.now(), expiresAt: Math.floor(Date.now() / 1000) + 3600 });
  const buddies = options.buddies ?? 0;
  for (let i = 0; i < buddies; i++) {
    await putBuddyLink(uid, { buddyId: newTimeId(), buddyUid: `made-up-${i}`, firstName: 'Pal', since: new Date().toISOString() });
  }
  if (buddies) await setBuddyCount(uid, buddies);
  const caller = new Caller(baseUrl);
  caller.cookies.set('token', token);
  caller.cookies.set('uid', uid);
  return { caller, uid, email };
}

/** `count` pending invitations from `inviterUid`, as the create route stores them; their tokens. */
export async function seedInvitations(inviterUid: string, inviterFirstName: string, count: number): Promise<string[]> {
  const expiresAt = new Date(Math.floor((Date.now() + BUDDY_LIMITS.inviteDays * DAY_MS) / 1000) * 1000).toISOString();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const token = newInviteToken();
      const tokenHash = hashInviteToken(token);
      const inviteId = newTimeId();
      const createdAt = new Date().toISOString();
      await putInvitation(tokenHash, { inviteId, inviterUid, inviterFirstName, inviterAgeConfirmation: 'adult', createdAt, expiresAt });
      await putSentInvite(inviterUid, { inviteId, tokenHash, createdAt, expiresAt });
      return token;
    }),
  );
}

/** Sets the profile's place count, as if that many links had been made. */
export async function setBuddyCount(uid: string, count: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `USER#${uid}`, sk: 'PROFILE' },
      UpdateExpression: 'SET buddyCount = :count',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

export const buddyCountOf = async (uid: string): Promise<number> => Number((await profileOf(uid))?.buddyCount ?? 0);

/** The user's link items (`BUDDY#…`). */
export const buddyItemsOf = async (uid: string): Promise<Array<Record<string, unknown>>> =>
  (await itemsOfUser(uid)).filter((item) => String(item.sk).startsWith('BUDDY#'));

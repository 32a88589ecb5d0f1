import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { addressAgeGroupKey } from '../../functions/data/address-age-groups';
import { putBuddyLink } from '../../functions/data/buddies';
import { putBlock } from '../../functions/data/buddy-blocks';
import { putCheerOnce } from '../../functions/data/buddy-cheers';
import { hashInviteToken, invitationKey, newInviteToken, putInvitation } from '../../functions/data/buddy-invites';
import { db, tableName } from '../../functions/data/client';
import { newTimeId } from '../../functions/data/time-id';
import { createProfile } from '../../functions/data/users';
import { itemsOf, itemsOfUser, profileOf } from './table';

/**
 * The one-off migration of names stored before the name rule (scripts/clean-names.ts), run as an
 * operator runs it, twice, against the local table: the first run cleans every stored name with
 * the rule's own cleaning and records each account's address age group; the second finds nothing
 * to do. Its output is counts only.
 */

const ROOT = resolve(__dirname, '../..');

const NOTICE = 'Account suspended! Restore it at https://evil.example/restore';
const NOTICE_CLEANED = 'Account suspended Restore it at httpsevi';

/** Runs the script in a process of its own; asynchronously, as the local table answers from this one. */
async function runMigration(): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/clean-names.ts'], {
    cwd: ROOT,
    env: process.env,
    timeout: 60_000,
  });
  return stdout + stderr;
}

/** A profile written as accounts were before the rule, with the copies of its name buddies keep. */
async function seedOldAccount(): Promise<{ uid: string; email: string; tokenHash: string; buddyUid: string }> {
  const uid = `old-${newTimeId()}`;
  const buddyUid = `buddy-${newTimeId()}`;
  const email = `${uid.toLowerCase()}@example.com`;
  const at = new Date().toISOString();
  await createProfile({
    uid,
    email,
    firstName: NOTICE,
    lastName: '\u202EZebedee\u0000',
    provider: 'Email',
    ageConfirmation: 'guardian',
    createdAt: at,
  });
  // Made before addresses had their age group recorded.
  await db().send(new DeleteCommand({ TableName: tableName(), Key: addressAgeGroupKey(email) }));
  await putBuddyLink(buddyUid, { buddyId: newTimeId(), buddyUid: uid, firstName: NOTICE, since: at });
  await putCheerOnce(buddyUid, { buddyId: newTimeId(), fromFirstName: 'Ro\u0007bin 2', cheerId: 'proud', at }, new Date());
  await putBlock({ blockerUid: buddyUid, blockerEmail: `${buddyUid}@example.com`, blockedUid: uid, firstName: 'Ro\u202Ebin', at });
  const tokenHash = hashInviteToken(newInviteToken());
  await putInvitation(tokenHash, { inviteId: newTimeId(), inviterUid: uid, inviterFirstName: NOTICE, createdAt: at, expiresAt: at });
  return { uid, email, tokenHash, buddyUid };
}

describe('scripts/clean-names.ts', () => {
  it('cleans every stored name and records each address’s age group; a second run changes nothing', async () => {
    const old = await seedOldAccount();

    const first = await runMigration();
    const second = await runMigration();

    expect(await profileOf(old.uid)).toMatchObject({ firstName: NOTICE_CLEANED, lastName: 'Zebedee' });
    const copies = await itemsOfUser(old.buddyUid);
    expect(copies.map((item) => item.firstName ?? item.fromFirstName).sort()).toEqual([NOTICE_CLEANED, 'Robin', 'Robin'].sort());
    expect(await itemsOf(invitationKey(old.tokenHash).pk)).toEqual([expect.objectContaining({ inviterFirstName: NOTICE_CLEANED })]);
    expect(await itemsOf(addressAgeGroupKey(old.email).pk)).toEqual([expect.objectContaining({ uid: old.uid, ageGroup: 'minor' })]);
    expect(first).toMatch(/\b[1-9]\d* cleaned\b/);
    expect(first).toMatch(/age group of [1-9]\d* address/);
    expect(second).toMatch(/\b0 cleaned\b/);
    expect(second).toMatch(/age group of 0 addresses/);
    for (const output of [first, second]) {
      expect(output).not.toMatch(/Account suspended|Zebedee|Robin|evil\.example|@example\.com/);
    }
  });
});

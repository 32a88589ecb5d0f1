import { pathToFileURL } from 'node:url';
import { buddyPlacesTaken, listBuddyLinks, putBuddyLink, takeBuddyPlace } from '../functions/data/buddies';
import { hashInviteToken, newInviteToken, putInvitation, putSentInvite } from '../functions/data/buddy-invites';
import { newTimeId } from '../functions/data/time-id';
import { createProfile } from '../functions/data/users';
import { acceptInvite } from '../functions/domain/buddies/answer-invite';
import { BUDDY_LIMITS } from '#shared/buddies';
import { withBenchTable } from './bench-table';

/**
 * The invite race: an inviter with four buddies, 100 invitations, and their 100
 * invitees accepting at the same moment, through the accept flow the route runs, against dynalite
 * in memory. Every round must end with exactly five buddies and a count of five (the conditional
 * place count); it prints each round's outcome and time, and fails otherwise. dynalite is a
 * single-process stand-in, so the time says how the code behaves, not how long AWS takes.
 * Run alone with `npx tsx scripts/bench-buddies-race.ts` (`BENCH_BUDDY_ROUNDS`, default 5).
 */

const INVITEES = 100;
const ROUNDS = Number(process.env.BENCH_BUDDY_ROUNDS) || 5;
const TABLE = 'bench-buddies';
const DAY_MS = 86_400_000;

async function profile(uid: string): Promise<void> {
  await createProfile({
    uid,
    email: `${uid}@example.com`,
    firstName: 'Sam',
    lastName: 'Bench',
    provider: 'Email',
    ageConfirmation: 'adult',
    createdAt: new Date().toISOString(),
  });
}

/** One round: a fresh inviter with four buddies and 100 invitations, accepted at once. */
async function round(
  index: number,
  invitees: readonly string[],
): Promise<{ ms: number; accepted: number; refused: number; count: number; links: number }> {
  const inviterUid = `bench-inviter-${index}`;
  await profile(inviterUid);
  for (let i = 0; i < BUDDY_LIMITS.max - 1; i++) {
    await putBuddyLink(inviterUid, {
      buddyId: newTimeId(),
      buddyUid: `bench-pal-${index}-${i}`,
      firstName: 'Pal',
      since: new Date().toISOString(),
    });
  }
  for (let i = 0; i < BUDDY_LIMITS.max - 1; i++) await takeBuddyPlace(inviterUid);
  const expiresAt = new Date(Math.floor((Date.now() + BUDDY_LIMITS.inviteDays * DAY_MS) / 1000) * 1000).toISOString();
  const tokens = await Promise.all(
    invitees.map(async () => {
      const token = newInviteToken();
      const tokenHash = hashInviteToken(token);
      const inviteId = newTimeId();
      const createdAt = new Date().toISOString();
      await putInvitation(tokenHash, {
        inviteId,
        inviterUid,
        inviterFirstName: 'Robin',
        inviterAgeConfirmation: 'adult',
        createdAt,
        expiresAt,
      });
      await putSentInvite(inviterUid, { inviteId, tokenHash, createdAt, expiresAt });
      return token;
    }),
  );

  const started = performance.now();
  const outcomes = await Promise.allSettled(invitees.map((uid, i) => acceptInvite(uid, tokens[i]!)));
  const ms = performance.now() - started;
  const unexpected = outcomes.find((o) => o.status === 'rejected' && (o.reason as { status?: number }).status !== 409);
  if (unexpected) throw (unexpected as PromiseRejectedResult).reason;
  return {
    ms,
    accepted: outcomes.filter((o) => o.status === 'fulfilled').length,
    refused: outcomes.filter((o) => o.status === 'rejected').length,
    count: await buddyPlacesTaken(inviterUid),
    links: (await listBuddyLinks(inviterUid)).length,
  };
}

export async function benchBuddiesRace(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const invitees = Array.from({ length: INVITEES }, (_, i) => `bench-invitee-${i}`);
    for (const uid of invitees) await profile(uid);

    console.log(
      `\nBuddy invite race: ${INVITEES} accepts at once against an inviter with ${BUDDY_LIMITS.max - 1} buddies (dynalite in memory)`,
    );
    const failures: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const result = await round(i, invitees);
      const ok = result.accepted === 1 && result.count === BUDDY_LIMITS.max && result.links === BUDDY_LIMITS.max;
      console.log(
        `  round ${i + 1}: ${result.accepted} accepted, ${result.refused} refused; inviter ends with ${result.links} buddies, ` +
          `buddyCount ${result.count} ${ok ? '(ok)' : '(WRONG)'}, ${result.ms.toFixed(0)} ms`,
      );
      if (!ok) failures.push(`round ${i + 1}`);
    }
    if (failures.length) throw new Error(`the invite race made the wrong number of buddies in ${failures.join(', ')}`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchBuddiesRace();

import { CHEERS, NOTHING_SHARED } from '#shared/buddies';
import { utcDateOf } from '#shared/calendar';
import { BUDDY_NOT_FOUND_MESSAGE, CHEER_ALREADY_SENT_MESSAGE } from '#shared/error-messages';
import { putBuddyLink, takeBuddyPlace } from '../../functions/data/buddies';
import { newTimeId } from '../../functions/data/time-id';
import { deleteProfile } from '../../functions/data/users';
import { NOTHING_SHARED_ENCOURAGEMENT } from '../../functions/domain/buddies/encouragement';
import { runWeeklySummary } from '../../dev/weekly-summary';
import { mailsTo, startApi, type Caller } from './api';
import { startChat, uidOf, userWithPlan } from './chats';
import { itemsOfUser, profileOf } from './table';

/**
 * The buddies' board, sharing, cheers and removal against dynalite. Links are made
 * straight through the data module, one item on each side and a place taken on each, as accepting
 * an invitation does (the invitation routes have tests of their own).
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Entry {
  buddyId?: string;
  firstName: string;
  shared: Record<string, number>;
  encouragement: string;
}
interface Board {
  me: Entry;
  buddies: Entry[];
  share: Record<string, boolean>;
  cheers: Array<{ fromFirstName: string; cheerId: string; text: string; at: string }>;
}

const user = (label: string) => userWithPlan(api.baseUrl, 'Premium', label);

/** Makes two users buddies as an accepted invitation would: `aName` is how b sees a, and the other way round. */
async function makeBuddies(a: Caller, aName: string, b: Caller, bName: string): Promise<string> {
  const buddyId = newTimeId();
  const since = new Date().toISOString();
  expect(await takeBuddyPlace(uidOf(a))).toBe(true);
  expect(await takeBuddyPlace(uidOf(b))).toBe(true);
  await putBuddyLink(uidOf(a), { buddyId, buddyUid: uidOf(b), firstName: bName, since });
  await putBuddyLink(uidOf(b), { buddyId, buddyUid: uidOf(a), firstName: aName, since });
  return buddyId;
}

async function boardOf(caller: Caller): Promise<Board> {
  const res = await caller.get('/api/buddies');
  expect(res.status).toBe(200);
  return res.body as unknown as Board;
}

const buddyItems = async (caller: Caller, prefix: string) =>
  (await itemsOfUser(uidOf(caller))).filter((item) => String(item.sk).startsWith(prefix));

describe('the buddies’ board', () => {
  it('shares nothing by default: a buddy’s entry is empty, with a kind word that says nothing of them', async () => {
    // Prepare
    const ada = await user('board-default-a');
    const ben = await user('board-default-b');
    await ben.put(`/api/check-ins/${utcDateOf(new Date())}`, { timeZone: 'UTC', mood: 2, note: 'A private note' });
    const buddyId = await makeBuddies(ada, 'Ada', ben, 'Ben');

    // Act
    const board = await boardOf(ada);

    // Assess
    expect(board).toEqual({
      success: true,
      me: { firstName: 'Ada', shared: {}, encouragement: NOTHING_SHARED_ENCOURAGEMENT },
      buddies: [{ buddyId, firstName: 'Ben', shared: {}, encouragement: NOTHING_SHARED_ENCOURAGEMENT }],
      share: NOTHING_SHARED,
      cheers: [],
    });
  });

  it('shows a buddy exactly the items turned on, the same numbers as the owner’s own preview, and never titles, moods or notes', async () => {
    // Prepare: Ben checks in today, completes a goal and starts two sessions.
    const ada = await user('board-share-a');
    const ben = await user('board-share-b');
    const buddyId = await makeBuddies(ada, 'Ada', ben, 'Ben');
    await ben.put(`/api/check-ins/${utcDateOf(new Date())}`, { timeZone: 'UTC', mood: 2, note: 'A private note' });
    const goal = await ben.post('/api/goals', { text: 'Secret goal words', chatGoal: 2 });
    await ben.put(`/api/goals/${(goal.body.goal as { goalId: string }).goalId}`, { status: 'completed' });
    await startChat(ben);
    await startChat(ben);

    // Act: two items on, then the other two.
    const first = await ben.put('/api/buddies/share', { checkInDays: true, goalsCompleted: true });
    const seenFirst = await boardOf(ada);
    const ownFirst = await boardOf(ben);
    const second = await ben.put('/api/buddies/share', { streak: true, sessions: true });
    const seenSecond = await boardOf(ada);

    // Assess
    expect(first.body).toEqual({ success: true, share: { checkInDays: true, streak: false, goalsCompleted: true, sessions: false } });
    const [entry] = seenFirst.buddies;
    expect(entry).toMatchObject({ buddyId, firstName: 'Ben', shared: { checkInDays: 1, goalsCompleted: 1 } });
    expect(Object.keys(entry!.shared).sort()).toEqual(['checkInDays', 'goalsCompleted']);
    // The preview: Ben's own entry shows what Ada sees of him (his name there is his profile's).
    expect(ownFirst.me).toEqual({ firstName: expect.any(String), shared: entry!.shared, encouragement: entry!.encouragement });
    expect(ownFirst.share).toEqual(first.body.share);
    expect(second.body.share).toEqual({ checkInDays: true, streak: true, goalsCompleted: true, sessions: true });
    expect(seenSecond.buddies[0]!.shared).toEqual({ checkInDays: 1, streak: 1, goalsCompleted: 1, sessions: 2 });
    expect(seenSecond.buddies[0]!.encouragement).toEqual(expect.any(String));
    const text = JSON.stringify([seenFirst, seenSecond]);
    for (const secret of ['Secret goal words', 'A private note', 'mood', uidOf(ben)]) expect(text).not.toContain(secret);
  });

  it('keeps the share settings and the place count out of the user details', async () => {
    const ada = await user('board-details');
    const ben = await user('board-details-b');
    await makeBuddies(ada, 'Ada', ben, 'Ben');
    await ada.put('/api/buddies/share', { streak: true });

    const details = await ada.get('/api/user/');

    expect((await profileOf(uidOf(ada)))!).toMatchObject({ buddyShare: { streak: true }, buddyCount: 1 });
    expect(details.status).toBe(200);
    expect(details.body).not.toHaveProperty('buddyShare');
    expect(details.body).not.toHaveProperty('buddyCount');
  });

  it('refuses a bad share body with a 400 naming the field', async () => {
    const ada = await user('board-bad-share');

    const wrongType = await ada.put('/api/buddies/share', { streak: 'yes' });
    const unknown = await ada.put('/api/buddies/share', { moods: true });
    const empty = await ada.put('/api/buddies/share', {});

    expect(wrongType).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { streak: 'streak must be true or false.' } } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(unknown.body)).toContain('moods');
    expect(empty).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: expect.stringContaining('checkInDays') } });
    expect((await profileOf(uidOf(ada)))!).not.toHaveProperty('buddyShare');
  });

  it('leaves a buddy whose account is gone off the board', async () => {
    const ada = await user('board-gone-a');
    const ben = await user('board-gone-b');
    const cy = await user('board-gone-c');
    await makeBuddies(ada, 'Ada', ben, 'Ben');
    const cyId = await makeBuddies(ada, 'Ada', cy, 'Cy');
    await deleteProfile(uidOf(ben));

    const board = await boardOf(ada);

    expect(board.buddies.map((entry) => entry.buddyId)).toEqual([cyId]);
  });

  it('lists buddies alphabetically by first name, never by their numbers', async () => {
    const ada = await user('board-order-a');
    const zoe = await user('board-order-z');
    const bea = await user('board-order-b');
    await makeBuddies(ada, 'Ada', zoe, 'Zoe');
    await makeBuddies(ada, 'Ada', bea, 'bea');
    await zoe.put(`/api/check-ins/${utcDateOf(new Date())}`, { timeZone: 'UTC', mood: 4 });
    await zoe.put('/api/buddies/share', { checkInDays: true, streak: true });

    const board = await boardOf(ada);

    expect(board.buddies.map((entry) => entry.firstName)).toEqual(['bea', 'Zoe']);
  });
});

describe('cheers', () => {
  it('go once a day to a buddy (a second is a kind 409) and show on the recipient’s board with the fixed text', async () => {
    // Prepare
    const ada = await user('cheer-a');
    const ben = await user('cheer-b');
    const buddyId = await makeBuddies(ada, 'Ada', ben, 'Ben');

    // Act
    const sent = await ada.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud' });
    const again = await ada.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'keep-going' });
    const back = await ben.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'rest-counts' });

    // Assess
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: CHEER_ALREADY_SENT_MESSAGE } });
    expect(back.status).toBe(200);
    const received = (await boardOf(ben)).cheers;
    expect(received).toEqual([{ fromFirstName: 'Ada', cheerId: 'proud', text: 'Proud of you for showing up.', at: expect.any(String) }]);
    expect((await boardOf(ada)).cheers).toEqual([
      { fromFirstName: 'Ben', cheerId: 'rest-counts', text: CHEERS.find((c) => c.id === 'rest-counts')!.text, at: expect.any(String) },
    ]);
    const [stored] = await buddyItems(ben, 'BUDDY_CHEER#');
    expect(stored).toMatchObject({ sk: `BUDDY_CHEER#${utcDateOf(new Date())}#${buddyId}`, cheerId: 'proud', fromFirstName: 'Ada' });
    expect(stored).not.toHaveProperty('text');
    const ttl = Number(stored!.expiresAt) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(13.9 * 86_400);
    expect(ttl).toBeLessThanOrEqual(14 * 86_400);
  });

  it('refuses an unknown cheer', async () => {
    const ada = await user('cheer-bad-a');
    const ben = await user('cheer-bad-b');
    const buddyId = await makeBuddies(ada, 'Ada', ben, 'Ben');

    const res = await ada.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'you-are-last' });
    const free = await ada.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud', text: 'free text' });

    expect(res).toMatchObject({ status: 400, body: { fields: { cheerId: expect.stringContaining('keep-going') } } });
    expect(free.status).toBe(400);
    expect(await buddyItems(ben, 'BUDDY_CHEER#')).toEqual([]);
  });
});

describe('a stranger', () => {
  it('cannot cheer or remove someone else’s buddy, nor see them: 404 as for an unknown id', async () => {
    const ada = await user('stranger-a');
    const ben = await user('stranger-b');
    const eve = await user('stranger-e');
    const buddyId = await makeBuddies(ada, 'Ada', ben, 'Ben');

    const cheer = await eve.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud' });
    const remove = await eve.delete(`/api/buddies/${buddyId}`);
    const unknown = await ada.delete(`/api/buddies/${newTimeId()}`);

    for (const res of [cheer, remove, unknown]) {
      expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: BUDDY_NOT_FOUND_MESSAGE } });
    }
    expect((await boardOf(eve)).buddies).toEqual([]);
    expect((await boardOf(ben)).buddies.map((entry) => entry.firstName)).toEqual(['Ada']);
    expect(await buddyItems(ben, 'BUDDY_CHEER#')).toEqual([]);
  });
});

describe('removing a buddy', () => {
  it('ends the link on both sides silently and gives both places back: the other side’s board no longer shows the remover', async () => {
    // Prepare
    const ada = await user('remove-a');
    const ben = await user('remove-b');
    const buddyId = await makeBuddies(ada, 'Ada', ben, 'Ben');
    await ada.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud' });

    // Act
    const removed = await ada.delete(`/api/buddies/${buddyId}`);
    const again = await ada.delete(`/api/buddies/${buddyId}`);
    const cheerAfter = await ben.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud' });

    // Assess
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect(again.status).toBe(404);
    expect(cheerAfter.status).toBe(404);
    const benBoard = await boardOf(ben);
    expect(benBoard.buddies).toEqual([]);
    expect(benBoard.cheers).toEqual([]);
    expect((await boardOf(ada)).buddies).toEqual([]);
    expect(await buddyItems(ada, 'BUDDY#')).toEqual([]);
    expect(await buddyItems(ben, 'BUDDY#')).toEqual([]);
    expect((await profileOf(uidOf(ada)))!.buddyCount).toBe(0);
    expect((await profileOf(uidOf(ben)))!.buddyCount).toBe(0);
  });
});

describe('the weekly summary e-mail', () => {
  it('carries, for a user with buddies, the kind word of their own entry and nothing of any buddy', async () => {
    // Prepare: Ada shares her streak and checks in; her buddy Ben shares everything.
    const ada = await user('weekly-buddy-a');
    const ben = await user('weekly-buddy-b');
    await makeBuddies(ada, 'Ada', ben, 'Benedikt');
    await ada.put('/api/user/', { weeklySummary: true });
    await ada.put('/api/buddies/share', { streak: true });
    await ada.put(`/api/check-ins/${utcDateOf(new Date())}`, { timeZone: 'UTC', mood: 4 });
    await ben.put('/api/buddies/share', { checkInDays: true, streak: true, goalsCompleted: true, sessions: true });
    const own = (await boardOf(ada)).me.encouragement;

    // Act
    await runWeeklySummary();

    // Assess
    const email = String((await profileOf(uidOf(ada)))!.email);
    const [mail] = (await mailsTo(api.baseUrl, email)).filter((m) => m.subject === 'Your week with Blue Guardian');
    expect(mail!.text).toContain(`From your Buddies page: ${own}`);
    expect(own).toBe('A 1-day streak has begun. One day at a time.');
    expect(mail!.text).not.toContain('Benedikt');
  });
});

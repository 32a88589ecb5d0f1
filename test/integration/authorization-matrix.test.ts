import { CHAT_NOT_FOUND_MESSAGE, GOAL_NOT_FOUND_MESSAGE, MEMORY_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { utcDateOf } from '#shared/calendar';
import { pathParamNames, routeList } from '#shared/routes';
import type { AnyRoute } from '#shared/routes/route-def';
import { Caller, startApi } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';
import { exampleBody, probe } from './route-probes';
import { itemsOfUser } from './table';
import { putReport } from '../../functions/data/reports';
import { reportWithScore } from './insights-fixtures';
import { putNewMemory } from '../../functions/data/memories';
import { putBuddyLink } from '../../functions/data/buddies';
import { newTimeId } from '../../functions/data/time-id';
import { putGuardianLink } from '../../functions/data/guardians';
import { GUARDIAN_LINK_NOT_FOUND_MESSAGE, GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { seedLinkedTeen } from './guardian-fixtures';

/**
 * Who may call what, walked over the route table itself: every signed-in route refuses
 * a visitor and a forged cookie, and every route that names someone's data refuses another user
 * and changes nothing. A route added later is walked too; one naming a new kind of id fails here
 * until the test is told whose id that is.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const signedInRoutes = routeList.filter(([, route]) => route.auth === 'required');

/**
 * Path parameters that are choices (a goal, a style, a price), not anybody's ids. A check-in's
 * date is one too: it keys the caller's own check-in, in the caller's own partition.
 */
const CHOICES: Record<string, string> = {
  chatGoal: '2',
  chatStyle: '2',
  priceId: 'price_local_premium_monthly',
  date: utcDateOf(new Date()),
  // An invitation's token is a capability, not an id: whoever holds the link may answer it. A
  // stranger can only guess one, which reads as unknown (test/integration/buddy-invites.test.ts).
  token: 'A'.repeat(43),
};

/** Bodies for routes whose smallest schema-valid body is not valid (an update must change something). */
const BODIES: Record<string, unknown> = { updateGoal: { status: 'paused' } };

/** Whether the example body names a user (the spec's change-password payload carries a uid). */
const bodyNamesUser = (route: AnyRoute): boolean => {
  const body = exampleBody(route);
  return typeof body === 'object' && body !== null && 'uid' in body;
};

/** Routes that can name another user's data: an id in the path other than a choice, or a uid in the body. */
const ownedDataRoutes = signedInRoutes.filter(
  ([, route]) => pathParamNames(route.path).some((name) => !(name in CHOICES)) || bodyNamesUser(route),
);

/** Any value for every parameter: the caller is refused before anything is looked up. */
const anyParams = (route: AnyRoute) => Object.fromEntries(pathParamNames(route.path).map((name) => [name, CHOICES[name] ?? 'x']));

describe('a visitor', () => {
  it.each(signedInRoutes)('%s: 401', async (_name, route) => {
    const { method, path, body } = probe(route, anyParams(route));
    const res = await new Caller(api.baseUrl).request(method, path, body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('a forged session cookie (signed with "none", for a made-up user)', () => {
  const claims = {
    sub: 'someone-else',
    iss: 'https://session.firebase.google.com/demo-blue-guardian',
    aud: 'demo-blue-guardian',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

  it.each(signedInRoutes)('%s: 401', async (_name, route) => {
    const caller = new Caller(api.baseUrl);
    caller.cookies.set('token', forged);
    const { method, path, body } = probe(route, anyParams(route));
    const res = await caller.request(method, path, body);
    expect(res.status).toBe(401);
  });
});

describe("another user, on the owner's ids", () => {
  it('the walk covers the routes that name a chat or a user (a test that walked nothing would prove nothing)', () => {
    expect(ownedDataRoutes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ownedDataRoutes)(
    "%s: refused (another user's chat, goal, memory, buddy, invitation or guardian link as an unknown one), and nothing of the owner changes",
    async (_name, route) => {
      // Prepare: an owner with a chat holding one exchange, and an intruder with a chat of their own.
      const owner = await userWithPlan(api.baseUrl, null, 'owner');
      const chat = await startChat(owner);
      expect((await send(owner, chat.chatId, 'My private thoughts')).status).toBe(200);
      // A report that opens a check-in card, so the owner has a check-in id to aim at.
      await putReport(uidOf(owner), reportWithScore(chat.chatId, 2));
      const intruder = await userWithPlan(api.baseUrl, 'Premium', 'intruder');
      await startChat(intruder);
      // A goal, for the goal routes to aim at.
      const goal = await owner.post('/api/goals', { text: 'My private goal', chatGoal: 2 });
      const goalId = (goal.body.goal as { goalId: string }).goalId;
      // A memory, for the memory routes to aim at.
      const memoryId = newTimeId();
      const at = new Date().toISOString();
      await putNewMemory(uidOf(owner), { memoryId, text: 'You find walks calming.', source: 'coach', createdAt: at, updatedAt: at });
      // A buddy and an invitation, for the buddy routes to aim at.
      const friend = await userWithPlan(api.baseUrl, null, 'friend');
      const buddyId = newTimeId();
      const since = new Date().toISOString();
      await putBuddyLink(uidOf(owner), { buddyId, buddyUid: uidOf(friend), firstName: 'Friend', since });
      await putBuddyLink(uidOf(friend), { buddyId, buddyUid: uidOf(owner), firstName: 'Owner', since });
      const invite = await owner.post('/api/buddies/invites', {});
      const inviteId = (invite.body.invite as { inviteId: string }).inviteId;
      // A guardian link (the owner as the friend's guardian), for the guardian routes to aim at.
      const linkId = newTimeId();
      await putGuardianLink({ uid: uidOf(friend), firstName: 'Friend' }, { uid: uidOf(owner), firstName: 'Owner' }, linkId, since);
      const before = await itemsOfUser(uidOf(owner));
      const ids = { chatId: chat.chatId, checkInId: `${chat.chatId}.2`, goalId, memoryId, buddyId, inviteId, linkId };
      const request = probe(route, { ...CHOICES, ...ids });
      const sent = BODIES[route.name] ?? request.body;
      const body = sent && typeof sent === 'object' && 'uid' in sent ? { ...sent, uid: uidOf(owner) } : sent;
      // Act
      const res = await intruder.request(request.method, request.path, body);
      // Assess
      if (pathParamNames(route.path).includes('chatId')) {
        // Another user's chat reads as an unknown one: its existence is not revealed.
        expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: CHAT_NOT_FOUND_MESSAGE });
      } else if (pathParamNames(route.path).includes('goalId')) {
        // Another user's goal reads as an unknown one too.
        expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GOAL_NOT_FOUND_MESSAGE });
      } else if (pathParamNames(route.path).includes('memoryId')) {
        expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: MEMORY_NOT_FOUND_MESSAGE });
      } else {
        expect([403, 404]).toContain(res.status);
        expect(res.body).toMatchObject({ success: false });
      }
      expect(await itemsOfUser(uidOf(owner))).toEqual(before);
    },
  );
});

/** A guardian (Morgan) linked to their own teen (Robin); another teen (Sasha) linked to a guardian of their own (Jordan). */
async function guardianAndOtherTeen() {
  const own = await seedLinkedTeen(api.baseUrl);
  const other = await seedLinkedTeen(api.baseUrl, { teenFirstName: 'Sasha', guardians: ['Jordan'] });
  return {
    guardian: own.guardian,
    ownLink: own.guardian.linkId,
    since: own.since,
    otherTeen: other.teen,
    otherGuardian: other.guardian,
    otherLink: other.guardian.linkId,
  };
}

describe('a guardian, on a teen who is not theirs', () => {
  it('sees only their linked teen, and every guardian route refuses the other teen’s link and request, changing nothing', async () => {
    // Prepare: a guardian linked to their own teen; another teen with a guardian of their own and a request waiting.
    const { guardian, ownLink, since, otherTeen, otherGuardian, otherLink } = await guardianAndOtherTeen();
    const request = await otherTeen.caller.post('/api/guardian/invites', { email: 'aunt.of.sasha@example.com' });
    const inviteId = (request.body.invite as { inviteId: string }).inviteId;
    const before = [await itemsOfUser(otherTeen.uid), await itemsOfUser(otherGuardian.uid)];

    // Act
    const list = await guardian.caller.get('/api/guardian/links');
    const end = await guardian.caller.delete(`/api/guardian/links/${otherLink}`);
    const resend = await guardian.caller.post(`/api/guardian/invites/${inviteId}/resend`);
    const cancel = await guardian.caller.delete(`/api/guardian/invites/${inviteId}`);
    const week = await guardian.caller.get(`/api/guardian/teens/${otherLink}/week`);
    const ownWeek = await guardian.caller.get(`/api/guardian/teens/${ownLink}/week`);
    const controls = await guardian.caller.get(`/api/guardian/teens/${otherLink}/controls`);
    const setControls = await guardian.caller.put(`/api/guardian/teens/${otherLink}/controls`, {
      coachHours: { from: '00:00', to: '23:59' },
      keepBreakReminders: true,
      voice: false,
      memory: false,
    });
    const weeklyEmail = await guardian.caller.put(`/api/guardian/teens/${otherLink}/weekly-email`, { weeklyEmail: true });
    const notices = await guardian.caller.get(`/api/guardian/teens/${otherLink}/notices`);
    const stopNotices = await guardian.caller.post(`/api/guardian/teens/${otherLink}/notices/stop`);
    const ownNotices = await guardian.caller.get(`/api/guardian/teens/${ownLink}/notices`);
    const ownControls = await guardian.caller.get(`/api/guardian/teens/${ownLink}/controls`);

    // Assess
    expect(list.body).toEqual({ success: true, teens: [{ linkId: ownLink, firstName: 'Robin', since }], guardians: [], invites: [] });
    for (const res of [end, week, controls, setControls, weeklyEmail, notices, stopNotices]) {
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE });
    }
    expect(ownWeek.status).toBe(200);
    expect(ownControls.status).toBe(200);
    expect(ownNotices.body).toEqual({ success: true, notices: { on: true, sent: [] } });
    for (const res of [resend, cancel]) {
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE });
    }
    expect([await itemsOfUser(otherTeen.uid), await itemsOfUser(otherGuardian.uid)]).toEqual(before);
  });
});

describe('a guardian, on the Premium of a teen who is not theirs', () => {
  it('reads no plan and opens no checkout through the other teen’s link, changing nothing', async () => {
    // Prepare: a guardian linked to their own teen; another teen linked to a guardian of their own.
    const { guardian, ownLink, otherTeen, otherGuardian, otherLink } = await guardianAndOtherTeen();
    const before = [await itemsOfUser(otherTeen.uid), await itemsOfUser(otherGuardian.uid)];

    // Act
    const plan = await guardian.caller.get(`/api/guardian/teens/${otherLink}/plan`);
    const checkout = await guardian.caller.post(`/api/guardian/teens/${otherLink}/checkout`, { interval: 'annual' });
    const ownPlan = await guardian.caller.get(`/api/guardian/teens/${ownLink}/plan`);

    // Assess
    for (const res of [plan, checkout]) {
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE });
    }
    expect(ownPlan.body).toEqual({ success: true, plan: 'Basic' });
    expect([await itemsOfUser(otherTeen.uid), await itemsOfUser(otherGuardian.uid)]).toEqual(before);
  });
});

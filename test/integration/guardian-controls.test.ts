import { GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import {
  clockTimeIn,
  coachHoursMessage,
  GUARDIAN_CONTROLS_TEEN_MESSAGE,
  MEMORY_OFF_MESSAGE,
  VOICE_OFF_MESSAGE,
} from '#shared/guardian-controls';
import { COACH_HOURS_SAME_MESSAGE } from '#shared/schemas/guardian-controls';
import { FIXED_REPLIES } from '#shared/safety';
import { multipartBody, recordingParts } from '../fixtures/voice';
import { Caller, startApi } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { type LinkSide, seedLinkedTeen } from './guardian-fixtures';
import { send, startChat, streamReply } from './chats';
import { itemsOfUser, profileOf } from './table';

/**
 * A guardian's controls for a linked teen on the local stack (the local crisis screen, the offline
 * coach): set by a guardian only, read the same by both sides, and kept by the server: the coach
 * off during coach hours (never the crisis side, never in a flagged chat), voice and memory off.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const TIER_A = 'Honestly I just want to die';
const TIER_B = 'I keep thinking about suicide again';
const TIER_C = "I'm going to kill myself tonight";
const PLAIN = 'Work has been a lot this week';
const HOUR_MS = 3_600_000;

const EVERYTHING_ON = { coachHours: null, keepBreakReminders: false, voice: true, memory: true };
/** Coach hours around now, in UTC (the zone of a teen who has not named one yet). */
const hoursCoveringNow = () => ({ from: clockTimeIn(Date.now() - HOUR_MS, 'UTC'), to: clockTimeIn(Date.now() + HOUR_MS, 'UTC') });
const hoursNotNow = () => ({ from: clockTimeIn(Date.now() + 2 * HOUR_MS, 'UTC'), to: clockTimeIn(Date.now() + 3 * HOUR_MS, 'UTC') });

/** A Premium teen linked to one guardian (or two), each side with the link id it sees. */
const linkedTeen = (guardians = 1) => seedLinkedTeen(api.baseUrl, { guardians, plan: 'Premium', disclosureSeen: true });

const controlsPath = (linkId: string) => `/api/guardian/teens/${linkId}/controls`;

async function setControls(side: LinkSide, controls: Record<string, unknown>) {
  const res = await side.caller.put(controlsPath(side.linkId), controls);
  expect(res.status).toBe(200);
  return res;
}

describe('setting the controls', () => {
  it('a guardian sets them; the teen and a second guardian read the very same answer, with who changed what and when', async () => {
    const { teen, guardians } = await linkedTeen(2);
    const [morgan, alex] = guardians as [LinkSide, LinkSide];

    await setControls(morgan, { ...EVERYTHING_ON, coachHours: { from: '22:00', to: '07:00' }, voice: false });
    await setControls(alex, { ...EVERYTHING_ON, coachHours: { from: '22:00', to: '07:00' }, voice: false, memory: false });

    const seenByMorgan = await morgan.caller.get(controlsPath(morgan.linkId));
    const seenByTeen = await teen.caller.get(controlsPath(teen.linkId));
    expect(seenByMorgan.body).toEqual(seenByTeen.body);
    expect((await alex.caller.get(controlsPath(alex.linkId))).body).toEqual(seenByTeen.body);
    expect(seenByTeen.body).toMatchObject({
      success: true,
      controls: {
        coachHours: { from: '22:00', to: '07:00' },
        keepBreakReminders: false,
        voice: false,
        memory: false,
        timeZone: 'UTC',
        changes: { coachHours: { by: 'Morgan' }, voice: { by: 'Morgan' }, memory: { by: 'Alex' } },
      },
    });
    // The teen's own profile answer carries the same settings, for the app to follow.
    expect((await teen.caller.get('/api/user/')).body.guardianControls).toEqual((seenByTeen.body as { controls: unknown }).controls);
  });

  it('are in the teen’s export, each change by the guardian’s first name and never their account id', async () => {
    const { teen, guardians } = await linkedTeen();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, voice: false });

    const exported = await teen.caller.get('/api/user/export');

    expect((exported.body.guardian as { controls: unknown }).controls).toMatchObject({
      voice: false,
      changes: { voice: { by: 'Morgan' } },
    });
    expect(JSON.stringify(exported.body)).not.toContain(guardians[0]!.uid);
  });

  it('refuses bad input with a specific message, changing nothing', async () => {
    const { guardians, teen } = await linkedTeen();
    const before = await profileOf(teen.uid);

    const same = await guardians[0]!.caller.put(controlsPath(guardians[0]!.linkId), {
      ...EVERYTHING_ON,
      coachHours: { from: '07:00', to: '07:00' },
    });
    const badTime = await guardians[0]!.caller.put(controlsPath(guardians[0]!.linkId), {
      ...EVERYTHING_ON,
      coachHours: { from: '7pm', to: '07:00' },
    });

    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: 'BAD_REQUEST', fields: { 'coachHours.to': COACH_HOURS_SAME_MESSAGE } });
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(badTime.body)).toContain('coachHours.from');
    expect(await profileOf(teen.uid)).toEqual(before);
  });

  it('refuses the teen’s side with its own message, another user’s link as unknown, and a visitor', async () => {
    const { teen } = await linkedTeen();
    const stranger = await seedBuddyUser(api.baseUrl, 'stranger');
    const before = await itemsOfUser(teen.uid);

    const byTeen = await teen.caller.put(controlsPath(teen.linkId), { ...EVERYTHING_ON, voice: false });
    const byStranger = await stranger.caller.put(controlsPath(teen.linkId), { ...EVERYTHING_ON, voice: false });
    const readByStranger = await stranger.caller.get(controlsPath(teen.linkId));
    const visitor = await new Caller(api.baseUrl).put(controlsPath(teen.linkId), { ...EVERYTHING_ON, voice: false });

    expect(byTeen.body).toEqual({ success: false, code: 'FORBIDDEN', message: GUARDIAN_CONTROLS_TEEN_MESSAGE });
    for (const res of [byStranger, readByStranger]) {
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE });
    }
    expect(visitor.status).toBe(401);
    expect(await itemsOfUser(teen.uid)).toEqual(before);
  });
});

describe('coach hours', () => {
  it('turn the coach off, whole and streamed and for a regenerate, naming when it is back', async () => {
    const { teen, guardians } = await linkedTeen();
    const chat = await startChat(teen.caller);
    expect((await send(teen.caller, chat.chatId, PLAIN)).status).toBe(200);
    const hours = hoursCoveringNow();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, coachHours: hours });
    const off = { success: false, code: 'COACH_HOURS', message: coachHoursMessage(hours.to) };

    const whole = await send(teen.caller, chat.chatId, PLAIN);
    const streamed = await streamReply(teen.caller, chat.chatId, { action: 'send', text: PLAIN });
    const regenerated = await teen.caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);

    expect(whole.status).toBe(409);
    expect(whole.body).toEqual(off);
    expect(streamed.events.at(-1)).toMatchObject({ type: 'error', code: 'COACH_HOURS', message: off.message });
    expect(regenerated.body).toEqual(off);
  });

  it('let the coach answer outside the hours', async () => {
    const { teen, guardians } = await linkedTeen();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, coachHours: hoursNotNow() });
    const chat = await startChat(teen.caller);

    expect((await send(teen.caller, chat.chatId, PLAIN)).status).toBe(200);
  });

  it.each([
    ['c', TIER_C],
    ['b', TIER_B],
  ] as const)('never the crisis side: a tier (%s) message still gets its fixed reply and the follow-up', async (tier, text) => {
    const { teen, guardians } = await linkedTeen();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, coachHours: hoursCoveringNow() });
    const chat = await startChat(teen.caller);

    const res = await send(teen.caller, chat.chatId, text);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: { engine: 'safety', safety: tier }, safety: { tier } });
    expect((res.body.message as { content: string }).content).toBe(FIXED_REPLIES[tier]);
    expect((await itemsOfUser(teen.uid)).some((item) => item.sk === 'FOLLOW_UP')).toBe(true);
  });

  it('answers a tier (a) message with the coach and the resources beside it', async () => {
    const { teen, guardians } = await linkedTeen();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, coachHours: hoursCoveringNow() });
    const chat = await startChat(teen.caller);

    const res = await send(teen.caller, chat.chatId, TIER_A);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: { safety: 'a' }, safety: { tier: 'a' } });
  });

  it('never in a chat the crisis protocol flagged: a plain message there is answered', async () => {
    const { teen, guardians } = await linkedTeen();
    const flagged = await startChat(teen.caller);
    const other = await startChat(teen.caller);
    expect((await send(teen.caller, flagged.chatId, TIER_B)).status).toBe(200);
    await setControls(guardians[0]!, { ...EVERYTHING_ON, coachHours: hoursCoveringNow() });

    const inFlagged = await send(teen.caller, flagged.chatId, PLAIN);
    const elsewhere = await send(teen.caller, other.chatId, PLAIN);

    expect(inFlagged.status).toBe(200);
    expect(elsewhere.body).toMatchObject({ code: 'COACH_HOURS' });
  });
});

describe('without a guardian', () => {
  it('once the last link has ended, the settings are gone: the coach answers in what were the coach hours, and a guardian linked later starts afresh', async () => {
    const { teen, guardians } = await linkedTeen();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, coachHours: hoursCoveringNow(), voice: false });
    const chat = await startChat(teen.caller);
    expect((await send(teen.caller, chat.chatId, PLAIN)).status).toBe(409);

    expect((await teen.caller.delete(`/api/guardian/links/${teen.linkId}`)).status).toBe(200);

    expect((await send(teen.caller, chat.chatId, PLAIN)).status).toBe(200);
    expect((await teen.caller.get('/api/user/')).body.guardianControls).toBeUndefined();
    expect(await profileOf(teen.uid)).not.toHaveProperty('guardianControls');
  });

  it('while another guardian is still linked, ending one link keeps them', async () => {
    const { guardians } = await linkedTeen(2);
    const [morgan, alex] = guardians as [LinkSide, LinkSide];
    await setControls(morgan, { ...EVERYTHING_ON, voice: false });

    expect((await morgan.caller.delete(`/api/guardian/links/${morgan.linkId}`)).status).toBe(200);

    expect((await alex.caller.get(controlsPath(alex.linkId))).body.controls).toMatchObject({ voice: false });
  });
});

describe('voice and memory off', () => {
  it('voice off: both voice routes refuse with their own code', async () => {
    const { teen, guardians } = await linkedTeen();
    await setControls(guardians[0]!, { ...EVERYTHING_ON, voice: false });

    const speech = await teen.caller.post('/api/voice/speech', { text: 'Hello there.' });
    const { contentType, bytes } = await multipartBody(recordingParts());
    const upload = await fetch(`${api.baseUrl}/api/voice/transcription`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: teen.caller.cookieHeader(), 'cloudfront-viewer-address': teen.caller.viewerAddress },
      body: new Uint8Array(bytes),
    });
    const transcription = { status: upload.status, body: (await upload.json()) as unknown };

    for (const res of [speech, transcription]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, code: 'VOICE_OFF', message: VOICE_OFF_MESSAGE });
    }
  });

  it('memory off: the memory page says so, and nothing new is kept', async () => {
    const { teen, guardians } = await linkedTeen();
    expect((await teen.caller.post('/api/memories', { text: 'I like walks.' })).status).toBe(200);
    await setControls(guardians[0]!, { ...EVERYTHING_ON, memory: false });

    const page = await teen.caller.get('/api/memories');
    const added = await teen.caller.post('/api/memories', { text: 'I like the sea.' });

    expect(page.body).toMatchObject({ guardianOff: true });
    expect(added.body).toMatchObject({ success: false, code: 'CONFLICT', message: MEMORY_OFF_MESSAGE });
    expect((await teen.caller.get('/api/memories')).body.memories).toHaveLength(1);
  });
});

import { putBuddyLink, takeBuddyPlace } from '../functions/data/buddies';
import { createChat } from '../functions/data/chats';
import { putDailyCheckIn } from '../functions/data/daily-check-ins';
import { newTimeId } from '../functions/data/time-id';
import { putReport } from '../functions/data/reports';
import { analyseLocally } from '../functions/domain/insights/local-report';
import { BUDDY_LIMITS } from '#shared/buddies';
import { addDays, utcDateOf } from '#shared/calendar';
import { signedInCaller, type Caller } from '../test/integration/api';
import { startOfflineApi } from './offline-api';

/**
 * API latency of the chat routes against the local stack, started the way the integration tests
 * start it: dynalite in memory, the Firebase Auth Emulator, the local API server, and the offline
 * coach (no OpenAI key). Figures for comparison between changes on one machine, not a prediction
 * of AWS latency (no network hop, no cold starts, a single-process DynamoDB).
 */

const RUNS = 50;
const WARM_UP = 5;
/** Sends per user stay under the per-user limit of 12 a minute (shared/routes/chat.ts). */
const SENDS_PER_USER = 10;
const LISTED_CHATS = 10;
const EXCHANGES = 10;
/** The insights goal: p95 at most 50 ms for a user with 100 sessions. */
const REPORTED_SESSIONS = 100;
/** The check-in goal: p95 at most 30 ms for a user with 10 goals. */
const GOALS = 10;
/** The buddies' board goal: p95 at most 30 ms for a user with five buddies who share everything. */
const BUDDIES = BUDDY_LIMITS.max;
/** Each person on the board: two months of daily check-ins, a few goals (one completed) and chats. */
const BOARD_CHECK_IN_DAYS = 60;
const BOARD_CHATS = 5;
const REPORT_LINES = [
  'I am stressed about exams and cannot sleep.',
  'My friends helped today and I feel a bit better.',
  'Work and money worry me.',
];

/** Nearest-rank percentile of the samples. */
export const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
};

async function timed(request: () => Promise<{ status: number }>): Promise<number> {
  const started = performance.now();
  const { status } = await request();
  const ms = performance.now() - started;
  if (status !== 200) throw new Error(`benchmark request failed with ${status}`);
  return ms;
}

async function sample(request: () => Promise<{ status: number }>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await timed(request);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await timed(request));
  return samples;
}

async function newChat(caller: Caller): Promise<string> {
  const res = await caller.put('/api/bot/new-chat/2/2');
  return (res.body.data as { chatId: string }).chatId;
}

/** A user with LISTED_CHATS chats, the newest holding EXCHANGES messages and replies. */
async function readerWithHistory(baseUrl: string): Promise<{ caller: Caller; chatId: string }> {
  const caller = await signedInCaller(baseUrl);
  let chatId = '';
  for (let i = 0; i < LISTED_CHATS; i++) chatId = await newChat(caller);
  for (let i = 0; i < EXCHANGES; i++) await caller.post(`/api/bot/chat/${chatId}`, { text: `Message ${i} about my week.` });
  return { caller, chatId };
}

/**
 * A user with REPORTED_SESSIONS chats, each with its report, written straight to the table as the
 * report job would (creating 100 chats through the API would meet its per-user limit).
 */
async function userWithReports(baseUrl: string): Promise<Caller> {
  const caller = await signedInCaller(baseUrl);
  const uid = caller.cookies.get('uid')!;
  for (let i = 0; i < REPORTED_SESSIONS; i++) {
    const { chatId } = await createChat(uid, 2, 2);
    const messages = [{ role: 'user' as const, content: REPORT_LINES[i % REPORT_LINES.length]! }];
    const findings = analyseLocally({ chatGoal: 2, chatStyle: 2, messages, tiersMet: [] });
    await putReport(uid, { chatId, messageCount: 2, engine: 'local', createdAt: new Date().toISOString(), findings });
  }
  return caller;
}

/**
 * A user with GOALS active goals, checking in on today's date (UTC) again and again: each save
 * checks the goals it names and replaces the day's check-in, as a second save in a day does.
 */
async function checkInSamples(baseUrl: string): Promise<number[]> {
  const caller = await signedInCaller(baseUrl);
  const goalIds: string[] = [];
  for (let i = 0; i < GOALS; i++) {
    const res = await caller.post('/api/goals', { text: `Goal ${i + 1}: a short walk after class`, chatGoal: 2, timesPerWeek: 3 });
    goalIds.push((res.body.goal as { goalId: string }).goalId);
  }
  const today = new Date().toISOString().slice(0, 10);
  const body = { timeZone: 'UTC', mood: 4, note: 'A calmer day.', goalIds: goalIds.slice(0, 3) };
  return sample(() => caller.put(`/api/check-ins/${today}`, body));
}

/** A signed-in user with a history worth reading, who shares every item with their buddies. */
async function sharingUser(baseUrl: string): Promise<Caller> {
  const caller = await signedInCaller(baseUrl);
  const uid = caller.cookies.get('uid')!;
  const today = utcDateOf(new Date());
  for (let i = 0; i < BOARD_CHECK_IN_DAYS; i++) {
    const date = addDays(today, -i);
    await putDailyCheckIn(uid, {
      date,
      timeZone: 'Europe/London',
      mood: 4,
      note: 'A calmer day.',
      goalIds: [],
      updatedAt: `${date}T20:00:00.000Z`,
    });
  }
  for (let i = 0; i < 3; i++) {
    const res = await caller.post('/api/goals', { text: `Goal ${i + 1}: a short walk after class`, chatGoal: 2 });
    if (i === 0) await caller.put(`/api/goals/${(res.body.goal as { goalId: string }).goalId}`, { status: 'completed' });
  }
  for (let i = 0; i < BOARD_CHATS; i++) await createChat(uid, 2, 2);
  await caller.put('/api/buddies/share', { checkInDays: true, streak: true, goalsCompleted: true, sessions: true });
  return caller;
}

/** GET /api/buddies for a user with BUDDIES buddies, everyone sharing everything (links made as an acceptance does). */
async function boardSamples(baseUrl: string): Promise<number[]> {
  const caller = await sharingUser(baseUrl);
  const uid = caller.cookies.get('uid')!;
  for (let i = 0; i < BUDDIES; i++) {
    const buddyUid = (await sharingUser(baseUrl)).cookies.get('uid')!;
    const buddyId = newTimeId();
    const since = new Date().toISOString();
    await Promise.all([takeBuddyPlace(uid), takeBuddyPlace(buddyUid)]);
    await putBuddyLink(uid, { buddyId, buddyUid, firstName: `Buddy ${i + 1}`, since });
    await putBuddyLink(buddyUid, { buddyId, buddyUid: uid, firstName: 'Ada', since });
  }
  return sample(() => caller.get('/api/buddies'));
}

/** Sends, rotated over fresh users so that no user reaches the rate limit. */
async function sendSamples(baseUrl: string): Promise<number[]> {
  const senders: Array<{ caller: Caller; chatId: string }> = [];
  for (let i = 0; i < Math.ceil((RUNS + WARM_UP) / SENDS_PER_USER); i++) {
    const caller = await signedInCaller(baseUrl);
    senders.push({ caller, chatId: await newChat(caller) });
  }
  let next = 0;
  return sample(() => {
    const { caller, chatId } = senders[Math.floor(next++ / SENDS_PER_USER)]!;
    return caller.post(`/api/bot/chat/${chatId}`, { text: 'I feel stressed about my exams and cannot sleep.' });
  });
}

/** Starts the local stack, measures list, get and send, prints p50 and p95, and stops it. */
export async function benchApiLatency(): Promise<void> {
  const api = await startOfflineApi();
  try {
    const { caller, chatId } = await readerWithHistory(api.baseUrl);
    const reported = await userWithReports(api.baseUrl);
    const rows: Array<[string, number[]]> = [
      [`GET /api/bot/get-all-chats (${LISTED_CHATS} chats)`, await sample(() => caller.get('/api/bot/get-all-chats'))],
      [`GET /api/bot/chat/{id} (${EXCHANGES * 2} messages)`, await sample(() => caller.get(`/api/bot/chat/${chatId}`))],
      ['POST /api/bot/chat/{id} (offline coach)', await sendSamples(api.baseUrl)],
      [`GET /api/insights (${REPORTED_SESSIONS} sessions; goal p95 <= 50 ms)`, await sample(() => reported.get('/api/insights'))],
      [`GET /api/insights/check-in (${REPORTED_SESSIONS} sessions)`, await sample(() => reported.get('/api/insights/check-in'))],
      [`PUT /api/check-ins/{date} (${GOALS} goals; goal p95 <= 30 ms)`, await checkInSamples(api.baseUrl)],
      [`GET /api/buddies (${BUDDIES} buddies sharing all; goal p95 <= 30 ms)`, await boardSamples(api.baseUrl)],
    ];
    console.log(`\nAPI latency on the local stack (dynalite in memory, auth emulator; ${RUNS} warm requests each)`);
    console.log(`${'route'.padEnd(58)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
    for (const [label, samples] of rows) {
      const ms = (p: number) => `${percentile(samples, p).toFixed(1)} ms`.padStart(9);
      console.log(`${label.padEnd(58)} ${ms(0.5)} ${ms(0.95)}`);
    }
  } finally {
    await api.stop();
  }
}

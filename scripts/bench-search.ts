import { pathToFileURL } from 'node:url';
import { chatKey } from '../functions/data/chats';
import { messageKey } from '../functions/data/chat-messages';
import { writeChatTerms } from '../functions/data/search-index';
import { newTimeId, timeOfId } from '../functions/data/time-id';
import { chatTermsOf } from '../functions/domain/search/index-chat';
import { searchSessions } from '../functions/domain/search/search-sessions';
import { putAll, withBenchTable } from './bench-table';

/**
 * Session search (goal: p95 <= 100 ms for a user with 500 sessions): a user with 500
 * sessions of 20 messages each, indexed as the quiet-session job leaves them (the newest one
 * changed since, so it is read directly, as after a message just sent), searched for common,
 * rare, prefix, two-word and title words against dynalite in this process.
 */

const TABLE = 'bench-search';
const SESSIONS = 500;
const MESSAGES = 20;
const RUNS = 30;

const USER_LINES = [
  'I feel anxious about the exams next week and I cannot sleep.',
  'My sister moved away and the house feels quiet without her.',
  'Work has been busy, my manager keeps adding deadlines.',
  'I went for a walk by the river and it helped a little.',
  'My friends invited me out but I stayed home again.',
  'I keep thinking about what my dad said at dinner.',
  'The maths revision is going slowly, I get stuck on integrals.',
  'I tried the breathing exercise before the presentation.',
  'Sleep is better since I stopped scrolling at night.',
  'I argued with my partner about money and felt awful after.',
];
const COACH_LINES = [
  'That sounds like a lot to carry. What part of it weighs on you most right now?',
  'It makes sense that you would feel that way. What helped last time something similar happened?',
  'You noticed something important there. How did your body feel in that moment?',
  'Would it help to break the revision into smaller pieces for tomorrow?',
  'Thank you for telling me. What would you say to a friend in the same situation?',
];
const RARE = ['Lisbon', 'kayak', 'tortoise', 'violin', 'marathon', 'origami', 'volcano', 'saxophone'];
const TITLES = ['Exam stress', 'Family changes', 'Work pressure', 'Sleep and routine', 'Friends and loneliness'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

async function seed(uid: string): Promise<void> {
  const chats: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  for (let s = 0; s < SESSIONS; s++) {
    const chatId = newTimeId();
    const ids: Array<{ id: string; content: string }> = [];
    for (let m = 0; m < MESSAGES; m++) {
      const id = newTimeId();
      const user = m % 2 === 0;
      // One rare word in every 25th session, so a rare search finds a few.
      const extra = user && m === 4 && s % 25 === 0 ? ` We talked about ${pick(RARE, s / 25)}.` : '';
      const content = `${user ? pick(USER_LINES, s * 7 + m) : pick(COACH_LINES, s + m)}${extra}`;
      ids.push({ id, content });
      const createdAt = new Date(timeOfId(id)).toISOString();
      messages.push({
        ...messageKey(uid, chatId, id),
        type: 'ChatMessage',
        id,
        chatId,
        role: user ? 'user' : 'assistant',
        content,
        createdAt,
      });
    }
    const startTime = new Date(timeOfId(chatId)).toISOString();
    const updatedAt = new Date(timeOfId(ids.at(-1)!.id)).toISOString();
    // The newest session changed since it was indexed, as just after a message.
    const indexed = s < SESSIONS - 1;
    chats.push({
      ...chatKey(uid, chatId),
      type: 'Chat',
      chatId,
      goal: 2,
      style: 2,
      title: `${pick(TITLES, s)} ${s}`,
      startTime,
      updatedAt,
      ...(indexed && { searchedAt: updatedAt }),
    });
    if (indexed)
      await writeChatTerms(
        uid,
        chatId,
        new Map(),
        chatTermsOf(ids.map(({ id, content }) => ({ id, chatId, content, role: 'user', createdAt: startTime }))),
      );
  }
  await putAll(TABLE, [...chats, ...messages]);
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchSearch(): Promise<void> {
  console.log(`\nSession search (goal: p95 <= 100 ms for a user with ${SESSIONS} sessions of ${MESSAGES} messages; dynalite in-process)`);
  await withBenchTable(TABLE, async () => {
    const uid = 'bench-searcher';
    const seeded = performance.now();
    await seed(uid);
    console.log(`  seeded and indexed in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const queries = ['exams', 'anxi', 'lisbon', 'sister moved', 'revision', 'loneliness', 'zebra'];
    for (const query of queries) await searchSessions(uid, query);
    const times: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const query of queries) {
        const started = performance.now();
        await searchSessions(uid, query);
        const ms = performance.now() - started;
        times.push(ms);
        perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
      }
    }
    for (const query of queries) {
      const { results, more } = await searchSessions(uid, query);
      const sorted = [...perQuery.get(query)!].sort((a, b) => a - b);
      console.log(
        `  "${query}": ${results.length}${more ? '+' : ''} sessions, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
      );
    }
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `  all searches: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (${times.length} searches)`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSearch();

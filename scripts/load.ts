import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { signedInCaller, type Caller } from '../test/integration/api';

/**
 * `npm run load`: mixed signed-in traffic against the local stack for 60 s, then the
 * requests per second, p50/p95/p99 per kind of request, and every error. The API runs in a child
 * process (scripts/load-server.ts) on the offline coach. Figures to report, not a timed test: the
 * goal on a 2-core machine is 200 requests/s with no errors and p95 under 50 ms for reads.
 *
 * LOAD_SECONDS, LOAD_CONNECTIONS and LOAD_RATE (a cap on requests/s) change the run.
 * The mix, per 16 requests: 6 chat lists, 6 chat reads, 3 subscription statuses and 1 message to
 * the coach. Messages rotate over the users so that none passes the coach's limit of 12 a minute.
 */

const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);
/**
 * Few connections, each sending its next request as soon as the last is answered: the machine's
 * throughput with a realistic queue. autocannon's rate cap (LOAD_RATE) sends each second's share
 * of every connection at the start of that second, in a burst, so its latencies measure the burst.
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 4);
const RATE = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : undefined;
const USERS = 120;
/** Messages each user sends while preparing, and at most during the run (12 a minute is the limit). */
const PREPARED_EXCHANGES = 4;
const SENDS_PER_USER = 6;
const MIX = [
  'list',
  'read',
  'status',
  'list',
  'read',
  'list',
  'read',
  'status',
  'list',
  'read',
  'list',
  'read',
  'status',
  'list',
  'read',
  'send',
] as const;
type Kind = (typeof MIX)[number];

interface User {
  caller: Caller;
  chatId: string;
  cookie: string;
  sends: number;
}

async function prepareUser(baseUrl: string): Promise<User> {
  const caller = await signedInCaller(baseUrl);
  // The subscription status answers 400 until a plan is chosen, as a new account's does.
  await caller.put('/api/user/plan', { plan: 'Basic' });
  const chat = await caller.put('/api/bot/new-chat/2/2');
  const chatId = (chat.body.data as { chatId: string }).chatId;
  for (let i = 0; i < PREPARED_EXCHANGES; i++) await caller.post(`/api/bot/chat/${chatId}`, { text: `How my week went, part ${i}.` });
  const cookie = [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { caller, chatId, cookie, sends: 0 };
}

/** Nearest-rank percentile. */
const percentile = (sorted: number[], p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const server = fork(new URL('./load-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    server.once('message', (message: { baseUrl: string }) => resolve(message.baseUrl));
    server.once('exit', (code) => reject(new Error(`the load server stopped (${code}) before it started`)));
  });
  try {
    console.log(`Preparing ${USERS} signed-in users, each with a chat of ${PREPARED_EXCHANGES} exchanges...`);
    const users: User[] = [];
    for (let i = 0; i < USERS; i += 10) users.push(...(await Promise.all(Array.from({ length: 10 }, () => prepareUser(baseUrl)))));

    let next = 0;
    let nextSender = 0;
    const latencies = new Map<Kind, number[]>(MIX.map((kind) => [kind, []]));
    const statuses = new Map<string, number>();
    /** The kind of the request whose answer just came: autocannon calls onResponse, then its 'response' event, in one go. */
    let answered: Kind | undefined;

    /** The next request of the mix; a message falls back to a read once every user has sent their share. */
    const nextRequest = (): { kind: Kind; user: User } => {
      const user = users[next % USERS]!;
      const kind: Kind = MIX[next++ % MIX.length]!;
      if (kind === 'send') {
        const sender = users.slice(nextSender).find((candidate) => candidate.sends < SENDS_PER_USER);
        if (!sender) return { kind: 'read', user };
        nextSender = (users.indexOf(sender) + 1) % USERS;
        sender.sends += 1;
        return { kind, user: sender };
      }
      return { kind, user };
    };

    console.log(`Running ${DURATION_S} s of mixed traffic ${RATE ? `at ${RATE} requests/s ` : ''}over ${CONNECTIONS} connections...`);
    let finish!: (result: autocannon.Result) => void;
    let fail!: (error: unknown) => void;
    const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
    const run = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...(RATE && { overallRate: RATE }),
        requests: [
          {
            setupRequest: (request, context) => {
              const { kind, user } = nextRequest();
              (context as { kind: Kind }).kind = kind;
              const headers = { ...request.headers, cookie: user.cookie, 'cloudfront-viewer-address': user.caller.viewerAddress };
              if (kind === 'list') return { ...request, method: 'GET', path: '/api/bot/get-all-chats', headers };
              if (kind === 'read') return { ...request, method: 'GET', path: `/api/bot/chat/${user.chatId}`, headers };
              if (kind === 'status') return { ...request, method: 'GET', path: '/api/user/stripe-status', headers };
              return {
                ...request,
                method: 'POST',
                path: `/api/bot/chat/${user.chatId}`,
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ text: 'I feel stressed about my exams and cannot sleep.' }),
              };
            },
            onResponse: (status, _body, context) => {
              answered = (context as { kind: Kind }).kind;
              const label = `${answered} ${status}`;
              statuses.set(label, (statuses.get(label) ?? 0) + 1);
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => (error ? fail(error) : finish(result)),
    );
    // autocannon's own timing, from the request's first byte sent to the answer's last received.
    run.on('response', (_client, _status, _bytes, responseTime) => {
      if (answered) latencies.get(answered)!.push(responseTime);
    });
    const result = await done;

    const total = result.requests.total;
    console.log(
      `\nLoad on the local stack: ${DURATION_S} s${RATE ? ` at ${RATE} requests/s offered` : ''}, ${CONNECTIONS} connections, ${USERS} users (offline coach)`,
    );
    console.log(`requests/s: ${result.requests.average.toFixed(0)} average, ${total} in all`);
    console.log(`errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} answers other than 2xx`);
    console.log(`${'request'.padEnd(34)} ${'count'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}`);
    const labels: Record<Kind, string> = {
      list: 'GET /api/bot/get-all-chats',
      read: 'GET /api/bot/chat/{chatId}',
      status: 'GET /api/user/stripe-status',
      send: 'POST /api/bot/chat/{chatId}',
    };
    for (const kind of ['list', 'read', 'status', 'send'] as const) {
      const sorted = [...latencies.get(kind)!].sort((a, b) => a - b);
      const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`.padStart(9);
      console.log(`${labels[kind].padEnd(34)} ${String(sorted.length).padStart(7)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)}`);
    }
    const reads = [...latencies.get('list')!, ...latencies.get('read')!, ...latencies.get('status')!].sort((a, b) => a - b);
    console.log(`all reads: p95 ${percentile(reads, 0.95).toFixed(1)} ms (goal: under 50 ms)`);
    const failures = [...statuses].filter(([label]) => !/ 2\d\d$/.test(label));
    if (failures.length) console.log(`answers other than 2xx: ${failures.map(([label, count]) => `${label} x${count}`).join(', ')}`);
  } finally {
    server.disconnect();
  }
}

await main();

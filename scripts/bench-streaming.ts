import { resetCoach } from '../functions/providers/coach';
import { resetModeration } from '../functions/safety/moderation';
import { MODERATIONS, moderationAnswer } from '../test/fixtures/fake-moderation';
import { chatCompletion, CHAT_COMPLETIONS, connectToFake, FakeOpenAI } from '../test/fixtures/fake-openai';
import { signedInCaller, type Caller } from '../test/integration/api';
import { streamReply } from '../test/integration/chats';
import { percentile } from './bench-latency';
import { startOfflineApi } from './offline-api';

/**
 * The streaming figures against the local stack (dynalite, the auth emulator, the local API
 * server), read by a client that reads the stream as the browser does. The fake OpenAI waits
 * 700 ms before its first word and then writes 30 words a second; its moderation and risk assessor
 * answer at once, so what is measured beyond 700 ms is our own overhead (the screens, storing the
 * message, the first sentence's words at 30 a second, the stream). Goals: first word p50 ≤ 1.0 s
 * (OpenAI), ≤ 150 ms (offline coach); Stop closes the model's call within 200 ms.
 */

const RUNS = 20;
/** Runs not counted: the first loads each handler and warms the engines. */
const WARM_UP = 3;
const STOP_RUNS = 10;
const FIRST_TOKEN_MS = 700;
const TOKENS_PER_SECOND = 30;
/** Under the per-user limit of 12 coach messages a minute. */
const SENDS_PER_USER = 10;
/** A reply as the coach writes them: a short first sentence, then more. */
const REPLY = `That sounds like a lot to hold at once. ${'It might help to pick one small thing to look at first, and leave the rest for later. '.repeat(4)}`;

const figures = (samples: number[]): string =>
  `p50 ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms`;

/** Callers with room under the rate limit, a new one every SENDS_PER_USER messages. */
function callers(baseUrl: string): () => Promise<{ caller: Caller; chatId: string }> {
  let current: { caller: Caller; chatId: string } | undefined;
  let sent = 0;
  return async () => {
    if (!current || sent === SENDS_PER_USER) {
      const caller = await signedInCaller(baseUrl);
      const chat = await caller.put('/api/bot/new-chat/2/2');
      current = { caller, chatId: (chat.body.data as { chatId: string }).chatId };
      sent = 0;
    }
    sent += 1;
    return current;
  };
}

/** Milliseconds from the request to the first words of the reply. */
async function firstWordMs(next: () => Promise<{ caller: Caller; chatId: string }>, i: number): Promise<number> {
  const { caller, chatId } = await next();
  const streamed = await streamReply(caller, chatId, { action: 'send', text: `I have too much on this week, part ${i}.` });
  const first = streamed.events.findIndex((event) => event.type === 'text');
  if (first === -1) throw new Error(`no words streamed: ${JSON.stringify(streamed.events.at(-1) ?? streamed.body)}`);
  return streamed.at[first]!;
}

/** Milliseconds from sending Stop to the fake seeing its connection close. */
async function stopMs(fake: FakeOpenAI, next: () => Promise<{ caller: Caller; chatId: string }>): Promise<number> {
  const { caller, chatId } = await next();
  const cancelledBefore = fake.cancelled.length;
  let streamId = '';
  let pressed = 0;
  let closed: Promise<number> | undefined;
  await streamReply(caller, chatId, { action: 'send', text: 'Tell me everything you can think of.' }, (event) => {
    if (event.type === 'start') streamId = String(event.streamId);
    if (event.type !== 'text' || closed) return;
    pressed = performance.now();
    void caller.post(`/api/bot/chat/${chatId}/stop`, { streamId });
    closed = (async () => {
      while (fake.cancelled.length === cancelledBefore) await new Promise((resolve) => setTimeout(resolve, 2));
      return performance.now() - pressed;
    })();
  });
  if (!closed) throw new Error('the reply ended before Stop could be pressed');
  return closed;
}

export async function benchStreaming(): Promise<void> {
  const api = await startOfflineApi();
  const fake = await FakeOpenAI.start();
  try {
    fake.route(MODERATIONS, () => moderationAnswer());
    fake.route(CHAT_COMPLETIONS, (request) => ({ body: chatCompletion(REPLY, (request.json as { model: string }).model) }));
    const next = callers(api.baseUrl);

    for (let i = 0; i < WARM_UP; i++) await firstWordMs(next, i);
    const offline: number[] = [];
    for (let i = 0; i < RUNS; i++) offline.push(await firstWordMs(next, i));

    connectToFake(fake, true, 20_000);
    resetCoach();
    resetModeration();
    fake.pace({ firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_SECOND });
    const openai: number[] = [];
    for (let i = 0; i < RUNS; i++) openai.push(await firstWordMs(next, i));
    const stops: number[] = [];
    for (let i = 0; i < STOP_RUNS; i++) stops.push(await stopMs(fake, next));

    console.log(`\nStreaming replies (local stack, ${RUNS} messages each)`);
    console.log(
      `  first words, OpenAI (fake: first token ${FIRST_TOKEN_MS} ms, ${TOKENS_PER_SECOND} tokens/s): ${figures(openai)} (goal p50 ≤ 1000 ms)`,
    );
    console.log(`  first words, offline coach: ${figures(offline)} (goal p50 ≤ 150 ms)`);
    console.log(`  Stop until the model's call closes (${STOP_RUNS} runs): ${figures(stops)} (goal ≤ 200 ms)`);
  } finally {
    connectToFake(fake, false);
    resetCoach();
    resetModeration();
    await fake.close();
    await api.stop();
  }
}

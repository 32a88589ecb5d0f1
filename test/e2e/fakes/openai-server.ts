import { readFileSync } from 'node:fs';
import { DEVELOPMENT_SET, DEVELOPMENT_SET_2, DEVELOPMENT_SET_3, readReplyCases } from '../../../scripts/reply-screen-dataset';
import { moderationAnswer, MODERATIONS } from '../../fixtures/fake-moderation';
import {
  CHAT_COMPLETIONS,
  defaultChat,
  defaultSpeech,
  FakeOpenAI,
  REPLY_JUDGEMENTS,
  SEEN_REQUESTS_PATH,
  SPEECH,
} from '../../fixtures/fake-openai';
import { judgeAsLabelled } from '../../fixtures/fake-judge';
import { asksForReport, reportAnswer } from '../../fixtures/report-findings';
import { misbehavingChat } from '../../fixtures/misbehaving-model';
import type { ReplyCase } from '../../../scripts/reply-screen-dataset';
import { STREAMING_SCRIPT } from './streaming-script';

/**
 * The fake OpenAI of test/fixtures/fake-openai.ts as a process of its own on a fixed port
 * (FAKE_OPENAI_PORT), for the end-to-end stack that has a key (playwright.config.ts, project
 * `with OpenAI`), or to point `npm start` at (OPENAI_BASE_URL=http://127.0.0.1:PORT/v1):
 *
 *   FAKE_OPENAI_PORT=8787 FAKE_OPENAI_CHAT=misbehaving npx tsx test/e2e/fakes/openai-server.ts
 *
 * Beside the fake's own checks and records, it differs in four ways:
 * - speech answers carry a real mp3 (the landing page's voice demo) in place of the fake's
 *   stand-in bytes, so Chromium can decode and play them;
 * - moderation answers that nothing is flagged: a moderation that misses, so the local screens
 *   decide, as they must when moderation is down;
 * - a session report's structured-output call (response_format json_schema) gets a valid report;
 * - with FAKE_OPENAI_CHAT=misbehaving the chat model misbehaves: a user message of the reply
 *   screen's development sets (test/fixtures/unsafe-replies/development*.jsonl) gets that case's
 *   reply, unsafe or not; any other message gets "Fake reply N". Its reply judge reads each of
 *   those replies as the sets label it, and any other reply as safe.
 *
 * GET /__fake/requests lists what it received, for the tests to check; POST /__fake/enqueue
 * scripts a route's next answers (a slow judge).
 */

const port = Number(process.env.FAKE_OPENAI_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_OPENAI_PORT must be a port number');
const chat = process.env.FAKE_OPENAI_CHAT ?? 'polite';
if (chat !== 'polite' && chat !== 'misbehaving') throw new Error('FAKE_OPENAI_CHAT must be polite or misbehaving');

/** About 11 s of speech: long enough to be caught playing. */
const SPOKEN_CLIP = readFileSync(new URL('../../../web/public/audio/voice-demo-encouragement.mp3', import.meta.url));

async function main(): Promise<void> {
  const fake = (await FakeOpenAI.start({ port }))
    .route(MODERATIONS, () => moderationAnswer())
    .route(SPEECH, async (request, index) => {
      const answer = await defaultSpeech(request, index);
      return (answer.status ?? 200) === 200 ? { ...answer, body: SPOKEN_CLIP } : answer;
    });
  const cases = [DEVELOPMENT_SET, DEVELOPMENT_SET_2, DEVELOPMENT_SET_3].flatMap(readReplyCases);
  const coach = chat === 'misbehaving' ? misbehavingChat(cases) : defaultChat;
  if (chat === 'misbehaving') fake.route(REPLY_JUDGEMENTS, judgeAsLabelled(cases));
  // A session report's structured-output call gets a valid report (its quote, not the person's words, is dropped).
  // The streaming journey's messages get their own replies (test/e2e/fakes/streaming-script.ts).
  const scripted = misbehavingChat(
    Object.entries(STREAMING_SCRIPT).map(([user, reply]) => ({ user, reply, label: 'safe' }) as ReplyCase),
    coach,
  );
  fake.route(CHAT_COMPLETIONS, (request, index) => (asksForReport(request.json) ? reportAnswer() : scripted(request, index)));
  console.log(`Fake OpenAI (${chat} chat model) listening on ${fake.baseURL}; what it received: GET ${SEEN_REQUESTS_PATH}`);

  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Could not start the fake OpenAI: ${error.message}`);
  process.exit(1);
});

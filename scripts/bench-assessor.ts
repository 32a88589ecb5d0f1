import { pathToFileURL } from 'node:url';
import { replyWhole } from '../functions/domain/chat/reply';
import { resetCoach } from '../functions/providers/coach';
import { resetRiskAssessor } from '../functions/providers/risk-assessor';
import { resetModeration } from '../functions/safety/moderation';
import { useTestEnv } from '../test/fixtures/env';
import { chatCompletion, FakeOpenAI, RISK_ASSESSMENTS, type ScriptedResponse } from '../test/fixtures/fake-openai';
import { assessmentAnswer } from '../test/fixtures/fake-assessor';
import { MODERATIONS, moderationAnswer } from '../test/fixtures/fake-moderation';

/**
 * The risk assessor's added latency (goal: at most 150 ms at p50): the time to a reply
 * through `replyWhole` with OpenAI played by the local fake, its answers delayed by assumed upstream
 * times, once with the assessor taking its assumed time and once answering at once, on the same
 * draws. The coach writes while the assessor reads, so the assessor costs time only when it is
 * slower than the coach. Figures follow from the assumptions printed with them, not from OpenAI.
 */

const RUNS = 15;
/** Assumed upstream times in ms (uniform between the bounds): moderation, the assessor, the coach. */
const MODERATION_MS = [100, 300] as const;
const ASSESSOR_MS = [350, 800] as const;
const COACH_WHOLE_REPLY_MS = [900, 2_500] as const;
/** What a streamed reply's first word would take: the case where the assessor shows. */
const COACH_FIRST_WORD_MS = [300, 700] as const;

/** A fixed sequence of draws, so two runs compare the same conditions. */
function draws(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const between = (next: () => number, [low, high]: readonly [number, number]) => Math.round(low + next() * (high - low));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ctx = { uid: 'bench', chatId: 'bench', requestId: 'bench', remainingMs: () => 25_000 };
const question = {
  chat: { chatId: 'bench', goal: 1, style: 1, startTime: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' } as const,
  firstName: 'Ada',
  history: [
    { id: 'm1', chatId: 'bench', role: 'user' as const, content: 'school has been a lot this week', createdAt: '2026-11-26T10:00:00.000Z' },
  ],
};

async function timeReplies(fake: FakeOpenAI, coachMs: readonly [number, number], withAssessor: boolean, runs = RUNS): Promise<number[]> {
  const next = draws(20);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const [moderation, assessor, coach] = [between(next, MODERATION_MS), between(next, ASSESSOR_MS), between(next, coachMs)];
    fake.reset();
    fake.enqueue(MODERATIONS, { ...moderationAnswer(), delayMs: moderation });
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({}, withAssessor ? assessor : 0));
    fake.enqueueChat({ body: chatCompletion('What would make this week lighter?'), delayMs: coach } satisfies ScriptedResponse);
    const started = performance.now();
    await replyWhole(ctx, question);
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function benchAssessor(): Promise<void> {
  const fake = await FakeOpenAI.start();
  useTestEnv({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0' });
  resetCoach();
  resetModeration();
  resetRiskAssessor();
  try {
    await timeReplies(fake, COACH_FIRST_WORD_MS, true, 2);
    console.log('\nRisk assessor: time added to a reply (goal: <= 150 ms at p50), OpenAI played by a local fake');
    console.log(`  assumed: moderation ${MODERATION_MS.join('-')} ms, assessor ${ASSESSOR_MS.join('-')} ms (deadline 800 ms)`);
    for (const [name, coachMs] of [
      ['whole reply (today)', COACH_WHOLE_REPLY_MS],
      ['first word (streamed)', COACH_FIRST_WORD_MS],
    ] as const) {
      const without = await timeReplies(fake, coachMs, false);
      const withIt = await timeReplies(fake, coachMs, true);
      const added = withIt.map((ms, i) => ms - without[i]!);
      console.log(
        `  coach ${name.padEnd(22)} ${coachMs.join('-')} ms: p50 ${median(withIt).toFixed(0)} ms with the assessor, ` +
          `${median(without).toFixed(0)} ms without; added p50 ${median(added).toFixed(0)} ms, max ${Math.max(...added).toFixed(0)} ms`,
      );
    }
  } finally {
    await fake.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAssessor();

import { pathToFileURL } from 'node:url';
import { analyseLocally, type ReportMessage } from '../functions/domain/insights/local-report';

/**
 * The local session report's time (goal: 50 ms for a session of 50 messages), median and
 * p95 over many runs of a made-up 50-message session. Run alone with `npx tsx scripts/bench-insights.ts`.
 */

const RUNS = 200;
const LINES = [
  'I am so stressed about my exams next week and I keep worrying that I will fail them all.',
  'My mum keeps asking about my grades and it makes me feel worse, like I am never good enough.',
  'I could not sleep last night because I kept thinking about the test and everything that could go wrong.',
  'Talking about it helps a bit, I think I can try to plan my revision in smaller pieces.',
  'My friends seem fine with it all and I feel a bit lonely, like nobody really gets it.',
];

/** 25 exchanges: the person's message and the coach's reply, 50 messages of everyday length. */
const session: ReportMessage[] = Array.from({ length: 25 }, (_, i) => [
  { role: 'user' as const, content: LINES[i % LINES.length]! },
  { role: 'assistant' as const, content: 'That sounds like a lot to carry. What would make tomorrow a little easier?' },
]).flat();

export function benchInsights(): void {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    analyseLocally({ chatGoal: 2, chatStyle: 2, messages: session, tiersMet: [] });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.max(0, Math.ceil(p * times.length) - 1)]!.toFixed(2);
  console.log(`\nLocal session report (${session.length} messages, ${RUNS} runs; goal <= 50 ms): median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchInsights();

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild, type Manifest } from 'vite';
import { benchBundles } from './bench-bundles';
import { benchApiLatency } from './bench-latency';
import { benchPublicSite } from './bench-public-site';
import { benchCrisisScreen } from './bench-screen';
import { benchReplyScreen } from './bench-reply-screen';
import { benchInsights } from './bench-insights';
import { benchWeekly } from './bench-weekly';
import { benchReminders } from './bench-reminders';
import { benchBuddiesRace } from './bench-buddies-race';
import { benchSafetyScorecard } from './safety-scorecard';
import { benchAssessor } from './bench-assessor';
import { benchMemory } from './bench-memory';
import { benchSearch } from './bench-search';
import { benchStreaming } from './bench-streaming';

/**
 * `npm run bench`: prints the size budgets. Figures, not assertions: these machines
 * are shared and noisy. For each Lambda (bench-bundles.ts): minified and gzip size of its bundle (built with the
 * stack's own esbuild options), the median time to import it in a fresh Node process, as a multiple of a
 * bare DynamoDB handler's and its heaviest packages. Then the
 * gzip size of the JavaScript the /login page loads first, and the p50 and p95 latency
 * of listing chats, reading a chat and sending a message against the local stack, and
 * the crisis screen's recall, precision and time per message, the reply screen's catch
 * rate on model replies and the setback probes, the tokens the coach's memory adds,
 * the buddy invite race (bench-buddies-race.ts), session search's p50 and p95 for 500 sessions
 * (bench-search.ts) and the streamed reply's first words and Stop (bench-streaming.ts), the safety scorecard's headline and the risk assessor's
 * added latency, and the public site's
 * Lighthouse figures and first-load JavaScript (bench-public-site.ts).
 */

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunks a page needs before it renders: the entry's static imports, then the route chunk's. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

async function benchLoginPage(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  await viteBuild({ configFile: resolve('vite.config.ts'), logLevel: 'error', build: { outDir, manifest: true, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const chunks = closure(manifest, entry);
  const loginChunk = [...chunks].flatMap((key) => manifest[key]!.dynamicImports ?? []).find((key) => /login/i.test(key));
  if (loginChunk) closure(manifest, loginChunk, chunks);
  let total = 0;
  console.log(`\nJavaScript /login loads first (entry${loginChunk ? ` + ${loginChunk}` : ''}):`);
  for (const key of chunks) {
    const code = readFileSync(join(outDir, manifest[key]!.file));
    const gz = gzipSync(code).length;
    total += gz;
    console.log(`  ${manifest[key]!.file.padEnd(44)} ${kb(gz).padStart(9)} gzip`);
  }
  console.log(`  ${'total'.padEnd(44)} ${kb(total).padStart(9)} gzip`);
  writeFileSync(join(outDir, '.bench-done'), '');
  rmSync(outDir, { recursive: true, force: true });
}

await benchBundles();
await benchLoginPage();
await benchApiLatency();
benchCrisisScreen();
benchInsights();
benchMemory();
await benchWeekly();
await benchReminders();
await benchBuddiesRace();
await benchSearch();
await benchStreaming();
await benchReplyScreen();
await benchSafetyScorecard();
await benchPublicSite();
// Last: it sets the test environment (a fake OpenAI key) for the process.
await benchAssessor();

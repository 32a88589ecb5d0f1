import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, type Manifest } from 'vite';
import { routeList } from '../shared/routes';
import { lambdaEsbuildOptions } from '../infra/bundling';
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
 * `npm run bench`: prints the size budgets of issue 2. Figures, not assertions: these machines
 * are shared and noisy. For each Lambda: minified and gzip size of its bundle (built with the
 * stack's own esbuild options) and the median time to import it in a fresh Node process. Then the
 * gzip size of the JavaScript the /login page loads first, and (issue 4) the p50 and p95 latency
 * of listing chats, reading a chat and sending a message against the local stack, and (issue 5)
 * the crisis screen's recall, precision and time per message, (issue 15) the reply screen's catch
 * rate on model replies and the setback probes, (issue 21) the tokens the coach's memory adds, (issue 22)
 * the buddy invite race (bench-buddies-race.ts), (issue 23) session search's p50 and p95 for 500 sessions
 * (bench-search.ts) and the streamed reply's first words and Stop (bench-streaming.ts), (issue 20) the safety scorecard's headline and the risk assessor's
 * added latency, and (issue 7) the public site's
 * Lighthouse figures and first-load JavaScript (bench-public-site.ts).
 */

const IMPORT_RUNS = 7;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Environment a handler needs to load; nothing is called at import time. */
const importEnv = {
  ...process.env,
  TABLE_NAME: 'bench',
  APP_ORIGIN: 'http://localhost',
  FIREBASE_PROJECT_ID: 'demo-bench',
  FIREBASE_API_KEY: 'bench',
  MAIL_FROM: 'bench@example.com',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

function importMs(file: string): number {
  // A streaming handler asks Lambda's runtime global for response streaming as it loads (issue 23).
  const runtime = `globalThis.awslambda ??= { streamifyResponse: (f) => f, HttpResponseStream: { from: (s) => s } };`;
  const script = `${runtime} const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const runs: number[] = [];
  for (let i = 0; i < IMPORT_RUNS; i++) {
    const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: importEnv, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`importing ${file} failed:\n${out.stderr}`);
    runs.push(Number(out.stdout.trim().split('\n').pop()));
  }
  return median(runs);
}

async function benchFunctions(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fn-'));
  console.log('Lambda bundles (budget for a handler touching only DynamoDB and the session: < 350 KB minified, < 50 ms import)');
  console.log(`${'route'.padEnd(44)} ${'minified'.padStart(10)} ${'gzip'.padStart(9)} ${'import'.padStart(9)}`);
  const handlers = [...new Map(routeList.map(([, route]) => [route.handler, route])).values()];
  for (const route of handlers) {
    const outfile = join(dir, `${route.handler.replace(/\//g, '-')}.mjs`);
    await esbuild({ ...lambdaEsbuildOptions, entryPoints: [resolve('functions', `${route.handler}.ts`)], outfile, logLevel: 'error' });
    const code = readFileSync(outfile);
    const ms = importMs(outfile);
    console.log(
      `${`${route.method} ${route.path}`.padEnd(44)} ${kb(code.length).padStart(10)} ${kb(gzipSync(code).length).padStart(9)} ${`${ms.toFixed(1)} ms`.padStart(9)}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

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

await benchFunctions();
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

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { AREAS, type Area } from '#shared/areas';
import { routeList } from '#shared/routes';
import { jobList } from '#shared/jobs';
import type { RouteAccess } from '#shared/routes/route-def';
import { lambdaEsbuildOptions } from '../infra/bundling';

/**
 * The Lambda bundles of `npm run bench`: each route's and each job's handler built with the stack's own
 * esbuild options, its minified and gzip size, the median time to import it in a fresh Node
 * process, that time as a multiple of a bare DynamoDB handler's (bench-anchor-handler.ts, built
 * and imported in the same run: each import is divided by the anchor's imports just before and
 * after it, so the ratio survives a slow or busy machine), the five packages that weigh most in
 * it (esbuild's metafile) and the cold-start goals (jobs are held to the size goal only), grouped
 * by product area (shared/areas.ts), each area's routes before its jobs.
 * `npx tsx scripts/bench-bundles.ts [filter]` runs only this part, for handlers whose module
 * path contains the filter (`api/auth/`, `jobs/`).
 */

const IMPORT_RUNS = 5;
/** An anchor import after every this many handler imports, so noise hits both alike. */
const ANCHOR_EVERY = 4;
const TOP_PACKAGES = 5;
const KB = 1024;

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
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

/** Milliseconds to import `file` once, in a fresh Node process. */
function importMs(file: string): number {
  // A streaming handler asks Lambda's runtime global for response streaming as it loads.
  const runtime = `globalThis.awslambda ??= { streamifyResponse: (f) => f, HttpResponseStream: { from: (s) => s } };`;
  const script = `${runtime} const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: importEnv, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`importing ${file} failed:\n${out.stderr}`);
  return Number(out.stdout.trim().split('\n').pop());
}

interface Bundle {
  label: string;
  /** The product area of the route or job; undefined for the anchor. */
  area: Area | undefined;
  /** A route's access; undefined for a background job's handler. */
  access: RouteAccess | undefined;
  file: string;
  bytes: number;
  gzip: number;
  /** The heaviest npm packages (`@scope/name`) or "our code" (with its heaviest folder), as printed. */
  top: string[];
  samples: number[];
  /** Each sample divided by the mean of the anchor's samples just before and just after it. */
  ratios: number[];
}

/** The npm package an esbuild input belongs to (the innermost node_modules wins), or our code. */
function packageOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return 'our code';
  const [first, second] = input.slice(at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

async function buildBundle(
  file: string,
  entry: string,
  label: string,
  area: Area | undefined,
  access: RouteAccess | undefined,
): Promise<Bundle> {
  const { metafile } = await esbuild({ ...lambdaEsbuildOptions, entryPoints: [entry], outfile: file, metafile: true, logLevel: 'error' });
  const output = Object.values(metafile.outputs).find((out) => out.entryPoint)!;
  const byPackage = new Map<string, number>();
  const byFolder = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    add(byPackage, packageOf(input), bytesInOutput);
    if (packageOf(input) === 'our code') add(byFolder, input.split('/').slice(0, 2).join('/'), bytesInOutput);
  }
  const largest = (map: Map<string, number>) => [...map].sort(([, a], [, b]) => b - a);
  // Our code can weigh as much as a package (the crisis model's weights): name its heaviest folder.
  const [folder, folderBytes] = largest(byFolder)[0] ?? ['', 0];
  const top = largest(byPackage)
    .slice(0, TOP_PACKAGES)
    .map(([name, bytes]) => `${name} ${kb(bytes)}${name === 'our code' ? ` (${folder} ${kb(folderBytes)})` : ''}`);
  const code = readFileSync(file);
  return { label, area, access, file, bytes: code.length, gzip: gzipSync(code).length, top, samples: [], ratios: [] };
}

interface HandlerToBuild {
  handler: string;
  label: string;
  area: Area;
  access: RouteAccess | undefined;
}

/** One bundle per handler module, area by area; routes sharing a handler share its access; an area's jobs follow its routes. */
function handlerRoutes(filter: string): HandlerToBuild[] {
  const byHandler = new Map<string, HandlerToBuild>();
  for (const [, route] of routeList) {
    if (!route.handler.includes(filter)) continue;
    const seen = byHandler.get(route.handler);
    if (seen) Object.assign(seen.access ?? {}, route.access);
    else
      byHandler.set(route.handler, {
        handler: route.handler,
        label: `${route.method} ${route.path}`,
        area: route.area,
        access: { ...route.access },
      });
  }
  for (const [name, job] of jobList) {
    if (job.handler.includes(filter))
      byHandler.set(job.handler, { handler: job.handler, label: `job ${name}`, area: job.area, access: undefined });
  }
  // Sorting is stable: within an area, the routes in table order, then the jobs.
  return [...byHandler.values()].sort((a, b) => AREAS.indexOf(a.area) - AREAS.indexOf(b.area));
}

const has = (access: RouteAccess): string[] => Object.entries(access).flatMap(([key, value]) => (value ? [key] : []));

/**
 * The cold-start goals (docs/decisions/0055-cold-starts-measured-and-on-paper.md): a handler's import as a multiple of the
 * bare DynamoDB anchor, and its size. The coach's own weight is the crisis screen's model and the
 * offline coach, and its reply then waits for the model's first token anyway; the payment routes
 * and the webhook are measured and printed with no ratio goal, as nobody waits on them (Stripe
 * retries a slow webhook).
 */
const GOALS: Array<{ name: string; applies: (access: RouteAccess | undefined) => boolean; maxRatio?: number; maxBytes?: number }> = [
  {
    name: 'session-only handlers',
    applies: (access) => Boolean(access && has(access).every((key) => key === 'table')),
    maxRatio: 1.3,
  },
  {
    name: 'identity routes',
    applies: (access) => Boolean(access?.identityAdmin || access?.identityKey),
    maxRatio: 1.3,
  },
  { name: 'coach handlers (chat send, regenerate, stream)', applies: (access) => Boolean(access?.coach), maxRatio: 2.5 },
  { name: 'payment routes and the webhook (measured, no goal)', applies: (access) => Boolean(access?.payments) },
  { name: 'every handler', applies: () => true, maxBytes: 1024 * KB },
];

function printGoals(bundles: Bundle[], ratio: (bundle: Bundle) => number): void {
  console.log("\nCold-start goals (a ratio goal holds for the group's median; a size goal for every handler):");
  for (const goal of GOALS) {
    const limits =
      [goal.maxRatio && `≤ ${goal.maxRatio}× anchor`, goal.maxBytes && `≤ ${goal.maxBytes / KB} KB`].filter(Boolean).join(' and ') ||
      'no limit';
    const group = bundles.filter((bundle) => goal.applies(bundle.access));
    if (!group.length) {
      console.log(`  – ${goal.name} ${limits}: none measured`);
      continue;
    }
    // One handler's ratio wobbles on a busy machine (the same bundle moves by ±0.4× between
    // runs); the group's median is the steadier figure, so the goal is judged on it.
    const typical = median(group.map(ratio));
    const oversized = group.filter((b) => goal.maxBytes && b.bytes > goal.maxBytes);
    const slow = Boolean(goal.maxRatio && typical > goal.maxRatio);
    const hasGoal = Boolean(goal.maxRatio || goal.maxBytes);
    const sizes = goal.maxBytes ? `${group.length - oversized.length} of ${group.length} within size` : `${group.length} measured`;
    const mark = !hasGoal ? '–' : slow || oversized.length ? '✗' : '✓';
    console.log(`  ${mark} ${goal.name} ${limits}: ${sizes}, median ${typical.toFixed(2)}×`);
    const listed = hasGoal ? [...new Set([...oversized, ...group.filter((b) => goal.maxRatio && ratio(b) > goal.maxRatio)])] : group;
    for (const b of listed) console.log(`      ${b.label.padEnd(44)} ${ratio(b).toFixed(2)}×  ${kb(b.bytes)}`);
  }
}

/**
 * Imports every bundle IMPORT_RUNS times and the anchor every ANCHOR_EVERY imports. A busy machine
 * comes in bursts of seconds; a ratio to the anchor's neighbouring samples cancels them where a
 * ratio to the run's overall median would not.
 */
function measure(anchor: Bundle, bundles: Bundle[]): void {
  let pending: Array<{ bundle: Bundle; ms: number; before: number }> = [];
  const sampleAnchor = (): number => {
    const ms = importMs(anchor.file);
    anchor.samples.push(ms);
    for (const { bundle, ms: own, before } of pending) bundle.ratios.push(own / ((before + ms) / 2));
    pending = [];
    return ms;
  };
  let before = sampleAnchor();
  // Alternate the order each round, so no handler always runs at the same point of a drifting machine.
  for (let run = 0; run < IMPORT_RUNS; run++) {
    for (const bundle of run % 2 ? [...bundles].reverse() : bundles) {
      const ms = importMs(bundle.file);
      bundle.samples.push(ms);
      pending.push({ bundle, ms, before });
      if (pending.length === ANCHOR_EVERY) before = sampleAnchor();
    }
  }
  if (pending.length) sampleAnchor();
}

export async function benchBundles(filter = ''): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fn-'));
  try {
    const anchor = await buildBundle(
      join(dir, 'anchor.mjs'),
      resolve('scripts', 'bench-anchor-handler.ts'),
      'anchor (DynamoDB document client only)',
      undefined,
      {},
    );
    const bundles: Bundle[] = [];
    for (const { handler, label, area, access } of handlerRoutes(filter)) {
      bundles.push(
        await buildBundle(join(dir, `${handler.replace(/\//g, '-')}.mjs`), resolve('functions', `${handler}.ts`), label, area, access),
      );
    }
    measure(anchor, bundles);
    const sorted = [...anchor.samples].sort((a, b) => a - b);
    const quartile = (q: number): string => sorted[Math.floor(sorted.length * q)]!.toFixed(1);
    const ratio = (bundle: Bundle): number => (bundle === anchor ? 1 : median(bundle.ratios));
    console.log(
      `Lambda bundles: median of ${IMPORT_RUNS} imports per handler in a fresh Node process, and the median of its ratios to the ` +
        `anchor's imports around it (anchor: ${anchor.samples.length} imports, middle half ${quartile(0.25)}–${quartile(0.75)} ms); ` +
        'below each, what weighs most in it',
    );
    console.log(`${'route'.padEnd(44)} ${'minified'.padStart(10)} ${'gzip'.padStart(9)} ${'import'.padStart(9)} ${'×anchor'.padStart(8)}`);
    let area: Area | undefined;
    for (const bundle of [anchor, ...bundles]) {
      if (bundle.area && bundle.area !== area) console.log(`${bundle.area}:`);
      area = bundle.area;
      const ms = median(bundle.samples);
      console.log(
        `${bundle.label.padEnd(44)} ${kb(bundle.bytes).padStart(10)} ${kb(bundle.gzip).padStart(9)} ${`${ms.toFixed(1)} ms`.padStart(9)} ${`${ratio(bundle).toFixed(2)}×`.padStart(8)}`,
      );
      console.log(`    ${bundle.top.join(' · ')}`);
    }
    printGoals(bundles, ratio);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundles(process.argv[2]);

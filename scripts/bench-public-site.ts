import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build as viteBuild } from 'vite';
import { PRERENDERED_LIST } from '../web/build/site-rewrite';

/**
 * The public site's budgets, measured on the production build as CloudFront serves it
 * (`npm run preview`): Lighthouse's mobile preset in Debian's Chromium, the median of three runs,
 * on `/` and on a blog post; and the JavaScript `/` loads before interaction, that is what the
 * Lighthouse run fetched on a phone-sized screen with no click or scroll. Figures, not
 * assertions: these machines are shared and noisy.
 */

const RUNS = 3;
const DIST = resolve('dist/web');
const PORT = Number(process.env.BENCH_SITE_PORT ?? 4179);
/** The goals for `/` and a blog post. */
const BUDGET = { performance: 99, accessibility: 100, 'best-practices': 95, seo: 95, lcpMs: 1500, tbtMs: 50, cls: 0.02, jsKb: 80 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzip size of a built file, the unit of the JavaScript budget (CloudFront may send brotli). */
const gzipOf = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

async function startPreview(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'dev/preview.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      AUTH_EMULATOR_PORT: String(PORT + 5000),
      STRIPE_LOCAL_PORT: String(PORT + 8000),
      DATA_DIR: 'memory',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) ready();
    });
    child.once('exit', (code) => failed(new Error(`The preview exited with ${code}`)));
  });
  return child;
}

interface Run {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The site's own scripts the page fetched, loaded and idle, without a click or a scroll. */
  scripts: string[];
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined;
  const origin = new URL(url).origin;
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scripts: (requests?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname),
  };
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

function report(path: string, runs: Run[]): void {
  const sorted = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const s = median.scores;
  console.log(`\n${path} (median of ${runs.length} by performance; all runs: ${runs.map((r) => r.scores.performance).join(', ')})`);
  console.log(
    `  performance     ${String(s.performance).padStart(6)}   budget >= ${BUDGET.performance}  ${mark(s.performance! >= BUDGET.performance)}`,
  );
  console.log(
    `  accessibility   ${String(s.accessibility).padStart(6)}   budget  = ${BUDGET.accessibility}  ${mark(s.accessibility! >= BUDGET.accessibility)}`,
  );
  console.log(
    `  best practices  ${String(s['best-practices']).padStart(6)}   budget >= ${BUDGET['best-practices']}  ${mark(s['best-practices']! >= BUDGET['best-practices'])}`,
  );
  console.log(`  SEO             ${String(s.seo).padStart(6)}   budget >= ${BUDGET.seo}  ${mark(s.seo! >= BUDGET.seo)}`);
  console.log(
    `  LCP             ${(median.lcpMs / 1000).toFixed(2).padStart(5)}s   budget <= ${(BUDGET.lcpMs / 1000).toFixed(1)} s ${mark(median.lcpMs <= BUDGET.lcpMs)}`,
  );
  console.log(
    `  TBT             ${`${Math.round(median.tbtMs)}`.padStart(4)} ms   budget <= ${BUDGET.tbtMs} ms ${mark(median.tbtMs <= BUDGET.tbtMs)}`,
  );
  console.log(`  CLS             ${median.cls.toFixed(3).padStart(6)}   budget <= ${BUDGET.cls} ${mark(median.cls <= BUDGET.cls)}`);
  const scripts = [...new Set(median.scripts)].map((file) => ({ file, gzip: gzipOf(file) }));
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const budget = ` budget <= ${BUDGET.jsKb} KB ${mark(total <= BUDGET.jsKb * 1024)}`;
  console.log(`  JavaScript loaded before interaction ${kb(total)} gzip${budget}`);
  for (const script of scripts) console.log(`    ${script.file.padEnd(44)} ${kb(script.gzip).padStart(9)}`);
}

export async function benchPublicSite(): Promise<void> {
  process.env.VITE_SITE_URL ??= `http://localhost:${PORT}`;
  await viteBuild({ configFile: resolve('vite.config.ts'), logLevel: 'error' });
  const pages = JSON.parse(readFileSync(join(DIST, PRERENDERED_LIST), 'utf8')) as string[];
  const post = pages.find((page) => page.startsWith('/blog/'));
  const preview = await startPreview();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const path of ['/', ...(post ? [post] : [])]) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`http://localhost:${PORT}${path}`, chrome.port));
      report(path, runs);
    }
  } finally {
    await chrome.kill();
    preview.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPublicSite();

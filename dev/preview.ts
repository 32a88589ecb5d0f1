import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '#shared/content-security-policy';
import { PRERENDERED_LIST, siteRewriteCode } from '../web/build/site-rewrite';
import { announce, startLocalStack, stopOnSignals } from './stack';
import { staticSite } from './static-site';

/**
 * `npm run preview`: the production build (`npm run build`) as CloudFront serves it, at
 * http://localhost:4173, with the same local API behind /api as `npm start`. The benchmarks
 * measure the public pages here.
 */

/** SITE_DIR serves another build (the end-to-end tests build their own). */
const DIST = resolve(process.env.SITE_DIR || 'dist/web');

/** Passes /api and /dev to the local API server, as CloudFront passes /api to API Gateway. */
function proxy(target: string) {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = httpRequest(
      `${target}${incoming.url ?? '/'}`,
      // Locally the API compares Origin with APP_ORIGIN (this server), so no viewer-host header.
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end('The local API is not answering.'));
    incoming.pipe(upstream);
  };
}

async function main(): Promise<void> {
  const listFile = join(DIST, PRERENDERED_LIST);
  if (!existsSync(listFile)) {
    throw new Error(`There is no production build with pre-rendered pages in ${DIST}: run \`npm run build\` first.`);
  }
  const pages = JSON.parse(readFileSync(listFile, 'utf8')) as string[];
  const stack = await startLocalStack(4173);
  const site = staticSite({
    root: DIST,
    rewriteCode: siteRewriteCode(pages),
    headers: {
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    },
  });
  const api = proxy(process.env.API_PROXY_TARGET!);
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/dev/')) api(incoming, outgoing);
    else void site(incoming, outgoing);
  });
  await new Promise<void>((done) => server.listen(stack.webPort, 'localhost', done));
  announce(stack, 'The production build of Blue Guardian');
  stopOnSignals(stack, () => new Promise((done) => server.close(() => done())));
}

main().catch((error: Error) => {
  console.error(`\nCould not start the preview: ${error.message}`);
  process.exit(1);
});

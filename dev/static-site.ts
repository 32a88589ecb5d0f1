import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { rewriteUri } from '../web/build/site-rewrite';

/**
 * Serves the production build as CloudFront does: the same rewrite function picks the file
 * (pre-rendered page, asset, or the app shell), text is compressed (brotli, else gzip), hashed
 * assets are cached for a year and everything else is revalidated, with the site's headers.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticSiteOptions {
  root: string;
  /** The CloudFront Function's code (web/build/site-rewrite.ts). */
  rewriteCode: string;
  /** Headers every response carries (the security headers policy). */
  headers: Record<string, string>;
}

export function staticSite({ root, rewriteCode, headers }: StaticSiteOptions) {
  const cache = new Map<string, Buffer>();

  const body = async (file: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const raw = await readFile(file);
    const out =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, out);
    return out;
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const uri = rewriteUri(rewriteCode, decodeURIComponent(pathname));
    const file = normalize(join(root, uri));
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (!file.startsWith(root) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(file.startsWith(root) ? 405 : 403).end();
      return;
    }
    const ext = extname(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding: Encoding = !COMPRESSIBLE.has(ext)
      ? 'identity'
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : 'identity';
    let content: Buffer;
    try {
      content = await body(file, encoding);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': content.length,
      'cache-control': uri.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  };
}

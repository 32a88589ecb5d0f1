import type { IncomingMessage, ServerResponse } from 'node:http';
import { newId } from './objects';

/** Small HTTP helpers shared by the API, the pages and the test endpoints. */

const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    // The SDK reads request-id into its errors, as it does Stripe's.
    'request-id': newId('req', 14),
    ...headers,
  });
  res.end(JSON.stringify(body, null, 2));
}

export function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No script runs on these pages. No form-action: it would also block the redirect to success_url.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
}

/** 303 See Other: the browser follows a POST's answer with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

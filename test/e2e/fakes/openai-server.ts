import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { moderationAnswer, MODERATIONS } from '../../fixtures/fake-moderation';
import { FakeOpenAI, formOf, SPEECH, TRANSCRIPTIONS, type RecordedRequest } from '../../fixtures/fake-openai';

/**
 * The fake OpenAI of test/fixtures/fake-openai.ts as a process of its own on a fixed port
 * (FAKE_OPENAI_PORT), for the end-to-end stack with voice (playwright.config.ts, project `voice`):
 * `npx tsx test/e2e/fakes/openai-server.ts`. It forwards every request to the fake, which checks
 * and records it, and changes two things on the way back:
 *
 * - speech answers carry a real mp3 (the landing page's voice demo) in place of the fake's
 *   stand-in bytes, so Chromium can decode and play them;
 * - moderation answers that nothing is flagged, so the crisis screen runs as with a real key.
 *
 * GET /__fake/requests lists what the fake received (speech and transcription requests with their
 * fields; the audio itself as its name, type and size), for the tests to check.
 */

const port = Number(process.env.FAKE_OPENAI_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_OPENAI_PORT must be a port number');

/** About 11 s of speech: long enough to be caught playing. */
const SPOKEN_CLIP = readFileSync(new URL('../../../web/public/audio/voice-demo-encouragement.mp3', import.meta.url));

/** What /__fake/requests tells of one request. */
export interface SeenRequest {
  route: string;
  contentType: string;
  json?: unknown;
  form?: Record<string, string | { name: string; type: string; size: number }>;
}

async function describe(request: RecordedRequest): Promise<SeenRequest> {
  const route = `${request.method} ${request.path}`;
  const seen: SeenRequest = { route, contentType: String(request.headers['content-type'] ?? '') };
  if (request.json !== undefined) seen.json = request.json;
  if (route === TRANSCRIPTIONS) {
    const form = await formOf(request).catch(() => undefined);
    seen.form = {};
    for (const [name, value] of form?.entries() ?? []) {
      seen.form[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    }
  }
  return seen;
}

const read = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

async function main(): Promise<void> {
  const fake = (await FakeOpenAI.start()).route(MODERATIONS, () => moderationAnswer());
  const upstream = new URL(fake.baseURL).origin;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/__fake/requests') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(await Promise.all(fake.requests.map(describe))));
        return;
      }
      const body = await read(req);
      const headers = Object.entries(req.headers).flatMap(([name, value]) =>
        ['host', 'connection', 'content-length'].includes(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
      );
      const answer = await fetch(`${upstream}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const speech = `${req.method} ${new URL(req.url ?? '/', upstream).pathname}` === SPEECH && answer.ok;
      const bytes = Buffer.from(await answer.arrayBuffer());
      const payload = speech ? SPOKEN_CLIP : bytes;
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        'x-request-id': answer.headers.get('x-request-id') ?? 'req_fake',
      });
      res.end(payload);
    })().catch((error: unknown) => {
      console.error('fake OpenAI:', error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error', param: null, code: null } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  console.log(`Fake OpenAI listening on http://127.0.0.1:${port}/v1`);

  const stop = () => {
    server.closeAllConnections();
    server.close();
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Could not start the fake OpenAI: ${error.message}`);
  process.exit(1);
});

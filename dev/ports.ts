import { createServer } from 'node:net';

/**
 * Port of the local Stripe under `npm start` (STRIPE_LOCAL_PORT moves it). Fixed, like the web and
 * emulator ports, so its pages have a known address; the tests pick free ports instead.
 */
export const LOCAL_STRIPE_DEFAULT_PORT = 12111;

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when the port can be bound, else rejects naming the variable that moves it. */
export function ensurePortFree(port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`Port ${port} is in use. Stop what uses it, or set ${variable} to another port.`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

import { resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { announce, startLocalStack, stopOnSignals } from './stack';

/**
 * `npm start`: the whole product on a laptop, with no account and no key: the local stack
 * (dev/stack.ts) and Vite's dev server, proxying /api to it. One URL is printed.
 */
async function main(): Promise<void> {
  const stack = await startLocalStack(5173);
  const vite = await createViteServer({
    configFile: resolve('vite.config.ts'),
    server: { port: stack.webPort, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  await vite.listen();
  announce(stack, 'Blue Guardian');
  stopOnSignals(stack, () => vite.close());
}

main().catch((error: Error) => {
  console.error(`\nCould not start Blue Guardian: ${error.message}`);
  process.exit(1);
});

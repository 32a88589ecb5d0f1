import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Firebase project of the local stack and tests; the `demo-` prefix keeps the emulator offline. */
export const LOCAL_FIREBASE_PROJECT = 'demo-blue-guardian';

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The Firebase Auth Emulator exited early:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Firebase Auth Emulator did not start within ${timeoutMs / 1000} s (log: ${logFile})`);
}

/**
 * Starts the Firebase Auth Emulator (firebase-tools) in `dir`, where its config, log and, when
 * `persist` is set, its exported accounts live, so accounts survive a restart of `npm start`.
 */
export async function startAuthEmulator(dir: string, ports: EmulatorPorts, persist: boolean): Promise<RunningEmulator> {
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'firebase.json');
  // The emulator UI would try to download itself; with it off the emulator starts offline.
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
      },
    }),
  );
  const exportDir = join(dir, 'export');
  const args = ['emulators:start', '--only', 'auth', '--project', LOCAL_FIREBASE_PROJECT, '--config', configFile];
  if (persist) {
    if (existsSync(join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  const logFile = join(dir, 'emulator.log');
  const log = openSync(logFile, 'w');
  const bin = join(process.cwd(), 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  // When persisting, its own process group: a Ctrl-C in the terminal reaches only our parent, which
  // then stops the emulator once, so it can export its data (a second SIGINT quits without saving).
  // Otherwise it stays in ours, so it dies with its parent whatever happens.
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: dir,
    detached: persist,
    stdio: ['ignore', log, log],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const host = `127.0.0.1:${ports.auth}`;
  try {
    await waitUntilUp(`http://${host}/`, child, logFile, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    host,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
      if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
    },
  };
}

import { freePort } from '../dev/ports';
import { startServices } from '../dev/services';
import { startApi } from '../test/integration/api';

/**
 * The local API for the benchmark and load scripts, started the way the integration tests start
 * it: dynalite in memory, the Firebase Auth Emulator, the local API server and the offline coach
 * (no OpenAI key), with logging off so that figures print cleanly.
 */
export async function startOfflineApi(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  // Lambda runs Node 22; on Node 20 the AWS SDK would warn about it in the middle of the figures.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  for (const name of ['OPENAI_API_KEY', 'OPENAI_API_KEY_SECRET_ARN', 'OPENAI_BASE_URL']) delete process.env[name];
  const services = await startServices({
    dataDir: undefined,
    dynamoPort: await freePort(),
    emulatorPorts: { auth: await freePort(), hub: await freePort(), logging: await freePort() },
    appOrigin: 'http://localhost:5173',
  });
  Object.assign(process.env, services.env, { LOG_LEVEL: 'silent' });
  const api = await startApi();
  return {
    baseUrl: api.baseUrl,
    stop: async () => {
      await api.close();
      await services.stop();
    },
  };
}

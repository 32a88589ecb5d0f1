import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_FIREBASE_PROJECT, startAuthEmulator, type EmulatorPorts } from './auth-emulator';
import { ensureTable, startDynamo } from './dynamo';
import { startLocalStripe, type LocalStripe } from './stripe-local/index';
import { LOCAL_STRIPE_PRICES, localStripeEnv, newWebhookSecret } from './stripe-local/local-env';

export const LOCAL_TABLE = 'blue-guardian-local';

export interface ServiceOptions {
  /** Where data persists across restarts; in memory / a temporary folder when undefined. */
  dataDir: string | undefined;
  dynamoPort: number;
  emulatorPorts: EmulatorPorts;
  /** Origin of the web app, for links in e-mails. */
  appOrigin: string;
  /**
   * Runs the local Stripe (payments with no Stripe key): on this port (0: any), posting events to
   * webhookUrl, which may also be set later with `stripe.setWebhookUrl`. Absent: real Stripe.
   */
  localStripe?: { port: number; webhookUrl?: string; retryDelaysMs?: number[] };
}

export interface RunningServices {
  /** The environment the handlers read (functions/kernel/config.ts). */
  env: Record<string, string>;
  /** The local Stripe, when started; its variables are in `env` too. */
  stripe: LocalStripe | undefined;
  stop(): Promise<void>;
}

/**
 * Starts what the handlers talk to on a laptop: dynalite with the table, the Firebase Auth
 * Emulator and, when asked, the local Stripe. Used by `npm start` and by the integration and end-to-end tests alike.
 */
export async function startServices(options: ServiceOptions): Promise<RunningServices> {
  const scratch = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'blue-guardian-'));
  const dir = options.dataDir ?? scratch!;
  const [dynamo, emulator, stripe] = await Promise.all([
    startDynamo(options.dynamoPort, options.dataDir && join(options.dataDir, 'dynamodb')),
    startAuthEmulator(join(dir, 'auth'), options.emulatorPorts, Boolean(options.dataDir)),
    options.localStripe &&
      startLocalStripe({
        port: options.localStripe.port,
        webhookUrl: options.localStripe.webhookUrl,
        webhookSecret: newWebhookSecret(),
        prices: LOCAL_STRIPE_PRICES,
        ...(options.localStripe.retryDelaysMs && { retryDelaysMs: options.localStripe.retryDelaysMs }),
      }),
  ]);
  await ensureTable(dynamo.endpoint, LOCAL_TABLE);
  const env: Record<string, string> = {
    TABLE_NAME: LOCAL_TABLE,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: 'us-east-1',
    APP_ORIGIN: options.appOrigin,
    COOKIE_SECURE: 'false',
    FIREBASE_PROJECT_ID: LOCAL_FIREBASE_PROJECT,
    FIREBASE_API_KEY: 'local-emulator-key',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    // The browser's SDK talks to the emulator (GET /api/config names it); the domain is nominal.
    FIREBASE_AUTH_DOMAIN: `${LOCAL_FIREBASE_PROJECT}.firebaseapp.com`,
    // Metrics are lines CloudWatch reads in AWS (functions/kernel/metrics.ts): nothing reads them here.
    POWERTOOLS_METRICS_DISABLED: 'true',
    MAIL_TRANSPORT: 'mailbox',
    MAIL_FROM: 'Blue Guardian <no-reply@blueguardian.local>',
    // DEV ONLY, not a secret: signs the weekly e-mail's unsubscribe links on this laptop. AWS
    // generates its own in Secrets Manager (infra/stack.ts).
    UNSUBSCRIBE_SIGNING_SECRET: 'local-dev-only-unsubscribe-signing-secret',
    // DEV ONLY, not a secret: keys the hashes of the addresses that had the free trial on this
    // laptop. AWS generates its own in Secrets Manager (infra/stack.ts).
    TRIAL_EMAIL_HASH_SECRET: 'local-dev-only-trial-email-hash-secret',
    ...(options.dataDir && { MAILBOX_FILE: join(options.dataDir, 'mailbox.json') }),
    ...(stripe && localStripeEnv(stripe)),
  };
  return {
    env,
    stripe: stripe || undefined,
    async stop() {
      await Promise.all([emulator.stop(), dynamo.stop(), stripe && stripe.stop()]);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

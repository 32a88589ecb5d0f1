/**
 * Configuration, read from the environment once and checked up front so that a missing variable
 * fails the first request with its name rather than a confusing error deep in an SDK.
 * Every variable is documented in .env.example.
 */
export interface Config {
  tableName: string;
  region: string;
  /** Set locally and in tests (dynalite); unset in AWS. */
  dynamoEndpoint: string | undefined;
  /**
   * Where links in e-mails point, e.g. http://localhost:5173 (no trailing slash). In AWS the
   * origin is the CloudFront domain, which a function's environment cannot name without a
   * dependency cycle, so it is read from the SSM parameter `appOriginParameter` instead.
   */
  appOrigin: string | undefined;
  appOriginParameter: string | undefined;
  /** False only for the local stack served over plain http. */
  cookieSecure: boolean;
  firebase: {
    projectId: string;
    /** The Web API key: public by design, used for the REST sign-in calls. */
    apiKey: string;
    /** The auth domain the browser's Firebase SDK opens the Google pop-up on. */
    authDomain: string;
    /** host:port of the Firebase Auth Emulator; never set in AWS. */
    emulatorHost: string | undefined;
    /** Secrets Manager ARN of the service-account JSON; required in AWS by admin routes only. */
    serviceAccountSecretArn: string | undefined;
  };
  mail: {
    transport: 'ses' | 'mailbox';
    from: string;
    /** Local mailbox file; in memory when unset. */
    mailboxFile: string | undefined;
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`Missing environment variable ${name} (see .env.example)`);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Builds the configuration from an environment; exported for tests. */
export function readConfig(env: Env): Config {
  const emulatorHost = optional(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  // The emulator's tokens are unsigned: accepting them in AWS would let anyone forge a session.
  if (emulatorHost && env.AWS_LAMBDA_FUNCTION_NAME) {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must never be set in AWS Lambda');
  }
  const transport = optional(env, 'MAIL_TRANSPORT') ?? 'ses';
  if (transport !== 'ses' && transport !== 'mailbox') {
    throw new ConfigError(`MAIL_TRANSPORT must be "ses" or "mailbox", not "${transport}"`);
  }
  const cookieSecure = optional(env, 'COOKIE_SECURE') !== 'false';
  // Only the functions that make admin calls get (and check) the secret: see identity-admin.ts.
  const serviceAccountSecretArn = optional(env, 'FIREBASE_SERVICE_ACCOUNT_SECRET_ARN');
  const projectId = required(env, 'FIREBASE_PROJECT_ID');
  return {
    tableName: required(env, 'TABLE_NAME'),
    region: optional(env, 'AWS_REGION') ?? 'us-east-1',
    dynamoEndpoint: optional(env, 'DYNAMODB_ENDPOINT'),
    appOrigin: optional(env, 'APP_ORIGIN')?.replace(/\/+$/, ''),
    appOriginParameter: optional(env, 'APP_ORIGIN_PARAMETER'),
    cookieSecure,
    firebase: {
      projectId,
      apiKey: required(env, 'FIREBASE_API_KEY'),
      // Every Firebase project has this domain; a custom one (the app's own) is set explicitly.
      authDomain: optional(env, 'FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      emulatorHost,
      serviceAccountSecretArn,
    },
    mail: {
      transport,
      from: required(env, 'MAIL_FROM'),
      mailboxFile: optional(env, 'MAILBOX_FILE'),
    },
  };
}

let cached: Config | undefined;

/** The process's configuration, read on first use. */
export function config(): Config {
  cached ??= readConfig(process.env);
  return cached;
}

/** Forgets the cached configuration; for tests that change the environment. */
export function resetConfig(): void {
  cached = undefined;
}

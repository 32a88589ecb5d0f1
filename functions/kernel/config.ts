import { PRICE_ID_PATTERN } from '#shared/schemas/payment';
import { localPriceId, priceVariable, type BillingInterval, type PriceIds } from '#shared/pricing';
import type { PlanName } from '#shared/plans';

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
    /** The browser's Web API key: public by design (GET /api/config hands it to the web app). */
    apiKey: string;
    /**
     * The server's own API key for the REST calls (sign-in, refresh, action codes): local `.env`
     * only. Kept apart from the browser's, so the browser's can be limited to the few methods the
     * web app calls and password sign-in is reachable only through our API (docs/decisions/0054-identity-without-firebase-admin.md).
     */
    serverApiKey: string | undefined;
    /** Secrets Manager ARN of the server's API key (AWS). */
    serverApiKeySecretArn: string | undefined;
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
  openai: OpenAIConfig;
  stripe: StripeConfig;
  /** The bot check (Cloudflare Turnstile); undefined when no site key is set. */
  botCheck: BotCheckConfig | undefined;
  reports: ReportsConfig;
  weeklySummary: WeeklySummaryConfig;
  /** The distress notices to guardians: their job's SQS queue (AWS); unset locally, where the job runs in process. */
  guardianNotices: { queueUrl: string | undefined };
  freeTrial: FreeTrialConfig;
}

/**
 * The free trial is given once per person (functions/domain/payment/free-trial.ts): the record
 * that outlives an account holds a keyed hash of the e-mail address, made with this key: the
 * value locally (`npm start` sets a dev-only one), its ARN in AWS.
 */
export interface FreeTrialConfig {
  /** HMAC key of the e-mail hashes: local `.env` only. */
  emailHashSecret: string | undefined;
  /** Secrets Manager ARN of that key (AWS), read once per cold start. */
  emailHashSecretArn: string | undefined;
}

/**
 * The opt-in weekly summary e-mail. Its unsubscribe links are signed with a
 * secret of their own: the value locally (`npm start` sets a dev-only one), its ARN in AWS.
 */
export interface WeeklySummaryConfig {
  /** HMAC key of the unsubscribe tokens: local `.env` only. */
  unsubscribeSecret: string | undefined;
  /** Secrets Manager ARN of that key (AWS), read once per cold start. */
  unsubscribeSecretArn: string | undefined;
  /** The SQS queue the fan-out fills (AWS); unset locally, where the sender is called in process. */
  queueUrl: string | undefined;
  /** The same for the guardians' weekly e-mail (functions/domain/guardian/weekly-fan-out.ts). */
  guardianWeeklyQueueUrl: string | undefined;
}

/**
 * Session reports, made in the background after a session has been quiet for a while.
 * In AWS each stored reply queues a delayed job on SQS; locally (no queue URL) the same job handler
 * runs in the API server's process on a timer.
 */
export interface ReportsConfig {
  /** How long a session must stay quiet before its report is made: 0 to 900 s (SQS's longest delay). */
  quietSeconds: number;
  /** The SQS queue of report jobs (AWS); unset locally. */
  queueUrl: string | undefined;
}

/**
 * The bot check that limits ask for once an e-mail or address has had a few attempts. Locally
 * `npm start` points it at the stand-in under /dev/bot-check/ (dev/bot-check-local.ts). Without a
 * site key the check cannot be offered, so such limits refuse (429) like any other.
 */
export interface BotCheckConfig {
  /** Public: the browser's widget shows it. */
  siteKey: string;
  /** The widget's script, loaded by the web app when a check is asked for. */
  scriptUrl: string;
  /** Where tokens are verified: Turnstile's siteverify, or the local stand-in's. */
  verifyUrl: string;
  /** The secret key itself: local `.env` only. */
  secret: string | undefined;
  /** Secrets Manager ARN of the secret key (AWS), read once per cold start. */
  secretArn: string | undefined;
}

/**
 * Payments. With neither a key nor a secret ARN, payment calls answer 503; locally `npm start`
 * sets a test key and points STRIPE_API_URL at the local Stripe stand-in (dev/stripe-local/).
 */
export interface StripeConfig {
  /** The secret API key itself: local `.env` only. */
  secretKey: string | undefined;
  /** Secrets Manager ARN of the secret key (AWS), read once per cold start. */
  secretKeySecretArn: string | undefined;
  /** The webhook endpoint's signing secret (`whsec_...`): local `.env` only. */
  webhookSecret: string | undefined;
  /** Secrets Manager ARN of the signing secret (AWS). */
  webhookSecretArn: string | undefined;
  /** Another server speaking Stripe's API: the local stand-in, e.g. http://127.0.0.1:12111. Unset in AWS. */
  apiUrl: string | undefined;
  /** The four price ids; the local stand-in's by default. */
  prices: PriceIds;
}

/**
 * The OpenAI coach. With neither a key nor a secret ARN the built-in offline coach answers, unless
 * OPENAI_BASE_URL names an OpenAI-compatible server (Ollama, vLLM, llama.cpp): then that server
 * writes the coach's replies (see `coachServer`).
 */
export interface OpenAIConfig {
  /** The key itself: local `.env` only. */
  apiKey: string | undefined;
  /** Secrets Manager ARN of the key (AWS), read once per cold start. */
  apiKeySecretArn: string | undefined;
  model: string;
  /**
   * Another server speaking the OpenAI protocol: the tests' fake or a proxy (with a key), or a
   * compatible server such as a local model (without one).
   */
  baseURL: string | undefined;
  /** Total time for one reply, retries included: under API Gateway's 29 s with room to answer. */
  timeoutMs: number;
  /** Retries on 408, 409, 429 and 5xx, with exponential backoff (the `openai` SDK's rules). */
  maxRetries: number;
  /**
   * The model that judges every reply (docs/safety.md, "A second reader of every reply"): with a
   * key, OpenAI's; without one, a guard model on the compatible server (llama-guard3,
   * gpt-oss-safeguard). The coach's own model when unset.
   */
  judgeModel?: string;
}

/**
 * Whether an OpenAI key is configured (the key itself, or in AWS its secret): then OpenAI (or a
 * server standing in for it with the same key, such as the tests' fake) serves everything: the
 * coach, moderation, the risk assessor, session reports, goal suggestions, memory notes and voice.
 */
export const hasOpenAIKey = (openai: Pick<OpenAIConfig, 'apiKey' | 'apiKeySecretArn'>): boolean =>
  Boolean(openai.apiKey || openai.apiKeySecretArn);

/**
 * Who writes the coach's replies: OpenAI with a key; an OpenAI-compatible server (OPENAI_BASE_URL
 * without a key: Ollama, vLLM, a llama.cpp server) for the coach alone, since such servers have no
 * moderation endpoint and may not support structured output, so everything else takes its no-key
 * path (the local screens decide alone, voice is not connected); the offline coach otherwise.
 */
export type CoachServer = 'openai' | 'compatible' | 'none';

export function coachServer(openai: Pick<OpenAIConfig, 'apiKey' | 'apiKeySecretArn' | 'baseURL'>): CoachServer {
  if (hasOpenAIKey(openai)) return 'openai';
  return openai.baseURL ? 'compatible' : 'none';
}

/** OPENAI_BASE_URL without a key: the coach writes with a compatible server, nothing else calls it. */
export const usesCompatibleServer = (openai: Pick<OpenAIConfig, 'apiKey' | 'apiKeySecretArn' | 'baseURL'>): boolean =>
  coachServer(openai) === 'compatible';

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

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = optional(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

function readOpenAI(env: Env): OpenAIConfig {
  const baseURL = optional(env, 'OPENAI_BASE_URL');
  if (baseURL !== undefined && !(/^https?:\/\//i.test(baseURL) && URL.canParse(baseURL))) {
    throw new ConfigError(`OPENAI_BASE_URL must be an http(s) URL, not "${baseURL}"`);
  }
  return {
    apiKey: optional(env, 'OPENAI_API_KEY'),
    apiKeySecretArn: optional(env, 'OPENAI_API_KEY_SECRET_ARN'),
    model: optional(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
    baseURL: baseURL?.replace(/\/+$/, ''),
    timeoutMs: integer(env, 'OPENAI_TIMEOUT_MS', 20_000, 100, 120_000),
    maxRetries: integer(env, 'OPENAI_MAX_RETRIES', 2, 0, 5),
    judgeModel: optional(env, 'SAFETY_JUDGE_MODEL'),
  };
}

function httpUrl(env: Env, name: string): string | undefined {
  const url = optional(env, name);
  if (url !== undefined && !(/^https?:\/\//i.test(url) && URL.canParse(url))) {
    throw new ConfigError(`${name} must be an http(s) URL, not "${url}"`);
  }
  return url?.replace(/\/+$/, '');
}

function priceId(env: Env, name: string, fallback: string): string {
  const value = optional(env, name) ?? fallback;
  if (!PRICE_ID_PATTERN.test(value)) throw new ConfigError(`${name} must be a Stripe price id (price_...), not "${value}"`);
  return value;
}

function readStripe(env: Env): StripeConfig {
  const price = (plan: PlanName, interval: BillingInterval) => priceId(env, priceVariable(plan, interval), localPriceId(plan, interval));
  const prices: PriceIds = {
    Premium: { monthly: price('Premium', 'monthly'), annual: price('Premium', 'annual') },
    Basic: { monthly: price('Basic', 'monthly'), annual: price('Basic', 'annual') },
  };
  return {
    secretKey: optional(env, 'STRIPE_SECRET_KEY'),
    secretKeySecretArn: optional(env, 'STRIPE_SECRET_KEY_SECRET_ARN'),
    webhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
    webhookSecretArn: optional(env, 'STRIPE_WEBHOOK_SECRET_ARN'),
    apiUrl: httpUrl(env, 'STRIPE_API_URL'),
    prices,
  };
}

const TURNSTILE = 'https://challenges.cloudflare.com/turnstile/v0';

function readBotCheck(env: Env): BotCheckConfig | undefined {
  const siteKey = optional(env, 'BOT_CHECK_SITE_KEY');
  if (!siteKey) return undefined;
  // The script may be site-relative (the local stand-in is served beside the API).
  const scriptUrl = optional(env, 'BOT_CHECK_SCRIPT_URL') ?? `${TURNSTILE}/api.js?render=explicit`;
  return {
    siteKey,
    scriptUrl,
    verifyUrl: httpUrl(env, 'BOT_CHECK_VERIFY_URL') ?? `${TURNSTILE}/siteverify`,
    secret: optional(env, 'BOT_CHECK_SECRET'),
    secretArn: optional(env, 'BOT_CHECK_SECRET_ARN'),
  };
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
      serverApiKey: optional(env, 'FIREBASE_SERVER_API_KEY'),
      serverApiKeySecretArn: optional(env, 'FIREBASE_SERVER_API_KEY_SECRET_ARN'),
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
    openai: readOpenAI(env),
    stripe: readStripe(env),
    botCheck: readBotCheck(env),
    reports: {
      quietSeconds: integer(env, 'REPORT_QUIET_SECONDS', 900, 0, 900),
      queueUrl: optional(env, 'REPORT_QUEUE_URL'),
    },
    weeklySummary: {
      unsubscribeSecret: optional(env, 'UNSUBSCRIBE_SIGNING_SECRET'),
      unsubscribeSecretArn: optional(env, 'UNSUBSCRIBE_SIGNING_SECRET_ARN'),
      queueUrl: httpUrl(env, 'WEEKLY_SUMMARY_QUEUE_URL'),
      guardianWeeklyQueueUrl: httpUrl(env, 'GUARDIAN_WEEKLY_QUEUE_URL'),
    },
    guardianNotices: { queueUrl: optional(env, 'GUARDIAN_NOTICE_QUEUE_URL') },
    freeTrial: {
      emailHashSecret: optional(env, 'TRIAL_EMAIL_HASH_SECRET'),
      emailHashSecretArn: optional(env, 'TRIAL_EMAIL_HASH_SECRET_ARN'),
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

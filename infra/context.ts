import { Annotations, type Stack } from 'aws-cdk-lib';
import { everyPrice, priceContextKey, priceVariable } from '#shared/pricing';
import { isProduction, missingProductionMessage, stageContext, stageOf, type ProductionRequirement } from './stages';

/**
 * The deploy-time settings of the stack, read from CDK context (cdk.json or `-c key=value`), the
 * stage's own values first (infra/stages.ts). A missing required value never breaks `cdk synth`:
 * synth must work offline on a fresh clone, so a clearly fake placeholder is used and a warning
 * says that a deploy needs the real value. A production stage is stricter: it refuses to
 * synthesise without its firewall, its alarm e-mail and its domain.
 */
export interface StackSettings {
  firebaseProjectId: string;
  /** The Firebase Web API key: public by design (it ships in the web app too), so not a secret. */
  firebaseApiKey: string;
  /** Sender of every e-mail; must be a verified SES identity (address or its domain). */
  mailFrom: string;
  /** Custom domain of the site, if any; otherwise the CloudFront domain is the site's origin. */
  domainName: string | undefined;
  /** ACM certificate (us-east-1) for `domainName`; without it the domain is not attached. */
  certificateArn: string | undefined;
  /** Complete ARN of an existing service-account secret; otherwise the stack creates one. */
  firebaseServiceAccountSecretArn: string | undefined;
  /** Complete ARN of an existing secret holding the server's Firebase API key; otherwise the stack creates one. */
  firebaseServerApiKeySecretArn: string | undefined;
  /**
   * Auth domain the browser's Firebase SDK opens the Google pop-up on; Firebase's default
   * `<projectId>.firebaseapp.com` when unset. Set it to serve the auth handler from your own domain.
   */
  firebaseAuthDomain: string | undefined;
  /** Complete ARN of an existing secret holding the OpenAI API key; otherwise the stack creates one. */
  openAiApiKeySecretArn: string | undefined;
  /** The coach's chat model; the coach's own default (functions/kernel/config.ts) when unset. */
  openAiModel: string | undefined;
  /** The model that judges every coach reply (docs/safety.md); the chat model when unset. */
  safetyJudgeModel: string | undefined;
  /** Complete ARN of an existing secret holding the Stripe secret key; otherwise the stack creates one. */
  stripeSecretKeySecretArn: string | undefined;
  /** Complete ARN of an existing secret holding the webhook signing secret; otherwise the stack creates one. */
  stripeWebhookSecretArn: string | undefined;
  /**
   * The Stripe price ids, as STRIPE_PRICE_* variables (only those set). Unset ones fall back to the
   * local stand-in's ids, which no Stripe account has: checkout then fails until they are set.
   */
  stripePrices: Record<string, string>;
  /**
   * Reserved concurrency of each coach function (sendMessage, regenerateReply) and each voice
   * function (transcribe, speak): a cap that keeps these 29-second functions from taking the whole
   * account's concurrency, and a reservation that keeps them answering. Unset (the default) means
   * none: AWS refuses a reservation that leaves an account's unreserved pool under 100, which a new
   * account's small limit would. Production values are in the README.
   */
  reservedConcurrency: { coach?: number; voice?: number };
  /**
   * CloudFront's web ACL: context `webAclArn` (an existing firewall), else the stage's own edge
   * stack's; without either, no firewall at the edge.
   */
  webAclArn: string | undefined;
  /** Where alarms are e-mailed; without it, subscribe to the alarms topic yourself. */
  alarmEmail: string | undefined;
  /**
   * The Cloudflare Turnstile widget's site key (public: the browser shows it). The sign-in forms
   * ask for the check after a few attempts for one e-mail or address; its secret key goes in the
   * stack's BotCheckSecretKey secret.
   */
  botCheckSiteKey: string;
  /** Complete ARN of an existing secret holding the Turnstile secret key; otherwise the stack creates one. */
  botCheckSecretArn: string | undefined;
}

/** Placeholders no real deployment can use by accident: each one fails loudly at runtime. */
export const PLACEHOLDERS = {
  firebaseProjectId: 'placeholder-firebase-project-id',
  firebaseApiKey: 'placeholder-firebase-web-api-key',
  mailFrom: 'placeholder-sender@example.invalid',
  botCheckSiteKey: 'placeholder-turnstile-site-key',
} as const;

function read(stack: Stack, key: string): string | undefined {
  const value = stageContext(stack, key);
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text ? text : undefined;
}

function requiredOrPlaceholder(stack: Stack, key: keyof typeof PLACEHOLDERS): string {
  const value = read(stack, key);
  if (value) return value;
  Annotations.of(stack).addWarningV2(
    `blue-guardian:missing-context:${key}`,
    `Context "${key}" is not set: synthesised with the placeholder "${PLACEHOLDERS[key]}". ` +
      `Set it in cdk.json or pass -c ${key}=... before deploying.`,
  );
  return PLACEHOLDERS[key];
}

/** A context value that must be a whole number from 1 up when set; a synth error says so otherwise. */
function positiveWholeNumber(stack: Stack, key: string): number | undefined {
  const text = read(stack, key);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`Context "${key}" must be a whole number from 1 up, not "${text}"`);
  return value;
}

/**
 * Reads the stack's settings from context, warning (not failing) when a required one is missing,
 * and throwing when a production stage lacks one of its own. `edgeWebAclArn` is the stage's edge
 * stack's firewall, when the app could wire it.
 */
export function readStackSettings(stack: Stack, edgeWebAclArn?: string): StackSettings {
  const settings: StackSettings = {
    firebaseProjectId: requiredOrPlaceholder(stack, 'firebaseProjectId'),
    firebaseApiKey: requiredOrPlaceholder(stack, 'firebaseApiKey'),
    mailFrom: requiredOrPlaceholder(stack, 'mailFrom'),
    domainName: read(stack, 'domainName'),
    certificateArn: read(stack, 'certificateArn'),
    firebaseServiceAccountSecretArn: read(stack, 'firebaseServiceAccountSecretArn'),
    firebaseServerApiKeySecretArn: read(stack, 'firebaseServerApiKeySecretArn'),
    firebaseAuthDomain: read(stack, 'firebaseAuthDomain'),
    openAiApiKeySecretArn: read(stack, 'openAiApiKeySecretArn'),
    openAiModel: read(stack, 'openAiModel'),
    safetyJudgeModel: read(stack, 'safetyJudgeModel'),
    stripeSecretKeySecretArn: read(stack, 'stripeSecretKeySecretArn'),
    stripeWebhookSecretArn: read(stack, 'stripeWebhookSecretArn'),
    stripePrices: {},
    reservedConcurrency: {
      coach: positiveWholeNumber(stack, 'coachReservedConcurrency'),
      voice: positiveWholeNumber(stack, 'voiceReservedConcurrency'),
    },
    webAclArn: read(stack, 'webAclArn') ?? edgeWebAclArn,
    alarmEmail: read(stack, 'alarmEmail'),
    botCheckSiteKey: requiredOrPlaceholder(stack, 'botCheckSiteKey'),
    botCheckSecretArn: read(stack, 'botCheckSecretArn'),
  };
  if (!settings.webAclArn) {
    Annotations.of(stack).addWarningV2(
      'blue-guardian:missing-context:webAclArn',
      'Context "webAclArn" is not set and the account is unknown: CloudFront has no firewall. Deploy with AWS ' +
        "credentials (or synth with -c account=000000000000) to attach the edge stack's, or pass an existing one's ARN.",
    );
  }
  if (isProduction(stack)) {
    const present: Record<ProductionRequirement, unknown> = {
      firewall: settings.webAclArn,
      alarmEmail: settings.alarmEmail,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
    };
    const missing = (Object.keys(present) as ProductionRequirement[]).filter((requirement) => !present[requirement]);
    if (missing.length) throw new Error(missingProductionMessage(stageOf(stack), missing));
  }
  for (const { plan, interval } of everyPrice()) {
    const value = read(stack, priceContextKey(plan, interval));
    if (value) settings.stripePrices[priceVariable(plan, interval)] = value;
  }
  if (Object.keys(settings.stripePrices).length < 2) {
    Annotations.of(stack).addWarningV2(
      'blue-guardian:missing-context:stripe-prices',
      'Context "stripePricePremiumMonthly" and "stripePricePremiumAnnual" are not both set: checkout uses ' +
        "the local stand-in's price ids, which Stripe does not know. Set them before taking payments.",
    );
  }
  if (settings.domainName && !settings.certificateArn) {
    Annotations.of(stack).addWarningV2(
      'blue-guardian:domain-without-certificate',
      `Context "domainName" is set without "certificateArn": e-mail links use https://${settings.domainName}, ` +
        'but CloudFront is not given that domain. Point it at the distribution yourself or add the certificate.',
    );
  }
  return settings;
}

/**
 * AWS and OpenAI unit prices for `npm run cost` (scripts/cost.ts): us-east-1 list prices in USD,
 * read on PRICES_READ_ON from AWS's and OpenAI's public pricing pages and price guides. List
 * prices change: check each one before relying on it. Only the first volume tier of each service
 * is used; at the levels the script prints, every usage stays within it.
 *
 * `free` is the always-free monthly allowance of the whole account (not the 12-month offer for new
 * accounts, which a production account outgrows), applied once to the account's total usage.
 */

export const PRICES_READ_ON = '2026-11-28';

export interface UnitPrice {
  /** USD per one unit. */
  usd: number;
  /** The line's name in the printed table. */
  label: string;
  /** What one unit is. */
  unit: string;
  /** Units free every month for the whole account (always-free tier); 0 when there is none. */
  free: number;
}

export const AWS_PRICES = {
  /** Lambda on arm64 (every function here is arm64): $0.0000133334 per GB-second, 400,000 GB-s free. */
  lambdaGbSecond: { label: 'Lambda compute', usd: 0.0000133334, unit: 'GB-second', free: 400_000 },
  /** Lambda requests: $0.20 per million, 1 million free. */
  lambdaRequest: { label: 'Lambda requests', usd: 0.2 / 1e6, unit: 'request', free: 1_000_000 },
  /**
   * API Gateway REST API (the stack uses a RestApi, not an HTTP API): $3.50 per million for the
   * first 333 million. Its free tier is for a new account's first 12 months only, so none here.
   */
  apiGatewayRestRequest: { label: 'API Gateway (REST) requests', usd: 3.5 / 1e6, unit: 'request', free: 0 },
  /** DynamoDB on-demand write request units: $0.625 per million. */
  dynamoWrite: { label: 'DynamoDB writes', usd: 0.625 / 1e6, unit: 'write unit', free: 0 },
  /** DynamoDB on-demand read request units: $0.125 per million. */
  dynamoRead: { label: 'DynamoDB reads', usd: 0.125 / 1e6, unit: 'read unit', free: 0 },
  /** DynamoDB storage, Standard table class: $0.25 per GB-month, the first 25 GB free. */
  dynamoStorageGb: { label: 'DynamoDB storage', usd: 0.25, unit: 'GB-month', free: 25 },
  /** DynamoDB continuous backups (point-in-time recovery, on for the table): $0.20 per GB-month. */
  dynamoPitrGb: { label: 'DynamoDB point-in-time recovery', usd: 0.2, unit: 'GB-month', free: 0 },
  /** CloudFront data out to the internet (North America and Europe): $0.085 per GB, 1 TB free. */
  cloudFrontGb: { label: 'CloudFront data out', usd: 0.085, unit: 'GB', free: 1024 },
  /** CloudFront HTTPS requests: $0.01 per 10,000, 10 million free. */
  cloudFrontRequest: { label: 'CloudFront requests', usd: 0.01 / 1e4, unit: 'request', free: 10_000_000 },
  /** CloudFront Functions (the site's rewrite, on every viewer request): $0.10 per million, 2 million free. */
  cloudFrontFunction: { label: 'CloudFront Functions', usd: 0.1 / 1e6, unit: 'invocation', free: 2_000_000 },
  /** AWS WAF: $5 per web ACL a month (two: CloudFront's and the API origin guard). */
  wafWebAcl: { label: 'WAF web ACLs', usd: 5, unit: 'web ACL-month', free: 0 },
  /** AWS WAF: $1 per rule or managed rule group a month (four at the edge, one on the API). */
  wafRule: { label: 'WAF rules', usd: 1, unit: 'rule-month', free: 0 },
  /** AWS WAF: $0.60 per million requests inspected, by each web ACL a request passes. */
  wafRequest: { label: 'WAF requests', usd: 0.6 / 1e6, unit: 'request', free: 0 },
  /** SES outbound e-mail: $0.10 per 1,000 (the free tier is a new account's first 12 months only). */
  sesEmail: { label: 'SES e-mails', usd: 0.1 / 1000, unit: 'e-mail', free: 0 },
  /** SQS standard queue requests (send, receive, delete): $0.40 per million, 1 million free. */
  sqsRequest: { label: 'SQS requests', usd: 0.4 / 1e6, unit: 'request', free: 1_000_000 },
  /** CloudWatch Logs ingestion (Standard class): $0.50 per GB, 5 GB free (shared with storage). */
  logsIngestGb: { label: 'CloudWatch Logs ingestion', usd: 0.5, unit: 'GB', free: 5 },
  /** CloudWatch Logs storage: $0.03 per GB-month (billed compressed). */
  logsStoreGb: { label: 'CloudWatch Logs storage', usd: 0.03, unit: 'GB-month', free: 0 },
  /** CloudWatch custom metrics (the functions' embedded-metric events): $0.30 per metric a month, 10 free. */
  customMetric: { label: 'CloudWatch metrics', usd: 0.3, unit: 'metric-month', free: 10 },
  /** CloudWatch standard-resolution alarms: $0.10 per alarm a month, 10 free. */
  alarm: { label: 'CloudWatch alarms', usd: 0.1, unit: 'alarm-month', free: 10 },
  /** CloudWatch dashboards: $3 per dashboard a month, 3 free. */
  dashboard: { label: 'CloudWatch dashboard', usd: 3, unit: 'dashboard-month', free: 3 },
  /** X-Ray (active tracing on the API and every function): $5 per million traces recorded, 100,000 free. */
  xrayTrace: { label: 'X-Ray traces', usd: 5 / 1e6, unit: 'trace', free: 100_000 },
  /** Secrets Manager: $0.40 per secret a month. */
  secret: { label: 'Secrets Manager secrets', usd: 0.4, unit: 'secret-month', free: 0 },
  /** Secrets Manager API calls: $0.05 per 10,000 (one read per secret per cold start). */
  secretCall: { label: 'Secrets Manager calls', usd: 0.05 / 1e4, unit: 'call', free: 0 },
  /** KMS customer managed key (the table's): $1 a month. */
  kmsKey: { label: 'KMS key', usd: 1, unit: 'key-month', free: 0 },
  /**
   * Data transfer out of the region to the internet (the functions' calls to OpenAI, Firebase,
   * Stripe, Turnstile): $0.09 per GB, 100 GB free (shared across services). Origin fetches from
   * API Gateway and S3 to CloudFront are free.
   */
  transferOutGb: { label: 'Data transfer out (to OpenAI etc.)', usd: 0.09, unit: 'GB', free: 100 },
} as const satisfies Record<string, UnitPrice>;

export type AwsPriceName = keyof typeof AWS_PRICES;

/**
 * OpenAI list prices for the coach's default model (gpt-4o-mini, functions/kernel/config.ts; the
 * reply judge and the risk assessor use it too unless set otherwise) and voice (whisper-1, tts-1).
 */
export const OPENAI_PRICES = {
  model: 'gpt-4o-mini',
  /** $0.15 per million input tokens. */
  inputToken: 0.15 / 1e6,
  /** $0.60 per million output tokens. */
  outputToken: 0.6 / 1e6,
  /** whisper-1 transcription: $0.006 per minute. */
  transcriptionMinute: 0.006,
  /** tts-1 speech: $15 per million characters. */
  speechCharacter: 15 / 1e6,
} as const;

import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { Aspects } from 'aws-cdk-lib';
import { InlineRolePolicy } from './inline-role-policy';
import { tableSchema } from '#shared/table-schema';
import type { AnyRoute } from '#shared/routes';
import { usesBotCheck } from '#shared/routes/route-def';
import { baseEnvironment, functionLogs, grantAppOrigin, grantSendMail, nodeFunction } from './node-function';

/** Only the item-level reads the data modules use: lists are Queries, never Scans. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'] as const;

export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'] as const;

/** What reading the table needs of its customer-managed key (as Table.grantReadData gives). */
export const KEY_READ_ACTIONS = ['kms:Decrypt', 'kms:DescribeKey'] as const;

/** What writing needs of it (as Table.grantWriteData gives). */
export const KEY_WRITE_ACTIONS = ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey*', 'kms:ReEncrypt*'] as const;

/** Sign-in, refresh and logout: a session item is put whole or deleted, never updated. */
export const SESSION_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:DeleteItem'] as const;

/** What reading the caller's session takes (functions/data/sessions.ts getSession). */
export const SESSION_READ_ACTIONS = ['dynamodb:GetItem'] as const;

/** An IAM condition that limits table actions to the partitions whose key starts with `prefix`. */
export const partitionsStartingWith = (prefix: string) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] },
});

/** What every API function is wired to; one instance is shared by all routes. */
export interface ApiFunctionResources {
  /** Repository root: entries are `functions/<handler>.ts` under it, beside package-lock.json. */
  projectRoot: string;
  table: ITable;
  firebase: {
    projectId: string;
    /** The browser's Web API key (public). */
    apiKey: string;
    serviceAccountSecret: ISecret;
    /** The server's own API key for Firebase Auth's REST calls, as plain text (routes with `access.identityKey`). */
    serverApiKeySecret: ISecret;
  };
  mailFrom: string;
  /**
   * Name of the SSM parameter holding the site's origin. A name, not the parameter construct:
   * the parameter's value is the CloudFront domain, and any reference from a function to it would
   * close the cycle distribution → API → function → parameter → distribution.
   */
  appOriginParameterName: string;
  /** What the functions of routes with `access.coach` get (those with `access.speech` get its key too). */
  coach: {
    /** The OpenAI API key, as plain text. */
    apiKeySecret: ISecret;
    /** The chat model; the coach's default when unset. */
    model?: string;
    /** The model that judges the coach's replies; the chat model when unset. */
    judgeModel?: string;
  };
  /** What the functions of routes with `access.payments` get. */
  payments: {
    /** The Stripe secret API key, as plain text. */
    secretKeySecret: ISecret;
    /** The webhook endpoint's signing secret (`whsec_...`), as plain text: the webhook only. */
    webhookSecret: ISecret;
    /** STRIPE_PRICE_* variables, those set in context (the price ids are not secret). */
    priceEnvironment: Record<string, string>;
  };
  /** What the functions of routes whose limits ask for the bot check get (usesBotCheck). */
  botCheck: {
    /** The Turnstile widget's public site key. */
    siteKey: string;
    /** The Turnstile secret key, as plain text. */
    secretKeySecret: ISecret;
  };
  /** Reserved concurrency of each coach and each voice function, when set (infra/context.ts). */
  reservedConcurrency?: { coach?: number; voice?: number };
  /** The HMAC key of unsubscribe links, read by routes with `access.unsubscribeKey` (and the weekly sender). */
  unsubscribeSecret: ISecret;
  /** The HMAC key of the free trial's e-mail hashes, read by routes with `access.trialKey`. */
  trialEmailHashSecret: ISecret;
}

/** Defaults of every API function: a slow dependency should fail well before API Gateway's 29 s. */
export const FUNCTION_DEFAULTS = { memorySize: 512, timeoutSeconds: 10 } as const;

/**
 * Functions that call the coach or speech wait on OpenAI for up to about 20 s (the budget of
 * OPENAI_TIMEOUT_MS), so they get all of API Gateway's 29 s. Their work is waiting on the network,
 * so the default memory (and the CPU share it brings) is enough, a 5 MB recording included.
 */
export const COACH_FUNCTION = { memorySize: 512, timeoutSeconds: 29 } as const;

/** Routes that call OpenAI (the coach, speech, the goal suggester): they read its key and may wait on it. */
export const callsOpenAI = (route: AnyRoute): boolean => Boolean(route.access.coach || route.access.speech || route.access.goalSuggester);

/** Routes that ask OpenAI's chat model (the coach, the goal suggester): they are told the configured model. */
export const usesChatModel = (route: AnyRoute): boolean => Boolean(route.access.coach || route.access.goalSuggester);

/**
 * Functions that call Stripe: each call may take up to three attempts of 5 s (the SDK's retries,
 * functions/providers/payments/stripe.ts), and a checkout makes two calls.
 */
export const PAYMENTS_FUNCTION = { memorySize: 512, timeoutSeconds: 20 } as const;

/** The reserved concurrency of a route's function: only the coach's and voice's, and only when set. */
export const reservedConcurrencyOf = (route: AnyRoute, reserved: ApiFunctionResources['reservedConcurrency'] = {}): number | undefined =>
  route.access.coach ? reserved.coach : route.access.speech ? reserved.voice : undefined;

/** The size and time limit of a route's function. */
export const functionSize = (route: AnyRoute) =>
  callsOpenAI(route) ? COACH_FUNCTION : route.access.payments ? PAYMENTS_FUNCTION : FUNCTION_DEFAULTS;

/** Routes whose functions build links to the site: e-mails, and Stripe's return addresses. */
const needsAppOrigin = (route: AnyRoute): boolean => Boolean(route.access.mail || route.access.payments);

/** Only the webhook verifies signatures, so only its function reads the signing secret. */
export const readsWebhookSecret = (route: AnyRoute): boolean => Boolean(route.access.payments && route.rawBody);

export interface ApiFunctionProps {
  /**
   * The log group the API's functions share. One per function would cost a CloudFormation
   * resource each, and a stack holds at most 500; every line carries its function's name
   * (Powertools' `function_name`), so Logs Insights still tells them apart. A function built
   * alone (a test's) gets its own.
   */
  logGroup?: LogGroup;
  route: AnyRoute;
  resources: ApiFunctionResources;
  /** Settings only this route's function reads (such as the Firebase auth domain of GET /api/config). */
  environment?: Record<string, string>;
}

/** What a rate-limited route needs of the table: counting, in the rate-limit partitions only. */
export const RATE_LIMIT_ACTIONS = ['dynamodb:UpdateItem'] as const;

/**
 * One Lambda function of one API route, with the stack's function defaults (nodeFunction) and
 * exactly the IAM grants its route's `access` and `auth` call for.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  /** Where the function's structured JSON logs go (the monitoring's metric filters read them). */
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route, resources } = props;
    this.logGroup = props.logGroup ?? functionLogs(this, 'Logs');
    this.function = nodeFunction(this, 'Function', {
      projectRoot: resources.projectRoot,
      handler: route.handler,
      // Tests and the console find a route's function by this text.
      description: `${route.method} ${route.path}`,
      ...functionSize(route),
      reservedConcurrentExecutions: reservedConcurrencyOf(route, resources.reservedConcurrency),
      logGroup: this.logGroup,
      environment: { ...this.environment(route, resources), ...props.environment },
    });
    this.grantRouteAccess(route, resources);
    // The role's grants inside the role: one resource fewer per route (see InlineRolePolicy).
    Aspects.of(this).add(new InlineRolePolicy());
  }

  /**
   * The configuration functions/kernel/config.ts checks up front, plus the secrets' ARNs for the
   * routes that make Firebase admin calls or call the coach; the IAM grants decide what a function
   * can reach.
   */
  private environment(route: AnyRoute, resources: ApiFunctionResources): Record<string, string> {
    return {
      ...baseEnvironment(resources),
      ...(route.access.identityAdmin && {
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: resources.firebase.serviceAccountSecret.secretArn,
      }),
      ...(route.access.identityKey && { FIREBASE_SERVER_API_KEY_SECRET_ARN: resources.firebase.serverApiKeySecret.secretArn }),
      ...(callsOpenAI(route) && { OPENAI_API_KEY_SECRET_ARN: resources.coach.apiKeySecret.secretArn }),
      ...(usesChatModel(route) && resources.coach.model && { OPENAI_MODEL: resources.coach.model }),
      ...(route.access.coach && resources.coach.judgeModel && { SAFETY_JUDGE_MODEL: resources.coach.judgeModel }),
      ...(route.access.payments && {
        STRIPE_SECRET_KEY_SECRET_ARN: resources.payments.secretKeySecret.secretArn,
        ...resources.payments.priceEnvironment,
      }),
      ...(readsWebhookSecret(route) && { STRIPE_WEBHOOK_SECRET_ARN: resources.payments.webhookSecret.secretArn }),
      ...(usesBotCheck(route) && {
        BOT_CHECK_SITE_KEY: resources.botCheck.siteKey,
        BOT_CHECK_SECRET_ARN: resources.botCheck.secretKeySecret.secretArn,
      }),
      ...(route.access.unsubscribeKey && { UNSUBSCRIBE_SIGNING_SECRET_ARN: resources.unsubscribeSecret.secretArn }),
      ...(route.access.trialKey && { TRIAL_EMAIL_HASH_SECRET_ARN: resources.trialEmailHashSecret.secretArn }),
    };
  }

  /** Grants what the route's `access` says, plus the session read implied by `auth`. */
  private grantRouteAccess(route: AnyRoute, resources: ApiFunctionResources): void {
    const { access } = route;
    const fn = this.function;
    const tableResources = [resources.table.tableArn, `${resources.table.tableArn}/index/*`];
    const sessionsOnly = access.table === 'session';
    const reads = access.table === 'read' || access.table === 'readwrite' || route.auth !== 'none';
    const writes = access.table === 'write' || access.table === 'readwrite';
    if (sessionsOnly) {
      // Sessions have partitions of their own (SESSION#<uid>): sign-in, refresh and logout can
      // read, put and delete those and reach nothing else of a user's, not even their profile.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...(reads ? SESSION_READ_ACTIONS : []), ...SESSION_WRITE_ACTIONS],
          resources: [resources.table.tableArn],
          conditions: partitionsStartingWith(tableSchema.sessionPrefix),
        }),
      );
    } else if (reads || writes) {
      const tableActions = [...(reads ? TABLE_READ_ACTIONS : []), ...(writes ? TABLE_WRITE_ACTIONS : [])];
      fn.addToRolePolicy(new PolicyStatement({ actions: tableActions, resources: tableResources }));
    }
    const key = resources.table.encryptionKey;
    const keyWrites = writes || sessionsOnly || Boolean(route.rateLimit?.length);
    if (key && (reads || keyWrites)) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: [...(keyWrites ? KEY_WRITE_ACTIONS : KEY_READ_ACTIONS)], resources: [key.keyArn] }),
      );
    }
    if (route.rateLimit?.length && !writes) {
      // Counting attempts is a write, but it need not open the users' partitions to the route.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...RATE_LIMIT_ACTIONS],
          resources: [resources.table.tableArn],
          conditions: partitionsStartingWith(tableSchema.rateLimitPrefix),
        }),
      );
    }

    if (access.identityAdmin) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [resources.firebase.serviceAccountSecret.secretArn],
        }),
      );
    }

    if (access.identityKey) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.firebase.serverApiKeySecret.secretArn] }),
      );
    }

    if (callsOpenAI(route)) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [resources.coach.apiKeySecret.secretArn],
        }),
      );
    }

    if (usesBotCheck(route)) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.botCheck.secretKeySecret.secretArn] }),
      );
    }

    if (access.unsubscribeKey) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.unsubscribeSecret.secretArn] }),
      );
    }

    if (access.trialKey) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.trialEmailHashSecret.secretArn] }),
      );
    }

    if (access.payments) {
      const secrets = [resources.payments.secretKeySecret, ...(readsWebhookSecret(route) ? [resources.payments.webhookSecret] : [])];
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: secrets.map((secret) => secret.secretArn) }),
      );
    }

    if (access.mail) grantSendMail(fn, resources.mailFrom, ['ses:SendEmail', 'ses:SendRawEmail']);
    if (needsAppOrigin(route)) grantAppOrigin(fn, resources.appOriginParameterName);
  }
}

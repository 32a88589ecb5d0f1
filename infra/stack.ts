import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { readStackSettings } from './context';
import { Api } from './constructs/api';
import { DataTable } from './constructs/data-table';
import { WebSite } from './constructs/web-site';
import { ApiOriginGuard } from './constructs/api-origin-guard';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { Monitoring } from './constructs/monitoring';
import { routeList, routes, type RouteName } from '#shared/routes';
import { AREAS, type Area } from '#shared/areas';
import { jobList, jobs, type JobDef, type JobName } from '#shared/jobs';
import { AreaStack } from './constructs/area-stack';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import type { ApiFunctionResources } from './constructs/api-function';
import type { JobResources } from './constructs/background-job';

/** The value the stack's OpenAI key secret holds until the operator puts the real key in. */
export const OPENAI_KEY_PLACEHOLDER = 'replace-with-the-openai-api-key';
/** The values the Stripe secrets hold until the operator puts the real ones in (payments answer 503 until then). */
export const STRIPE_KEY_PLACEHOLDER = 'replace-with-the-stripe-secret-key';
export const STRIPE_WEBHOOK_SECRET_PLACEHOLDER = 'replace-with-the-stripe-webhook-signing-secret';
/** Until the operator puts the server's Firebase API key in, the REST calls use the browser's key. */
export const FIREBASE_SERVER_KEY_PLACEHOLDER = 'replace-with-the-firebase-server-api-key';
/** Until the operator puts the Turnstile secret key in, a sign-in over its limit answers 503. */
export const BOT_CHECK_SECRET_PLACEHOLDER = 'replace-with-the-turnstile-secret-key';

/** The construct id of an area's nested stack: `Chat` for chat, `Auth` for auth. */
export const areaStackId = (area: Area): string => area.charAt(0).toUpperCase() + area.slice(1);

export interface BlueGuardianStackProps extends StackProps {
  /** Repository root, where package-lock.json, functions/ and the Vite config live. */
  projectRoot: string;
  /** The stage's edge stack's web ACL (a cross-region reference); context `webAclArn` overrides it. */
  edgeWebAclArn?: string;
}

/**
 * Everything Blue Guardian runs on in AWS: the table, the REST API, the site on S3 + CloudFront
 * (which also fronts the API), the monitoring, and a nested stack per product area holding one
 * function per API route and the area's background jobs. Settings come from context
 * (see infra/context.ts), per stage (infra/stages.ts); the stack is environment-agnostic unless the
 * account is known (infra/app.ts), so that synth needs no credentials.
 */
export class BlueGuardianStack extends Stack {
  /** Each area's nested stack: its routes' functions and methods, and its jobs. */
  readonly areas: ReadonlyMap<Area, AreaStack>;

  constructor(scope: Construct, id: string, props: BlueGuardianStackProps) {
    super(scope, id, props);
    const settings = readStackSettings(this, props.edgeWebAclArn);
    const { table } = new DataTable(this, 'Data');
    const serviceAccountSecret = this.operatorSecret('FirebaseServiceAccount', settings.firebaseServiceAccountSecretArn, {
      description: 'Firebase service-account JSON for the identity admin calls; replace the placeholder value',
      placeholder: JSON.stringify({ placeholder: 'Replace with the Firebase service-account JSON' }),
    });
    const firebaseServerKeySecret = this.operatorSecret('FirebaseServerApiKey', settings.firebaseServerApiKeySecretArn, {
      description:
        "The server's own Firebase (Google Cloud) API key for Firebase Auth's REST calls, as plain text; replace the placeholder value",
      placeholder: FIREBASE_SERVER_KEY_PLACEHOLDER,
    });
    const openAiKeySecret = this.operatorSecret('OpenAiApiKey', settings.openAiApiKeySecretArn, {
      description: 'OpenAI API key of the coach and voice, as plain text; replace the placeholder value',
      placeholder: OPENAI_KEY_PLACEHOLDER,
    });
    const stripeKeySecret = this.operatorSecret('StripeSecretKey', settings.stripeSecretKeySecretArn, {
      description: 'Stripe secret API key (sk_live_... or sk_test_...), as plain text; replace the placeholder value',
      placeholder: STRIPE_KEY_PLACEHOLDER,
    });
    const stripeWebhookSecret = this.operatorSecret('StripeWebhookSecret', settings.stripeWebhookSecretArn, {
      description: 'Signing secret (whsec_...) of the Stripe webhook endpoint, as plain text; replace the placeholder value',
      placeholder: STRIPE_WEBHOOK_SECRET_PLACEHOLDER,
    });
    const botCheckSecret = this.operatorSecret('BotCheckSecretKey', settings.botCheckSecretArn, {
      description: 'Cloudflare Turnstile secret key of the bot check, as plain text; replace the placeholder value',
      placeholder: BOT_CHECK_SECRET_PLACEHOLDER,
    });
    // Generated by Secrets Manager, so no person or template ever holds it. It signs unsubscribe
    // links that never expire: replacing it breaks the links of e-mails already sent.
    const unsubscribeSecret = new Secret(this, 'UnsubscribeSigningSecret', {
      description: 'HMAC key of the weekly summary e-mail unsubscribe links (generated; do not replace lightly)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Generated too. It keys the hashes of the e-mail addresses that had the free trial: a new
    // value forgets them all, and everyone could take the trial again.
    const trialEmailHashSecret = new Secret(this, 'TrialEmailHashSecret', {
      description: 'HMAC key of the e-mail hashes that give the free trial once per person (generated; never replace)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The name is known before the distribution exists, which is what lets functions use it.
    const appOriginParameterName = `/blue-guardian/${this.stackName}/app-origin`;
    const api = new Api(this, 'Api');
    const monitoring = new Monitoring(this, 'Monitoring', {
      restApi: api.restApi,
      ...(settings.alarmEmail && { alarmEmail: settings.alarmEmail }),
    });
    const openai = {
      apiKeySecret: openAiKeySecret,
      ...(settings.openAiModel && { model: settings.openAiModel }),
      ...(settings.safetyJudgeModel && { judgeModel: settings.safetyJudgeModel }),
    };
    const functionResources: ApiFunctionResources = {
      projectRoot: props.projectRoot,
      table,
      firebase: {
        projectId: settings.firebaseProjectId,
        apiKey: settings.firebaseApiKey,
        serviceAccountSecret,
        serverApiKeySecret: firebaseServerKeySecret,
      },
      mailFrom: settings.mailFrom,
      appOriginParameterName,
      coach: openai,
      payments: {
        secretKeySecret: stripeKeySecret,
        webhookSecret: stripeWebhookSecret,
        priceEnvironment: settings.stripePrices,
      },
      reservedConcurrency: settings.reservedConcurrency,
      botCheck: { siteKey: settings.botCheckSiteKey, secretKeySecret: botCheckSecret },
      unsubscribeSecret,
      trialEmailHashSecret,
    };
    const jobResources: JobResources = {
      projectRoot: props.projectRoot,
      table,
      firebase: { projectId: settings.firebaseProjectId, apiKey: settings.firebaseApiKey },
      mailFrom: settings.mailFrom,
      appOriginParameterName,
      unsubscribeSecret,
      openai,
      alarmTopic: monitoring.topic,
    };
    // Only GET /api/config hands the auth domain and the price ids to the browser. It is also
    // told the OpenAI key secret's ARN, only to say that voice is connected: it gets no grant to read it.
    const routeEnvironment: Partial<Record<RouteName, Record<string, string>>> = {
      webConfig: {
        ...(settings.firebaseAuthDomain && { FIREBASE_AUTH_DOMAIN: settings.firebaseAuthDomain }),
        ...settings.stripePrices,
        OPENAI_API_KEY_SECRET_ARN: openAiKeySecret.secretArn,
        // The widget's public site key; the script is Turnstile's own (the config's default).
        BOT_CHECK_SITE_KEY: settings.botCheckSiteKey,
      },
    };

    // Each area's routes and jobs in a nested stack of its own (infra/constructs/area-stack.ts).
    this.areas = new Map(
      AREAS.map((area) => [
        area,
        new AreaStack(this, areaStackId(area), {
          area,
          routes: routeList.filter(([, route]) => route.area === area),
          jobs: jobList.filter(([, job]) => job.area === area),
          api,
          functionResources,
          jobResources,
          routeEnvironment,
          deploymentAlarms: monitoring.deploymentAlarms,
        }),
      ]),
    );
    this.wireJobQueues();

    const originGuard = new ApiOriginGuard(this, 'ApiOriginGuard', { stage: api.restApi.deploymentStage });
    const site = new WebSite(this, 'Site', {
      projectRoot: props.projectRoot,
      restApi: api.restApi,
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originGuard.headerValue },
      ...(settings.webAclArn && { webAclArn: settings.webAclArn }),
      ...(settings.domainName && { domainName: settings.domainName, siteUrl: `https://${settings.domainName}` }),
      ...(settings.certificateArn && { certificateArn: settings.certificateArn }),
    });
    const siteUrl = `https://${settings.domainName ?? site.distribution.distributionDomainName}`;

    new StringParameter(this, 'AppOrigin', {
      parameterName: appOriginParameterName,
      description: 'Origin of the site, for links in e-mails (read by the mail-sending functions)',
      stringValue: siteUrl,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The app' });
    // RestApi adds an unnamed-looking output of the same URL; one clearly named output is enough.
    api.restApi.node.tryRemoveChild('Endpoint');
    new CfnOutput(this, 'ApiUrl', {
      value: api.restApi.url,
      description: 'The API stage; it answers only CloudFront (the site, under /api): direct calls get 403',
    });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'FirebaseServiceAccountSecretArn', {
      value: serviceAccountSecret.secretArn,
      description: 'Put the Firebase service-account JSON here: aws secretsmanager put-secret-value',
    });
    new CfnOutput(this, 'FirebaseServerApiKeySecretArn', {
      value: firebaseServerKeySecret.secretArn,
      description:
        "Put the server's own Firebase API key here (plain text), then limit the browser's key to the web app's methods (README, Deploy it)",
    });
    new CfnOutput(this, 'OpenAiApiKeySecretArn', {
      value: openAiKeySecret.secretArn,
      description: 'Put the OpenAI API key here (plain text); until then the offline coach answers and voice is not connected',
    });
    new CfnOutput(this, 'StripeSecretKeySecretArn', {
      value: stripeKeySecret.secretArn,
      description: 'Put the Stripe secret key here (plain text); until then payments answer 503',
    });
    new CfnOutput(this, 'StripeWebhookSecretArn', {
      value: stripeWebhookSecret.secretArn,
      description: `Put the signing secret of the Stripe webhook endpoint (<SiteUrl>${routes.stripeWebhook.path}) here`,
    });
    new CfnOutput(this, 'BotCheckSecretKeyArn', {
      value: botCheckSecret.secretArn,
      description: 'Put the Cloudflare Turnstile secret key here (plain text); until then a sign-in asked for the check answers 503',
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${siteUrl}${routes.stripeWebhook.path}`,
      description: 'Add this endpoint in the Stripe dashboard (the events of docs/decisions/0021-payments-stripe-is-the-source.md)',
    });
    // Last, so that the nested stacks made above take the acknowledgements too.
    acknowledgeNagFindings(this);
  }

  /**
   * Gives every function that queues work for a job (a route's or a job's `access.queues`) the
   * right to send to that job's queue and its URL, wherever the two areas' stacks are.
   */
  private wireJobQueues(): void {
    const jobsByName = new Map([...this.areas.values()].flatMap((area) => [...area.jobs]));
    const producers = [...this.areas.values()].flatMap((area) => [
      ...[...area.functions].map(([name, fn]) => ({ name, queues: routes[name as RouteName].access.queues, fn: fn.function })),
      ...[...area.jobs].map(([name, job]) => ({ name, queues: (jobs[name as JobName] as JobDef).access.queues, fn: job.function })),
    ]);
    for (const { name, queues = [], fn } of producers) {
      for (const target of queues) {
        const job = jobsByName.get(target);
        if (!job) throw new Error(`${name} queues work for "${target}", which is not a job of shared/jobs.ts`);
        job.grantQueueTo(fn);
      }
    }
  }

  /**
   * A secret the operator fills in: the existing one when its ARN is given, else a new one with a
   * placeholder value. Keys must never pass through the template or the repository, so the operator
   * puts the real value in with `aws secretsmanager put-secret-value` after the first deploy.
   */
  private operatorSecret(id: string, arn: string | undefined, props: { description: string; placeholder: string }): ISecret {
    if (arn) return Secret.fromSecretCompleteArn(this, id, arn);
    return new Secret(this, id, {
      description: props.description,
      // Not a secret: a marker the operator overwrites. CloudFormation does not reapply it later.
      secretStringValue: SecretValue.unsafePlainText(props.placeholder),
      // Its value was put in by hand; a stack deletion should not take it along.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { stripeWebhook } from '../shared/routes/table';
import { readStackSettings } from './context';
import { Api } from './constructs/api';
import { DataTable } from './constructs/data-table';
import { WebSite } from './constructs/web-site';
import { ApiOriginGuard } from './constructs/api-origin-guard';
import { ORIGIN_VERIFY_HEADER } from '../shared/edge-headers';
import { Monitoring } from './constructs/monitoring';

/** The value the stack's OpenAI key secret holds until the operator puts the real key in. */
export const OPENAI_KEY_PLACEHOLDER = 'replace-with-the-openai-api-key';
/** The values the Stripe secrets hold until the operator puts the real ones in (payments answer 503 until then). */
export const STRIPE_KEY_PLACEHOLDER = 'replace-with-the-stripe-secret-key';
export const STRIPE_WEBHOOK_SECRET_PLACEHOLDER = 'replace-with-the-stripe-webhook-signing-secret';
/** Until the operator puts the server's Firebase API key in, the REST calls use the browser's key. */
export const FIREBASE_SERVER_KEY_PLACEHOLDER = 'replace-with-the-firebase-server-api-key';
/** Until the operator puts the Turnstile secret key in, a sign-in over its limit answers 503. */
export const BOT_CHECK_SECRET_PLACEHOLDER = 'replace-with-the-turnstile-secret-key';

export interface BlueGuardianStackProps extends StackProps {
  /** Repository root, where package-lock.json, functions/ and the Vite config live. */
  projectRoot: string;
}

/**
 * Everything Blue Guardian runs on in AWS: the table, one function per API route behind a REST
 * API, and the site on S3 + CloudFront, which also fronts the API. Settings come from context
 * (see infra/context.ts); the stack is environment-agnostic so that synth needs no credentials.
 */
export class BlueGuardianStack extends Stack {
  constructor(scope: Construct, id: string, props: BlueGuardianStackProps) {
    super(scope, id, props);
    const settings = readStackSettings(this);
    const { table } = new DataTable(this, 'Data');
    const serviceAccountSecret = this.operatorSecret('FirebaseServiceAccount', settings.firebaseServiceAccountSecretArn, {
      description: 'Firebase service-account JSON for firebase-admin; replace the placeholder value',
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

    // The name is known before the distribution exists, which is what lets functions use it.
    const appOriginParameterName = `/blue-guardian/${this.stackName}/app-origin`;
    const api = new Api(this, 'Api', {
      functionResources: {
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
        coach: { apiKeySecret: openAiKeySecret, ...(settings.openAiModel && { model: settings.openAiModel }) },
        payments: {
          secretKeySecret: stripeKeySecret,
          webhookSecret: stripeWebhookSecret,
          priceEnvironment: settings.stripePrices,
        },
        reservedConcurrency: settings.reservedConcurrency,
        botCheck: { siteKey: settings.botCheckSiteKey, secretKeySecret: botCheckSecret },
      },
      // Only GET /api/config hands the auth domain and the price ids to the browser. It is also
      // told the OpenAI key secret's ARN, only to say that voice is connected: it gets no grant to read it.
      routeEnvironment: {
        webConfig: {
          ...(settings.firebaseAuthDomain && { FIREBASE_AUTH_DOMAIN: settings.firebaseAuthDomain }),
          ...settings.stripePrices,
          OPENAI_API_KEY_SECRET_ARN: openAiKeySecret.secretArn,
          // The widget's public site key; the script is Turnstile's own (the config's default).
          BOT_CHECK_SITE_KEY: settings.botCheckSiteKey,
        },
      },
    });

    new Monitoring(this, 'Monitoring', {
      restApi: api.restApi,
      functions: api.functions,
      ...(settings.alarmEmail && { alarmEmail: settings.alarmEmail }),
    });

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
      description: `Put the signing secret of the Stripe webhook endpoint (<SiteUrl>${stripeWebhook.path}) here`,
    });
    new CfnOutput(this, 'BotCheckSecretKeyArn', {
      value: botCheckSecret.secretArn,
      description: 'Put the Cloudflare Turnstile secret key here (plain text); until then a sign-in asked for the check answers 503',
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${siteUrl}${stripeWebhook.path}`,
      description: 'Add this endpoint in the Stripe dashboard (the events of docs/decisions.md, "Payments")',
    });
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

import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { readStackSettings } from './context';
import { Api } from './constructs/api';
import { DataTable } from './constructs/data-table';
import { WebSite } from './constructs/web-site';

/** The value the stack's OpenAI key secret holds until the operator puts the real key in. */
export const OPENAI_KEY_PLACEHOLDER = 'replace-with-the-openai-api-key';

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
    const openAiKeySecret = this.operatorSecret('OpenAiApiKey', settings.openAiApiKeySecretArn, {
      description: 'OpenAI API key of the coach, as plain text; replace the placeholder value',
      placeholder: OPENAI_KEY_PLACEHOLDER,
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
        },
        mailFrom: settings.mailFrom,
        appOriginParameterName,
        coach: { apiKeySecret: openAiKeySecret, ...(settings.openAiModel && { model: settings.openAiModel }) },
      },
      // Only GET /api/config hands the auth domain to the browser; the others never read it.
      routeEnvironment: {
        ...(settings.firebaseAuthDomain && { webConfig: { FIREBASE_AUTH_DOMAIN: settings.firebaseAuthDomain } }),
      },
    });

    const site = new WebSite(this, 'Site', {
      projectRoot: props.projectRoot,
      restApi: api.restApi,
      ...(settings.domainName && { domainName: settings.domainName }),
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
      description: 'The API stage, direct; the app itself calls it through the site under /api',
    });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'FirebaseServiceAccountSecretArn', {
      value: serviceAccountSecret.secretArn,
      description: 'Put the Firebase service-account JSON here: aws secretsmanager put-secret-value',
    });
    new CfnOutput(this, 'OpenAiApiKeySecretArn', {
      value: openAiKeySecret.secretArn,
      description: 'Put the OpenAI API key here (plain text); until then the offline coach answers in its place',
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

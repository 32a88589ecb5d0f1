import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { AnyRoute } from '../../shared/routes';
import { ApiFunction } from '../../infra/constructs/api-function';
import { BlueGuardianStack } from '../../infra/stack';
import { allStatements, cdkJsonContext, projectRoot, type PolicyStatementJson } from './template-queries';

/** Deploy settings of a complete configuration, as an operator would give them. */
export const settings = {
  firebaseProjectId: 'bg-test',
  firebaseApiKey: 'test-web-api-key',
  mailFrom: 'Blue Guardian <hello@blueguardian.test>',
  stripePricePremiumMonthly: 'price_1PremiumMonthly',
  stripePricePremiumAnnual: 'price_1PremiumAnnual',
  webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/BlueGuardianEdge/test',
  botCheckSiteKey: '0x4AAAAAAAtestSiteKey',
};

const tempDirs: string[] = [];

/** A fresh temporary directory, removed by `removeTempDirs`. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** For `afterAll`: removes every directory `tempDir` handed out. */
export function removeTempDirs(): void {
  tempDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

/** Synthesises the stack as `cdk synth` would (cdk.json's flags), minus asset bundling. */
export function synth(context: Record<string, unknown> = settings) {
  const app = new App({
    outdir: tempDir('bg-infra-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new BlueGuardianStack(app, 'BlueGuardian', { projectRoot });
  return { stack, template: Template.fromStack(stack) };
}

/**
 * The IAM statements one ApiFunction gets for a route, synthesised alone (no bundling): for
 * routes the table does not have, such as a variant of a real route with other access.
 */
export function probeStatements(route: AnyRoute): PolicyStatementJson[] {
  const app = new App({ outdir: tempDir('bg-probe-'), context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Probe');
  new ApiFunction(stack, 'Probe', {
    route,
    resources: {
      projectRoot,
      table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
      firebase: {
        projectId: 'bg-test',
        apiKey: 'k',
        serviceAccountSecret: new Secret(stack, 'Secret'),
        serverApiKeySecret: new Secret(stack, 'ServerKey'),
      },
      mailFrom: 'hello@blueguardian.test',
      appOriginParameterName: '/probe/app-origin',
      coach: { apiKeySecret: new Secret(stack, 'OpenAiKey') },
      payments: {
        secretKeySecret: new Secret(stack, 'StripeKey'),
        webhookSecret: new Secret(stack, 'StripeWebhook'),
        priceEnvironment: {},
      },
      botCheck: { siteKey: 'site-key', secretKeySecret: new Secret(stack, 'BotCheck') },
      unsubscribeSecret: new Secret(stack, 'Unsubscribe'),
    },
  });
  return allStatements(Template.fromStack(stack));
}

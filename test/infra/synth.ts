import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Aspects, Stack, type IAspect } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { AnyRoute } from '#shared/routes';
import { ApiFunction } from '../../infra/constructs/api-function';
import { BlueGuardianStack } from '../../infra/stack';
import { addStageStacks, type StageStacks } from '../../infra/stage-app';
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

/** One synthesised template: the main stack's or an area's nested stack's. */
export interface StackTemplate {
  /** `BlueGuardian`, or the area's nested stack id (`Chat`). */
  name: string;
  template: Template;
  resourceCount: number;
}

/**
 * Synthesises the stack as `cdk synth` would (cdk.json's flags), minus asset bundling. `stacks`
 * holds each template as CloudFormation gets it; `template` is all of them as one
 * (flattenNestedStacks), for assertions that should not care which stack a resource lives in.
 * `aspects` (a rule pack's checks) visit every construct of the app before it is synthesised.
 */
export function synth(context: Record<string, unknown> = settings, aspects: readonly IAspect[] = []) {
  const app = new App({
    outdir: tempDir('bg-infra-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new BlueGuardianStack(app, 'BlueGuardian', { projectRoot });
  for (const aspect of aspects) Aspects.of(app).add(aspect);
  const main = Template.fromStack(stack);
  const nested = [...stack.areas.values()].map((area) => ({
    name: area.node.id,
    logicalId: stack.getLogicalId(area.nestedStackResource!),
    template: Template.fromStack(area),
  }));
  const stacks: StackTemplate[] = [{ name: stack.stackName, template: main }, ...nested].map(({ name, template }) => ({
    name,
    template,
    resourceCount: Object.keys(template.toJSON().Resources as object).length,
  }));
  return { stack, stacks, template: flattenNestedStacks(main, nested) };
}

/**
 * One stage's stacks as `cdk synth -c stage=...` builds them (infra/stage-app.ts), minus asset
 * bundling; templates are made by the caller (Template.fromStack), as each costs a synthesis.
 */
export function synthStage(context: Record<string, unknown>): StageStacks {
  const app = new App({
    outdir: tempDir('bg-stage-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  return addStageStacks(app, projectRoot);
}

type Json = unknown;

/**
 * The main template with each nested stack's resources in place of its AWS::CloudFormation::Stack
 * resource, and every reference across stacks (a nested stack's parameter, a nested stack's
 * output) replaced by what it refers to, so a function's grants name the table or the secret as
 * they would in one stack. Logical ids are unique within a stack only: a clash throws.
 */
export function flattenNestedStacks(main: Template, nested: ReadonlyArray<{ logicalId: string; template: Template }>): Template {
  const mainJson = main.toJSON() as { Resources: Record<string, { Properties?: { Parameters?: Record<string, Json> } }> };
  const outputsOf = new Map(
    nested.map(({ logicalId, template }) => [
      logicalId,
      ((template.toJSON() as { Outputs?: Record<string, { Value: Json }> }).Outputs ?? {}) as Record<string, { Value: Json }>,
    ]),
  );
  /** Replaces `{ Ref: parameter }` by the parameter's value and nested outputs by their values, recursively. */
  const resolve = (value: Json, parameters: Record<string, Json>): Json => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, parameters));
    if (!value || typeof value !== 'object') return value;
    const object = value as Record<string, Json>;
    const ref = object.Ref;
    if (typeof ref === 'string' && Object.keys(object).length === 1 && ref in parameters) return resolve(parameters[ref], {});
    const getAtt = object['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string' && outputsOf.has(getAtt[0])) {
      const output = String(getAtt[1]).replace(/^Outputs\./, '');
      const owner = nested.find(({ logicalId }) => logicalId === getAtt[0])!;
      return resolve(outputsOf.get(getAtt[0])![output]!.Value, parametersOf(owner.logicalId));
    }
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, resolve(item, parameters)]));
  };
  const parametersOf = (logicalId: string): Record<string, Json> =>
    (resolve(mainJson.Resources[logicalId]!.Properties?.Parameters ?? {}, {}) as Record<string, Json>) ?? {};

  const nestedIds = new Set(nested.map(({ logicalId }) => logicalId));
  const resources: Record<string, Json> = {};
  const add = (id: string, resource: Json) => {
    if (id in resources) throw new Error(`Logical id ${id} is used by two stacks`);
    resources[id] = resource;
  };
  for (const [id, resource] of Object.entries(mainJson.Resources)) if (!nestedIds.has(id)) add(id, resolve(resource, {}));
  for (const { logicalId, template } of nested) {
    const parameters = parametersOf(logicalId);
    const json = template.toJSON() as { Resources: Record<string, Json> };
    for (const [id, resource] of Object.entries(json.Resources)) add(id, resolve(resource, parameters));
  }
  return Template.fromJSON({ ...mainJson, Resources: resources }, { skipCyclicalDependenciesCheck: true });
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
      trialEmailHashSecret: new Secret(stack, 'TrialEmailHash'),
    },
  });
  return allStatements(Template.fromStack(stack));
}

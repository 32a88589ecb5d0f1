import type { App } from 'aws-cdk-lib';
import { BlueGuardianEdgeStack } from './edge-stack';
import { BlueGuardianStack } from './stack';
import { stackNames, stageContext, stageEnvironment, stageOf } from './stages';

/** The stacks of one stage: its edge stack (unless an existing firewall is given) and its app stack. */
export interface StageStacks {
  stage: string;
  edge: BlueGuardianEdgeStack | undefined;
  app: BlueGuardianStack;
}

/**
 * Adds the stage's stacks (context `stage`, infra/stages.ts) to the app. When the account is known,
 * both stacks get it and the app stack takes the edge stack's web ACL through CDK's cross-region
 * references (with cdk.json's weak references, CloudFormation's Fn::GetStackOutput reads the edge
 * stack's output at deploy). That makes the app stack depend on the edge stack, so
 * `cdk deploy --all` deploys the firewall, then the app with it attached: no ARN to copy. Context
 * `webAclArn` names an existing firewall instead, and then the stage deploys no edge stack.
 */
export function addStageStacks(app: App, projectRoot: string): StageStacks {
  const stage = stageOf(app);
  const names = stackNames(stage);
  const env = stageEnvironment(app);
  const wired = env && { crossRegionReferences: true };
  const existingFirewall = String(stageContext(app, 'webAclArn') ?? '').trim();
  const edge = existingFirewall
    ? undefined
    : new BlueGuardianEdgeStack(app, names.edge, {
        description: `Blue Guardian (${stage}): CloudFront's firewall (us-east-1)`,
        ...(env && { env: { account: env.account } }),
        ...wired,
      });
  const main = new BlueGuardianStack(app, names.app, {
    description: `Blue Guardian (${stage}): web app, API, data`,
    projectRoot,
    ...(env && { env }),
    ...wired,
    ...(env && edge && { edgeWebAclArn: edge.webAclArn }),
  });
  return { stage, edge, app: main };
}

import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { addStageStacks } from './stage-app';

/**
 * The CDK app (`npx cdk synth`, `npm run deploy -- --stage <name>`): one stage's stacks
 * (infra/stage-app.ts). With no account known (no credentials, no `account` context) the app
 * stack is environment-agnostic, so synth runs offline; the edge stack (CloudFront's firewall)
 * is pinned to us-east-1, where AWS requires it.
 */
addStageStacks(new App(), fileURLToPath(new URL('..', import.meta.url)));

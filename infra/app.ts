import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { BlueGuardianStack } from './stack';

/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). No account or region is set: the stack is
 * environment-agnostic, so synth runs offline and deploy targets the CLI's current profile.
 */
const app = new App();
new BlueGuardianStack(app, 'BlueGuardian', {
  description: 'Blue Guardian: web app, API, data',
  projectRoot: fileURLToPath(new URL('..', import.meta.url)),
});

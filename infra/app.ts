import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { BlueGuardianEdgeStack } from './edge-stack';
import { BlueGuardianStack } from './stack';

/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). No account is set and the main stack has no
 * region: it is environment-agnostic, so synth runs offline and deploy targets the CLI's current
 * profile. The edge stack (CloudFront's firewall) is pinned to us-east-1, where AWS requires it.
 */
const app = new App();
new BlueGuardianEdgeStack(app, 'BlueGuardianEdge', { description: "Blue Guardian: CloudFront's firewall (us-east-1)" });
new BlueGuardianStack(app, 'BlueGuardian', {
  description: 'Blue Guardian: web app, API, data',
  projectRoot: fileURLToPath(new URL('..', import.meta.url)),
});

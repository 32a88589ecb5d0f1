import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';

/** Findings of a rule whose id (`Resource::...`, `Action::...`, as cdk-nag writes them) matches `pattern`. */
const matching = (pattern: RegExp) => ({ regex: `/${pattern.source}/` });

/**
 * The AWS Solutions checks (cdk-nag) that this design answers otherwise, each with its reason, in
 * one place. test/infra/nag.test.ts runs the checks over every stack and fails on any finding not
 * acknowledged here; a finding of a real gap is fixed where it arises, not added to this list.
 */
export const NAG_ACKNOWLEDGEMENTS: readonly NagPackSuppression[] = [
  {
    id: 'AwsSolutions-L1',
    reason:
      'Every function runs Node.js 22, the runtime ARCHITECTURE.md section 8 chose and infra/bundling.ts targets; a newer one is adopted on purpose, with the tests, not whenever AWS publishes it. CDK picks the runtime of its own site-deployment handler.',
  },
  {
    id: 'AwsSolutions-IAM4',
    reason:
      "AWS's managed policies for logging only: AWSLambdaBasicExecutionRole lets a function write its own logs, AmazonAPIGatewayPushToCloudWatchLogs lets API Gateway write the access logs. Neither reaches any data.",
    appliesTo: [
      'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs',
    ],
  },
  {
    id: 'AwsSolutions-IAM4',
    reason:
      "AWS's managed policy for CodeDeploy's gradual Lambda deployments (infra/constructs/gradual-deployment.ts): it may read the alarms and move a function's alias between versions, nothing else of ours.",
    appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited'],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      "Resource * only where IAM has no resource-level permission: X-Ray's trace writing (every function traces) and CloudFront's cache invalidation (the site deployment).",
    appliesTo: ['Resource::*'],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      "The table's indexes: a Query on any of its sparse indexes needs the index's ARN; the wildcard covers this one table's indexes and nothing else.",
    appliesTo: [matching(/^Resource::<.*DataTable.*\.?Arn>\/index\/\*$/)],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      "The KMS actions DynamoDB needs to write under the table's own key (as Table.grantWriteData gives), granted on that one key only.",
    appliesTo: ['Action::kms:GenerateDataKey*', 'Action::kms:ReEncrypt*'],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      "CDK's site deployment copies the built site from CDK's asset bucket into the site bucket: its S3 wildcards are on those two buckets only.",
    appliesTo: [
      matching(/^Action::s3:(Abort|DeleteObject|GetBucket|GetObject|List)\*$/),
      matching(/^Resource::<SiteBucket.*\.Arn>\/\*$/),
      matching(/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\/\*$/),
    ],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason: "EventBridge Scheduler's role may invoke the scheduled job's function and its versions (CDK's grant), that function only.",
    appliesTo: [matching(/^Resource::<[A-Za-z0-9]+Function[A-F0-9]{8}\.Arn>:\*$/)],
  },
  {
    id: 'AwsSolutions-APIG4',
    reason:
      'Identity is checked in the functions (ARCHITECTURE.md section 4): each private route verifies the session cookie against Firebase and the table and rejects signed-out callers and other users; public routes (sign-in, the Stripe webhook, the config) are public by design.',
  },
  {
    id: 'AwsSolutions-COG4',
    reason: 'Firebase Authentication, not Cognito, is the identity provider (ARCHITECTURE.md section 4); the functions check each session.',
  },
  {
    id: 'AwsSolutions-APIG2',
    reason:
      "Each function validates its request against its route's schema (shared/routes) and answers a specific error; API Gateway models would be a second copy of those schemas.",
  },
  {
    id: 'AwsSolutions-APIG6',
    reason:
      'The stage writes an access log line for every request (infra/constructs/api.ts) and each function logs its own errors; execution logs would add cost and repeat them.',
  },
  {
    id: 'AwsSolutions-CFR1',
    reason: 'The app is for young people wherever they live: no country is refused.',
  },
  {
    id: 'AwsSolutions-CFR4',
    reason:
      "On CloudFront's default *.cloudfront.net certificate the TLS policy is CloudFront's and cannot be set; with the operator's domain and certificate the distribution requires TLS 1.2 (infra/constructs/web-site.ts).",
  },
  {
    id: 'AwsSolutions-S1',
    reason:
      "The site bucket is private and read only by CloudFront, whose access logs (the AccessLogs bucket) record every request; logging the log bucket's own access would need a bucket for that too.",
  },
  {
    id: 'AwsSolutions-SMG4',
    reason:
      'The third-party keys (Firebase, OpenAI, Stripe, Turnstile) are issued by those services and rotated there by the operator, then put here by hand; the generated HMAC keys must not change on a schedule (a new unsubscribe key breaks links already sent, a new trial key forgets who had the trial); the origin guard value is rotated by the operator, then deployed (infra/constructs/api-origin-guard.ts).',
  },
];

/** Acknowledges NAG_ACKNOWLEDGEMENTS for the stack and the nested stacks inside it. */
export function acknowledgeNagFindings(stack: Stack): void {
  NagSuppressions.addStackSuppressions(stack, [...NAG_ACKNOWLEDGEMENTS], true);
}

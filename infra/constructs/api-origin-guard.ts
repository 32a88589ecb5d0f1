import { RemovalPolicy } from 'aws-cdk-lib';
import type { Stage } from 'aws-cdk-lib/aws-apigateway';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';

export interface ApiOriginGuardProps {
  /** The API's stage, which the firewall guards. */
  stage: Stage;
}

/**
 * Only CloudFront may call the API. CloudFront sends a secret header with every API
 * request; a regional AWS WAF web ACL on the stage lets through only requests that carry it and
 * blocks the rest, before API Gateway invokes any function, so calling the execute-api address
 * directly (around CloudFront's firewall, or with a forged CloudFront-Viewer-Address to dodge
 * the per-client limits) gets a 403. The value lives in Secrets Manager; both CloudFront and the
 * firewall read it through a CloudFormation dynamic reference, so it is never in the template or
 * the repository. To rotate it: put a new value in the secret, then `npx cdk deploy`.
 */
export class ApiOriginGuard extends Construct {
  /** The header value for CloudFront's API origin: a dynamic reference, resolved at deploy time. */
  readonly headerValue: string;

  constructor(scope: Construct, id: string, props: ApiOriginGuardProps) {
    super(scope, id);
    const secret = new Secret(this, 'Secret', {
      description: `Value of the ${ORIGIN_VERIFY_HEADER} header CloudFront sends to the API. Rotate: put a new value, then cdk deploy`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.headerValue = secret.secretValue.unsafeUnwrap();

    const acl = new CfnWebACL(this, 'WebAcl', {
      description: 'Blue Guardian API, only requests from CloudFront with the origin header pass',
      scope: 'REGIONAL',
      defaultAction: { block: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'ApiOriginGuard', sampledRequestsEnabled: false },
      rules: [
        {
          name: 'FromCloudFront',
          priority: 0,
          action: { allow: {} },
          statement: {
            byteMatchStatement: {
              fieldToMatch: { singleHeader: { Name: ORIGIN_VERIFY_HEADER } },
              positionalConstraint: 'EXACTLY',
              searchString: this.headerValue,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          // Sampled requests would show the header's value in the console.
          visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'ApiFromCloudFront', sampledRequestsEnabled: false },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'Association', { resourceArn: props.stage.stageArn, webAclArn: acl.attrArn });
  }
}

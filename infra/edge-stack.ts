import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests one address may make to /api/auth/ in five minutes before it is blocked for a while. */
export const AUTH_RATE_LIMIT_PER_5_MINUTES = 300;

/**
 * An AWS managed rule group, with rules set to count (observe only) where they would block what
 * the app must accept.
 */
function managedRule(name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length && { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }),
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false },
  };
}

/**
 * The sign-in path as the rate rule compares it: the request's path URL-decoded, normalised
 * (`//`, `/./`, `/../` resolved) and lower-cased, in that order, so `/API/auth/`, `/api//auth/`
 * or `/%61pi/auth/` count as `/api/auth/` does: no other spelling of the path slips past the count.
 * The search string is lower-case to match.
 */
export const AUTH_PATH_TRANSFORMATIONS = ['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE'] as const;
export const AUTH_PATH_PREFIX = '/api/auth/';

/**
 * The firewall in front of CloudFront. A CloudFront web ACL must live in us-east-1, so it has
 * this small stack of its own, pinned there. The stage's app stack attaches it by a cross-region
 * reference (infra/app.ts), so one `cdk deploy --all` deploys both in order; its ARN is an output too.
 */
export class BlueGuardianEdgeStack extends Stack {
  /** The web ACL's ARN, for the app stack's distribution. */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: 'us-east-1' } });

    const acl = new CfnWebACL(this, 'WebAcl', {
      description: 'Blue Guardian site and API, AWS managed rules and a rate limit on sign-in',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      // Sampled requests would keep parts of requests (message text) in the WAF console.
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: this.stackName, sampledRequestsEnabled: false },
      rules: [
        managedRule('AWSManagedRulesAmazonIpReputationList', 0),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 1),
        // Counted, not blocked: voice uploads are bodies of up to 5 MB (the API checks their size),
        // and a chat message may contain what looks like markup, which the app shows as text. A
        // false block would lose what a person in distress wrote.
        managedRule('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']),
        {
          name: 'AuthRateLimit',
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: AUTH_RATE_LIMIT_PER_5_MINUTES,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: AUTH_PATH_PREFIX,
                  textTransformations: AUTH_PATH_TRANSFORMATIONS.map((type, priority) => ({ priority, type })),
                },
              },
            },
          },
          visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'AuthRateLimit', sampledRequestsEnabled: false },
        },
      ],
    });

    this.webAclArn = acl.attrArn;
    new CfnOutput(this, 'WebAclArn', {
      value: acl.attrArn,
      description: "CloudFront's firewall; the same stage's app stack attaches it itself",
    });
  }
}

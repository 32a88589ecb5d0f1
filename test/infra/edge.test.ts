import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AUTH_RATE_LIMIT_PER_5_MINUTES, BlueGuardianEdgeStack } from '../../infra/edge-stack';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { removeTempDirs, settings, synth, tempDir } from './synth';
import { distributionConfig, resourcesOf } from './template-queries';

// CloudFormation JSON, read loosely: the assertions below say what shape they expect.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Only CloudFront reaches the API, and CloudFront has a firewall of its own. */

afterAll(removeTempDirs);

describe('the edge stack: CloudFront’s firewall', () => {
  const stack = new BlueGuardianEdgeStack(new App({ outdir: tempDir('bg-edge-') }), 'BlueGuardianEdge');
  const template = Template.fromStack(stack);
  const [acl] = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
  const rules = acl!.Properties.Rules as Json[];

  test('lives in us-east-1, as AWS requires for CloudFront, with no account needed to synth', () => {
    expect(stack.region).toBe('us-east-1');
    expect(acl!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  test('applies the AWS managed rule groups: IP reputation, known bad inputs, common', () => {
    const groups = rules.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
    expect(groups).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
  });

  test('only counts the common rules that would block a voice upload or a message with markup in it', () => {
    const common = rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
      { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  test('blocks an address that calls /api/auth/ too often', () => {
    const rate = rules.find((rule) => rule.Name === 'AuthRateLimit')!;
    expect(rate.Action).toEqual({ Block: {} });
    expect(rate.Statement.RateBasedStatement).toMatchObject({
      Limit: AUTH_RATE_LIMIT_PER_5_MINUTES,
      AggregateKeyType: 'IP',
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/auth/', PositionalConstraint: 'STARTS_WITH' } },
    });
  });

  test('counts every spelling of the sign-in path: URL-decoded, then normalised, then lower-cased, against a lower-case prefix', () => {
    const match = rules.find((rule) => rule.Name === 'AuthRateLimit')!.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement;
    expect(match.FieldToMatch).toEqual({ UriPath: {} });
    expect(match.TextTransformations).toEqual([
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'NORMALIZE_PATH' },
      { Priority: 2, Type: 'LOWERCASE' },
    ]);
    expect(match.SearchString).toBe(match.SearchString.toLowerCase());
  });

  test('keeps no samples of requests (they would hold what people wrote)', () => {
    for (const config of [acl!.Properties.VisibilityConfig, ...rules.map((rule) => rule.VisibilityConfig)]) {
      expect(config).toMatchObject({ SampledRequestsEnabled: false });
    }
  });

  test('gives its ARN as an output', () => {
    template.hasOutput('WebAclArn', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } });
  });
});

describe('the main stack: the API answers only CloudFront', () => {
  const { template } = synth();
  const apiOrigin = () => (distributionConfig(template).Origins as Json[]).find((origin) => origin.OriginCustomHeaders)!;

  test('CloudFront sends the origin header, its value a Secrets Manager reference, never a literal', () => {
    const [header] = apiOrigin().OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>;
    expect(header!.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header!.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:/);
  });

  test('a regional firewall on the stage blocks every request without that same value', () => {
    const [acl, ...others] = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    expect(others).toHaveLength(0);
    expect(acl!.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Block: {} } });
    const [allow] = acl!.Properties.Rules as Json[];
    expect(allow!.Action).toEqual({ Allow: {} });
    const match = allow!.Statement.ByteMatchStatement;
    expect(match).toMatchObject({ FieldToMatch: { SingleHeader: { Name: ORIGIN_VERIFY_HEADER } }, PositionalConstraint: 'EXACTLY' });
    const [header] = apiOrigin().OriginCustomHeaders as Array<{ HeaderValue: unknown }>;
    expect(match.SearchString).toEqual(header!.HeaderValue);
  });

  test('the firewall is attached to the API stage', () => {
    const [association] = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACLAssociation'));
    expect(JSON.stringify(association!.Properties.ResourceArn)).toContain('/stages/');
  });

  test('the distribution uses the edge stack’s firewall; without webAclArn, synth warns that it has none', () => {
    expect(distributionConfig(template).WebACLId).toBe(settings.webAclArn);

    const { stack: bare, template: unguarded } = synth({ ...settings, webAclArn: '' });
    Annotations.fromStack(bare).hasWarning('*', Match.stringLikeRegexp('Context "webAclArn" is not set'));
    expect(distributionConfig(unguarded).WebACLId).toBeUndefined();
  });
});

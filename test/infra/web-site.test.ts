import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { LocalViteBuild } from '../../infra/constructs/web-build';
import { ACCESS_LOG_DAYS } from '../../infra/constructs/web-site';
import { removeTempDirs, synth, tempDir } from './synth';
import { distributionConfig, resourcesOf } from './template-queries';

afterAll(removeTempDirs);
const { template } = synth();

describe('CloudFront', () => {
  const config = distributionConfig(template);
  const defaultBehavior = config.DefaultCacheBehavior as Record<string, unknown>;
  const behaviors = config.CacheBehaviors as Array<Record<string, unknown>>;

  test('/api/* goes uncached to the API with every method and viewer header but Host', () => {
    const api = behaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      // The managed CachingDisabled and AllViewerExceptHostHeader policies.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    });
    const origins = config.Origins as Array<{ Id: string; DomainName: unknown }>;
    const origin = origins.find((candidate) => candidate.Id === api!.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('execute-api');
  });

  test('/api/* passes the viewer Host on as x-viewer-host, overwriting any client value', () => {
    const api = behaviors.find((behavior) => behavior.PathPattern === '/api/*')!;
    const [association, ...others] = api.FunctionAssociations as Array<{
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }>;
    expect(others).toHaveLength(0);
    expect(association?.EventType).toBe('viewer-request');
    const fn = resourcesOf(template, 'AWS::CloudFront::Function')[association!.FunctionARN['Fn::GetAtt'][0]]!;
    type Headers = Record<string, { value: string }>;
    const handler = new Function(`${String(fn.Properties.FunctionCode)}; return handler;`)() as (event: {
      request: { uri: string; headers: Headers };
    }) => { uri: string; headers: Headers };
    const request = handler({
      request: { uri: '/api/auth/login', headers: { host: { value: 'app.example' }, 'x-viewer-host': { value: 'evil.example' } } },
    });
    expect(request.uri).toBe('/api/auth/login');
    expect(request.headers['x-viewer-host']).toEqual({ value: 'app.example' });
    expect(request.headers.host).toEqual({ value: 'app.example' });
  });

  test('pre-rendered pages get their own HTML and client routes the app shell at the viewer request, API 404s are left alone', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    const [association, ...others] = defaultBehavior.FunctionAssociations as Array<{
      EventType: string;
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }>;
    expect(others).toHaveLength(0);
    expect(association?.EventType).toBe('viewer-request');
    const fn = resourcesOf(template, 'AWS::CloudFront::Function')[association!.FunctionARN['Fn::GetAtt'][0]]!;
    const handler = new Function(`${String(fn.Properties.FunctionCode)}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/dashboard')).toBe('/app.html');
    expect(uriFor('/login')).toBe('/app.html');
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/blog')).toBe('/blog/index.html');
    expect(uriFor('/blog/')).toBe('/blog/index.html');
    expect(uriFor('/privacy-policy')).toBe('/privacy-policy/index.html');
    expect(uriFor('/terms-and-conditions')).toBe('/terms-and-conditions/index.html');
    expect(uriFor('/safety')).toBe('/safety/index.html');
    // Bundling is skipped here, so the build's list of posts is unknown: a post gets the shell.
    expect(uriFor('/blog/some-post')).toBe('/app.html');
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/favicon.svg')).toBe('/favicon.svg');
  });

  test('both behaviours send the security headers', () => {
    const policyRef = defaultBehavior.ResponseHeadersPolicyId as { Ref: string };
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual(policyRef);
    const policy = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy')[policyRef.Ref]!;
    const policyConfig = policy.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const headers = policyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
    });
    const csp = String(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
  });

  test('hashed assets deploy first and are immutable; pages follow, revalidated, then CloudFront is invalidated', () => {
    const deployments = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    const assets = deployments.find(([, d]) => JSON.stringify(d.Properties.Include) === '["assets/*"]');
    const pages = deployments.find(([, d]) => d.Properties.DistributionId !== undefined);
    expect(assets?.[1].Properties.SystemMetadata).toEqual({ 'cache-control': expect.stringContaining('immutable') });
    expect(pages?.[1].Properties).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(pages?.[1].DependsOn).toContain(assets?.[0]);
  });

  test('the bucket is private and refuses plain http', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  test('access logs go to a private bucket of their own, without cookies, kept 90 days', () => {
    const logging = config.Logging as { Bucket: unknown; IncludeCookies: boolean; Prefix: string };
    expect(logging).toMatchObject({ IncludeCookies: false, Prefix: 'cloudfront/' });
    const [bucketId] = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).find(([id]) => id.includes('AccessLogs'))!;
    expect(JSON.stringify(logging.Bucket)).toContain(bucketId);
    template.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: ACCESS_LOG_DAYS, Status: 'Enabled' })] },
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
    });
  });
});

describe('web build at synth time', () => {
  const fakeRoot = (withVite: boolean) => {
    const root = tempDir('bg-web-');
    if (withVite) {
      mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
      writeFileSync(path.join(root, 'node_modules', '.bin', 'vite'), '');
    }
    return root;
  };

  test('fails with a clear message when the web app is missing', () => {
    const root = fakeRoot(true);
    expect(() => new LocalViteBuild(root).tryBundle(path.join(root, 'out'))).toThrow(/no vite\.config\.ts/);
  });

  test('leaves the build to Docker when Vite is not installed', () => {
    const root = fakeRoot(false);
    expect(new LocalViteBuild(root).tryBundle(path.join(root, 'out'))).toBe(false);
  });
});

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { VIEWER_HOST_HEADER } from '#shared/edge-headers';
import { securityHeadersPolicy } from './security-headers';
import { siteRewriteCode } from '../../web/build/site-rewrite';
import { webAppSource } from './web-build';

/**
 * The pages every build pre-renders; the build's own list (blog posts included) replaces it when
 * the build runs in this synth. Without it (bundling skipped) a post is served by the app shell,
 * which renders it in the browser.
 */
export const DEFAULT_PRERENDERED_PAGES = ['/', '/blog', '/privacy-policy', '/terms-and-conditions', '/safety'];

/**
 * Tells the API which host the browser addressed. The origin request policy forwards every viewer
 * header but Host (API Gateway routes by its own), so the viewer's Host travels under another
 * name, overwriting any value a client sent. The cross-site guard compares Origin with it
 * (functions/http/cross-site.ts), which spares every function an SSM read of the site's origin.
 */
export const API_VIEWER_HOST_CODE = `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers['${VIEWER_HOST_HEADER}'] = { value: host };
  return request;
}`;

/** How long CloudFront's access logs are kept. */
export const ACCESS_LOG_DAYS = 90;

export interface WebSiteProps {
  projectRoot: string;
  restApi: RestApi;
  /** The site's address for canonical and sharing URLs in the pre-rendered pages. */
  siteUrl?: string;
  /** Custom domain and its us-east-1 ACM certificate; both or neither are attached. */
  domainName?: string;
  certificateArn?: string;
  /** Headers CloudFront adds to every API request (the origin guard's secret). */
  apiOriginHeaders?: Record<string, string>;
  /** The CloudFront web ACL (the edge stack's), when deployed. */
  webAclArn?: string;
}

/**
 * The site: a private bucket behind CloudFront, which also forwards `/api/*` to the REST API so
 * that the app and its API share one origin (first-party cookies, no CORS).
 */
export class WebSite extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    const bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only build output lives here, rebuilt from git on every deploy: deleting the stack should
      // not leave an orphaned bucket behind, unlike the table, which holds users' data.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Vite fingerprints everything under assets/, so those files never change and are cached for a
    // year; the pages and the public/ files keep their names and are revalidated on each visit.
    // The assets go first, so a new page never points at chunks that are not there yet. Binding
    // the source runs the build, which tells the rewrite function which pages are pre-rendered.
    const { source, build } = webAppSource(props.projectRoot, props.siteUrl);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      // Keep the previous build's chunks: tabs still running it load them lazily.
      prune: false,
    });

    // Pre-rendered pages get their own HTML, every other address the app shell. Done at the
    // viewer request rather than with distribution-wide error responses, which would also turn
    // the API's own 404s into the app shell.
    const siteRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves pre-rendered pages and the app shell for client-side routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRewriteCode(build.pages ?? DEFAULT_PRERENDERED_PAGES)),
    });
    const apiViewerHost = new CloudFrontFunction(this, 'ApiViewerHost', {
      comment: 'Passes the viewer Host to the API for its cross-site check',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(API_VIEWER_HOST_CODE),
    });
    const headers = securityHeadersPolicy(this, 'SecurityHeaders');
    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            // The default *.cloudfront.net certificate has a fixed policy; ours can refuse old TLS.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    // Access logs: addresses, paths and statuses, never cookies. No request carries anything a
    // person wrote (bodies are not logged) or an e-mail address, and the one-time codes of e-mailed
    // links travel in the fragment, which browsers never send (web/src/lib/action-code.ts).
    const logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are written with an ACL, which needs object-writer ownership.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_DAYS) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Blue Guardian',
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      logIncludesCookies: false,
      ...customDomain,
      ...(props.webAclArn && { webAclId: props.webAclArn }),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: siteRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new RestApiOrigin(props.restApi, { customHeaders: props.apiOriginHeaders }),
          // A redirect would turn a POST into a GET; plain http is simply refused.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Answers are personal; the Host header must stay the API's own for API Gateway to route.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: apiViewerHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    pages.node.addDependency(assets);
  }
}

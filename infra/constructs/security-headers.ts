import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The Content-Security-Policy of the site. Everything is same-origin (the API is under /api on
 * the same domain) except what the Firebase web SDK needs for the flows run in the browser:
 * its REST endpoints (connect-src), the auth domain's helper iframe (frame-src), and Google's
 * gapi loader, which signInWithPopup injects as a script (script-src https://apis.google.com).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://apis.google.com",
  // React and component libraries set inline style attributes; inline scripts stay forbidden.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' https://*.googleapis.com https://securetoken.googleapis.com " +
    // The blog's posts, when Contentful is configured (web/src/features/blog/content/).
    'https://identitytoolkit.googleapis.com https://graphql.contentful.com',
  'frame-src https://*.firebaseapp.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** One policy for the site and the API alike, so no response escapes the security headers. */
export function securityHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Blue Guardian security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: {
        // Two years with preload: the bar for the browsers' HSTS preload list.
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          // The microphone is for the coach's voice mode, on our own origin only.
          value: 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)',
          override: true,
        },
      ],
    },
  });
}

import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { CONTENT_SECURITY_POLICY } from '#shared/content-security-policy';

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

import type { APIGatewayProxyEvent } from 'aws-lambda';
import { config } from '../kernel/config';
import { header } from './request-input';
import { VIEWER_HOST_HEADER } from '#shared/edge-headers';

/** Sec-Fetch-Site values of requests our own pages make (or the person typed). */
const SAME_SITE_VALUES = new Set(['same-origin', 'none']);

/**
 * The origin this request was addressed to: behind CloudFront, https and the Host the browser
 * used (so the CloudFront domain and a custom domain both work, and no SSM read is needed);
 * elsewhere (the local server) the configured APP_ORIGIN.
 */
function ownOrigin(event: APIGatewayProxyEvent): string | undefined {
  const viewerHost = header(event, VIEWER_HOST_HEADER)?.trim();
  return viewerHost ? `https://${viewerHost}` : config().appOrigin;
}

/**
 * Whether a browser marked this request as coming from another site. Browsers set Sec-Fetch-Site
 * themselves and pages cannot forge it, so when present it decides. Older browsers send only
 * Origin, which must then be our own. A request with neither is not from a browser page (curl, a
 * test client), which cannot carry a victim's cookies anyway; the SameSite=Strict session cookie
 * covers the rest.
 */
export function isCrossSite(event: APIGatewayProxyEvent): boolean {
  const site = header(event, 'sec-fetch-site');
  if (site !== undefined) return !SAME_SITE_VALUES.has(site.trim().toLowerCase());
  const origin = header(event, 'origin');
  if (origin === undefined) return false;
  const own = ownOrigin(event);
  // Without a known origin of our own there is nothing to match: refuse rather than guess.
  return !own || origin.trim().toLowerCase() !== own.toLowerCase();
}

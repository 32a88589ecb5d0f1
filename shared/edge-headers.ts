/**
 * Headers the edge and the API agree on. CloudFront's /api/* viewer-request function
 * (infra/constructs/web-site.ts) sets this one to the Host the browser addressed, since the origin
 * request policy cannot forward Host itself; the cross-site guard (functions/http/cross-site.ts)
 * reads it.
 */
export const VIEWER_HOST_HEADER = 'x-viewer-host';

/**
 * The header CloudFront adds to every request it passes to the API, holding a secret that only
 * CloudFront and the API's firewall know (infra/constructs/api-origin-guard.ts): a request to the
 * API's own address without it is refused before any function runs, so nothing can reach the API
 * around CloudFront's firewall or forge the viewer headers CloudFront sets.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

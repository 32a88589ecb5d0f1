/**
 * Headers the edge and the API agree on. CloudFront's /api/* viewer-request function
 * (infra/constructs/web-site.ts) sets this one to the Host the browser addressed, since the origin
 * request policy cannot forward Host itself; the cross-site guard (functions/http/cross-site.ts)
 * reads it.
 */
export const VIEWER_HOST_HEADER = 'x-viewer-host';

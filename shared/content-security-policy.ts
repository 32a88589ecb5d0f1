/**
 * The Content-Security-Policy of the site, sent by CloudFront (infra/constructs/security-headers.ts)
 * and by the local preview of the production build (dev/preview.ts). Everything is same-origin (the API is under /api on
 * the same domain) except what the Firebase web SDK needs for the flows run in the browser:
 * its REST endpoints (connect-src), the auth domain's helper iframe (frame-src), and Google's
 * gapi loader, which signInWithPopup injects as a script (script-src https://apis.google.com);
 * and Cloudflare Turnstile, the bot check the sign-in forms may ask for: its script and the
 * iframe it draws the check in (challenges.cloudflare.com). Locally its stand-in is same-origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://apis.google.com https://challenges.cloudflare.com",
  // React and component libraries set inline style attributes; inline scripts stay forbidden.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' https://*.googleapis.com https://securetoken.googleapis.com " +
    // The blog's posts, when Contentful is configured (web/src/features/blog/content/).
    'https://identitytoolkit.googleapis.com https://graphql.contentful.com',
  'frame-src https://*.firebaseapp.com https://challenges.cloudflare.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

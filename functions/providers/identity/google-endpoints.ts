/**
 * Google's addresses the identity provider calls besides the emulator. Tests point them at local
 * servers (a fake only at the wire); nothing in production changes them.
 */
export const GOOGLE_ENDPOINTS = {
  /** Where a service account's signed assertion is exchanged for an OAuth2 access token. */
  token: 'https://oauth2.googleapis.com/token',
  /** Identity Toolkit (Firebase Authentication's admin API). */
  identityToolkit: 'https://identitytoolkit.googleapis.com',
  /** The public keys of Firebase ID tokens. */
  idTokenJwks: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
};

const DEFAULTS = { ...GOOGLE_ENDPOINTS };

/** Points the calls at other servers; with no argument, back at Google. For tests only. */
export function useGoogleEndpoints(overrides: Partial<typeof GOOGLE_ENDPOINTS> = {}): void {
  Object.assign(GOOGLE_ENDPOINTS, DEFAULTS, overrides);
}

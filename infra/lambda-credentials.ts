import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for @aws-sdk/credential-provider-node inside Lambda bundles (see bundling.ts).
 * Lambda always hands the execution role's credentials to the function in environment variables,
 * the first link of the SDK's default chain; the rest of that chain (SSO, INI files, process,
 * instance metadata, and the nested STS/SSO clients they use) would add about 90 KB to every
 * bundle and to every cold start, for nothing.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]): ReturnType<typeof fromEnv> => fromEnv(init);

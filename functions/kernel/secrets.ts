import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

/**
 * Secrets Manager reads shared by the providers that keep a credential there (the Firebase service
 * account, the OpenAI key). Callers cache what they read: one read per cold start.
 */

let client: SecretsManagerClient | undefined;

/** The string value of a secret; throws when it is empty, naming neither the value nor its ARN. */
export async function readSecretString(secretArn: string, what: string): Promise<string> {
  client ??= new SecretsManagerClient({ region: config().region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString?.trim()) throw new Error(`The ${what} secret is empty`);
  return SecretString;
}

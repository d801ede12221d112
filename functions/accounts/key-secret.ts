/**
 * The deployed stack's token keys: a Secrets Manager secret (infra/token-keys.ts makes it, with
 * a generated key), read once per Lambda instance, at its first request's need, and kept.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { TokenKeys } from './token-keys';

export function secretTokenKeys(secretId: string): TokenKeys {
  let client: SecretsManagerClient | undefined;
  return new TokenKeys(async () => {
    client ??= new SecretsManagerClient({});
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!out.SecretString) throw new Error(`the secret ${secretId} has no text`);
    return out.SecretString;
  });
}

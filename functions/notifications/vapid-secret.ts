/**
 * The deployed stack's VAPID keys: a Secrets Manager secret holding a generated seed
 * (infra/vapid-keys.ts makes it), read once per Lambda instance at its first need, and kept.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { VapidKeys } from './vapid';

export function secretVapidKeys(secretId: string): VapidKeys {
  let client: SecretsManagerClient | undefined;
  return new VapidKeys(async () => {
    client ??= new SecretsManagerClient({});
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!out.SecretString) throw new Error(`the secret ${secretId} has no text`);
    return out.SecretString;
  });
}

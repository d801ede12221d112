/**
 * The deployed stack's VAPID keys: a Secrets Manager secret holding a generated seed
 * (infra/vapid-keys.ts makes it), read once per Lambda instance at its first need (VapidKeys keeps
 * it).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let client: SecretsManagerClient | undefined;

/** The secret's text (VapidKeys keeps what it makes of it). */
export async function readVapidSecret(secretId: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`the secret ${secretId} has no text`);
  return out.SecretString;
}

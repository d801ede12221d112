import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './call';

export interface StoreSettings {
  /** Set for DynamoDB Local (or any other non-AWS endpoint); unset in AWS. */
  endpoint: string | undefined;
  /** Undefined lets the SDK find it (Lambda always sets AWS_REGION). */
  region: string | undefined;
  tableName: string;
  /** How long a store call may wait (call.ts); the defaults bound a hung store to about 2.5 s. */
  timeouts?: StoreTimeouts;
}

export const DEFAULT_TABLE_NAME = 'dominoes';
const LOCAL_REGION = 'us-east-1';

/** Reads DYNAMODB_ENDPOINT, AWS_REGION and TABLE_NAME. */
export function storeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  const endpoint = env.DYNAMODB_ENDPOINT || undefined;
  return {
    endpoint,
    region: env.AWS_REGION || (endpoint ? LOCAL_REGION : undefined),
    tableName: env.TABLE_NAME || DEFAULT_TABLE_NAME,
  };
}

/** The low-level client, for table administration (ensureTable) and raw commands. */
export function createDynamoClient(
  settings: StoreSettings = storeSettingsFromEnv(),
  env: NodeJS.ProcessEnv = process.env,
): DynamoDBClient {
  return new DynamoDBClient({
    ...clientOptions(settings, env, settings.timeouts ?? DEFAULT_STORE_TIMEOUTS),
    // The store tries again itself (call.ts), within the call's budget, and so knows whether an
    // unanswered attempt came before the answer it reports.
    maxAttempts: 1,
  });
}

/** The table's change stream, read by `npm start` (in AWS the notifier's event source mapping reads it). */
export function createStreamsClient(
  settings: StoreSettings = storeSettingsFromEnv(),
  env: NodeJS.ProcessEnv = process.env,
): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient(clientOptions(settings, env, STREAM_TIMEOUTS));
}

/** The stream reader's waits (a background loop that tries again; no request waits on it). */
const STREAM_TIMEOUTS = { connectMs: 2_000, requestMs: 5_000 };

function clientOptions(
  settings: StoreSettings,
  env: NodeJS.ProcessEnv,
  handler: Pick<StoreTimeouts, 'connectMs' | 'requestMs'>,
) {
  // The SDK warns about Node 20 when a client is built; the runtime is chosen on purpose.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // DynamoDB Local accepts any credentials, but the SDK refuses to sign without some.
  const needsDummyCredentials = settings.endpoint !== undefined && !env.AWS_ACCESS_KEY_ID && !env.AWS_PROFILE;
  // Absent rather than undefined, so the SDK's own lookup chains stay in charge in AWS.
  return {
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.region && { region: settings.region }),
    ...(needsDummyCredentials && { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    // The SDK's requestTimeout only logs a warning unless told to throw; a hung request would
    // then hold the Lambda until its own timeout. DynamoDB answers in milliseconds.
    requestHandler: {
      connectionTimeout: handler.connectMs,
      requestTimeout: handler.requestMs,
      throwOnRequestTimeout: true,
    },
  };
}

/** The document client the store uses: plain JS values in and out, undefined fields dropped. */
export function createDocumentClient(client: DynamoDBClient = createDynamoClient()): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/**
 * The local server starts whether or not its DynamoDB answers: until it does, requests get 503s
 * and the log says plainly what cannot be reached; once it answers, the table is created if
 * needed and the API works, with no restart.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../store/table-schema';

/** Ensures the table, trying again every `everyMs` until DynamoDB answers; resolves when it did. */
export async function ensureTableWhenReachable(
  client: DynamoDBClient,
  tableName: string,
  where: string,
  log: (line: string) => void,
  everyMs = 2_000,
): Promise<void> {
  for (let said = false; ; ) {
    try {
      await ensureTable(client, tableName);
      if (said) log(`DynamoDB at ${where} answers again: table ${tableName} is ready`);
      return;
    } catch (err) {
      if (!said) {
        const why = plainly(err);
        log(
          `Cannot reach DynamoDB at ${where} (${why}): serving 503s until it answers; trying again every ${everyMs / 1000} s`,
        );
        said = true;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

/** What went wrong, in a few words for the log (no error class names: nothing crashed). */
function plainly(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'no answer in time';
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : err.message || err.name;
}

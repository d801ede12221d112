/**
 * `npm run migrate -- [--dry-run] [--cursor <cursor>] [--page-size <n>]`: upgrades every stored
 * item to its kind's current format version (functions/store/migrate.ts), then moves the seat
 * memberships of tables that finished before the finished range existed into it
 * (functions/store/legacy-memberships.ts), on the table in TABLE_NAME at DYNAMODB_ENDPOINT (or in
 * AWS). Prints one JSON line per page, with the cursor to resume from if it stops; safe to run
 * again, and beside the running service.
 */
import { parseArgs } from 'node:util';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { moveLegacyMemberships } from '../functions/store/legacy-memberships';
import { migrate } from '../functions/store/migrate';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    cursor: { type: 'string' },
    'page-size': { type: 'string', default: '100' },
  },
});

async function main(): Promise<void> {
  const settings = storeSettingsFromEnv();
  const client = createDynamoClient(settings);
  try {
    const total = await migrate(
      createDocumentClient(client),
      settings.tableName,
      { dryRun: values['dry-run'], cursor: values.cursor ?? null, pageSize: Number(values['page-size']) },
      (page) => console.log(JSON.stringify({ page: true, dryRun: values['dry-run'], ...page })),
    );
    console.log(
      JSON.stringify({ done: true, table: settings.tableName, dryRun: values['dry-run'], ...total }),
    );
    // The memberships' move scans from the start each run: a move is idempotent, and few remain.
    const moved = await moveLegacyMemberships(
      createDocumentClient(client),
      settings.tableName,
      { dryRun: values['dry-run'], cursor: null, pageSize: Number(values['page-size']) },
      (page) => console.log(JSON.stringify({ memberships: true, dryRun: values['dry-run'], ...page })),
    );
    console.log(
      JSON.stringify({
        done: true,
        memberships: true,
        table: settings.tableName,
        dryRun: values['dry-run'],
        ...moved,
      }),
    );
  } finally {
    client.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

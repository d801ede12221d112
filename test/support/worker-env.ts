// Sets TABLE_NAME to this worker's table, for code that reads the environment (an entry point),
// and waits for the web client's build that the global setup started (test/web/build-client.ts).
import { inject } from 'vitest';
import '../web/provided';
import { webBuilt } from './web-build';
import { workerTableName } from './worker-table';
import './provided-context';

process.env.TABLE_NAME = workerTableName(inject('tableName'));
await webBuilt(inject('webDist'));

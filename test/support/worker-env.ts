// Gives each file the worker's environment as it started, with TABLE_NAME set to this worker's
// table (for code that reads the environment: an entry point), and waits for the web client's
// build that the global setup started (test/web/build-client.ts).
import { inject } from 'vitest';
import '../web/provided';
import { webBuilt } from './web-build';
import { workerTableName } from './worker-table';
import './provided-context';

/** The worker's environment before its first file: files share a worker (isolate: false). */
const start = globalThis as { workerEnv?: Record<string, string | undefined> };
start.workerEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in start.workerEnv)) delete process.env[name];
Object.assign(process.env, start.workerEnv);

process.env.TABLE_NAME = workerTableName(inject('tableName'));
await webBuilt(inject('webDist'));

// Gives each file the worker's environment as it started, with TABLE_NAME set to this worker's
// table (for code that reads the environment: an entry point), and waits for the web client's
// build that the global setup started (test/web/build-client.ts).
import { expect, inject, vi } from 'vitest';
import '../web/provided';
import { issuedTokens, seen } from './api';
import { webBuilt } from './web-build';
import { workerTableName } from './worker-table';
import './provided-context';

/** The worker's environment before its first file: files share a worker (isolate: false). */
const start = globalThis as { workerEnv?: Record<string, string | undefined> };
start.workerEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in start.workerEnv)) delete process.env[name];
Object.assign(process.env, start.workerEnv);

/** Files that check what loading the app builds: they load it afresh, not from the worker's cache. */
const FRESH_MODULES = ['test/api/cold-start.test.ts'];
const file = expect.getState().testPath ?? '';
if (FRESH_MODULES.some((f) => file.endsWith(f))) vi.resetModules();

process.env.TABLE_NAME = workerTableName(inject('tableName'));
// What a file's requests saw and the tokens it was issued are its own (secrets.test.ts reads them).
seen.length = 0;
issuedTokens.length = 0;
await webBuilt(inject('webDist'));

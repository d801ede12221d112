// Sets TABLE_NAME to this worker's table, for code that reads the environment (an entry point).
import { inject } from 'vitest';
import { workerTableName } from './worker-table';
import './provided-context';

process.env.TABLE_NAME = workerTableName(inject('tableName'));

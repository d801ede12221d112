/**
 * The keys of the table's partition and of join codes and players, and the table item's codec
 * (its format lives in formats/table.ts, with every version ever written).
 */

import type { TableRecord } from '../tables/model';
import type { TableIndexes } from '../tables/port';
import { tableFormat } from './formats/table';

export { codeKey } from './formats/join-code';
export { playerKey } from './formats/player';
export { dueShard, TABLE_SK, tableKey } from './formats/table';

export const tableToItem = (table: TableRecord, indexes: TableIndexes) =>
  tableFormat.encode({ table, indexes });
export const itemToTable = (item: Record<string, unknown>): TableRecord => tableFormat.decode(item).table;

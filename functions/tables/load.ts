/** Finding a table by id or join code (who may see it: visibility.ts). */

import { normalizeCode } from './codes';
import type { TableContext } from './context';
import { TableError } from './errors';
import type { TableRecord } from './model';

/** The table by id, or by join code when the text is one (codes are 6 characters, ids 20); TableError table/not-found when there is none. */
export async function getTableOrThrow(ctx: TableContext, idOrCode: string): Promise<TableRecord> {
  const code = normalizeCode(idOrCode);
  const id = code ? await ctx.store.tableIdByCode(code) : idOrCode;
  const table = id ? await ctx.store.findTable(id) : null;
  if (!table) throw new TableError('table/not-found', `there is no table ${idOrCode}`);
  ctx.recent?.remember(table);
  return table;
}

/**
 * The table as read already (with the caller's token, in one round trip: undefined when it was
 * not), else read now; TableError table/not-found when there is none.
 */
export async function tableReadOrThrow(
  ctx: TableContext,
  idOrCode: string,
  read: TableRecord | null | undefined,
): Promise<TableRecord> {
  if (read === undefined) return getTableOrThrow(ctx, idOrCode);
  if (!read) throw new TableError('table/not-found', `there is no table ${idOrCode}`);
  ctx.recent?.remember(read);
  return read;
}

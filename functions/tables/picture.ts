/** A table's picture for whoever may watch it: the service behind GET /v1/tables/{id}/picture.svg. */

import type { TableContext } from './context';
import { loadTable } from './load';
import type { TableRecord } from './model';
import { PICTURE_FORMAT, tablePictureSvg } from './picture-svg';
import { watcherSeat } from './watchers';

export interface TablePicture {
  table: TableRecord;
  /** Changes with the table's version (and with the drawing's format). */
  etag: string;
  /** Draws it (skipped when the caller's copy is current). */
  svg(): string;
}

/** The picture of a table by id or join code; `viewerId` null for a caller without a token. */
export async function tablePicture(
  ctx: TableContext,
  idOrCode: string,
  viewerId: string | null,
): Promise<TablePicture> {
  const table = await loadTable(ctx, idOrCode);
  watcherSeat(table, viewerId);
  return {
    table,
    etag: `"${table.version}-picture-${PICTURE_FORMAT}"`,
    svg: () => tablePictureSvg(table),
  };
}

/** A table's picture for whoever may watch it: the service behind GET /v1/tables/{id}/picture.svg. */

import type { TableContext } from './context';
import { getTableOrThrow } from './load';
import type { TableRecord } from './model';
import { PICTURE_FORMAT, tablePictureSvg } from './picture-svg';
import { watcherSeat } from './visibility';

export interface TablePicture {
  table: TableRecord;
  /** The drawing's format: a cached picture of another format is stale (the ETag names it). */
  format: number;
  /** Draws it (skipped when the caller's copy is current). */
  svg(): string;
}

/** The picture of a table by id or join code; `viewerId` null for a caller without a token. */
export async function tablePicture(
  ctx: TableContext,
  idOrCode: string,
  viewerId: string | null,
): Promise<TablePicture> {
  const table = await getTableOrThrow(ctx, idOrCode);
  watcherSeat(table, viewerId);
  return {
    table,
    format: PICTURE_FORMAT,
    svg: () => tablePictureSvg(table),
  };
}

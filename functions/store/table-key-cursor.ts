/** A cursor over the base table's keys (the inbox's active range, the migration's scan). */
import { z } from 'zod';
import { cursorCodec } from '../core/cursor';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

/** A place in the base table: a LastEvaluatedKey (its partition and sort key, both strings). */
export type TableKeyPlace = { [PARTITION_KEY]: string; [SORT_KEY]: string };

export const tableKeyCursor = cursorCodec<TableKeyPlace>(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().max(199),
    [SORT_KEY]: z.string().max(199),
  }),
);

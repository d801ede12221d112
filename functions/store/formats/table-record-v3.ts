/**
 * The table record inside a version 3 table item: version 2's record (table-record-v2.ts) and the
 * event match the table plays, `event` (its event's id and name, round, board, and a duplicate
 * round's deal seed). Frozen as versions 1 and 2 are: a change to these shapes is a new version.
 */
import { z } from 'zod';
import { tableRecordV2 } from './table-record-v2';

function build() {
  return tableRecordV2().extend({
    event: z
      .strictObject({
        id: z.string(),
        name: z.string(),
        round: z.number().int().positive(),
        board: z.number().int().positive(),
        dealSeed: z.string().optional(),
      })
      .optional(),
  });
}

let built: ReturnType<typeof build> | undefined;
/** Built on first use, as versions 1 and 2 are. */
export const tableRecordV3 = () => (built ??= build());

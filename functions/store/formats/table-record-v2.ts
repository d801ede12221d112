/**
 * The table record inside a version 2 table item: version 1's record (table-record-v1.ts) and
 * what a rated table adds: `rated` (opened rated) and, once its match ended rated, `ratingChange`
 * (the pool and each seat's displayed rating before and after). Frozen as version 1 is: a change
 * to these shapes is a new version.
 */
import { z } from 'zod';
import { POOLS } from '../../ratings/model';
import { tableRecordV1 } from './table-record-v1';

function build() {
  const ratings = () => z.array(z.number().int().nonnegative()).max(4);
  return tableRecordV1().extend({
    rated: z.literal(true).optional(),
    ratingChange: z.strictObject({ pool: z.enum(POOLS), before: ratings(), after: ratings() }).optional(),
  });
}

let built: ReturnType<typeof build> | undefined;
/** Built on first use, as version 1's. */
export const tableRecordV2 = () => (built ??= build());

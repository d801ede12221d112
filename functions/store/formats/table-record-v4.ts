/**
 * The table record inside a version 4 table item: version 3's record (table-record-v3.ts) with
 * Mexican Train: `rules` may be Mexican Train's as sent, `match` its MexicanState, a dev deal its
 * `round`. Frozen as versions 1 and 2 are: a change to these shapes is a new version.
 */
import { z } from 'zod';
import { POOLS } from '../../ratings/model';
import { tableRecordV3 } from './table-record-v3';

const int = () => z.number().int();
const ints = () => z.array(int());

function build() {
  const v3 = tableRecordV3();
  const set = z.union([z.literal(12), z.literal(9)]);
  const rulesInput = z.strictObject({
    game: z.literal('mexicanTrain'),
    players: int(),
    set: set.optional(),
    firstTurnManyTiles: z.boolean().optional(),
    blankDoubleFifty: z.boolean().optional(),
  });
  const rules = z.strictObject({
    game: z.literal('mexicanTrain'),
    players: int(),
    set,
    handSize: int(),
    rounds: int(),
    firstTurnManyTiles: z.boolean(),
    blankDoubleFifty: z.boolean(),
  });
  const train = z.strictObject({ tiles: ints(), open: int(), marker: z.boolean() });
  const round = z.strictObject({
    round: int(),
    engine: int(),
    seed: z.string(),
    hands: z.array(ints()),
    bone: ints(),
    trains: z.array(train),
    turn: int(),
    openDouble: int(),
    drawn: int(),
    drew: z.boolean(),
    run: z.boolean(),
    played: z.array(z.boolean()),
    log: ints(),
    end: int(),
    out: int(),
  });
  const roundRecord = z.strictObject({
    round: int(),
    engine: int(),
    seed: z.string(),
    end: int(),
    out: int(),
    hands: z.array(ints()),
    adds: ints(),
    totals: ints(),
    log: ints(),
  });
  const mexican = z.strictObject({
    rules,
    rng: z.tuple([int(), int(), int(), int()]),
    totals: ints(),
    round,
    last: roundRecord.nullable(),
    places: ints().nullable(),
    forfeit: int().optional(),
  });
  const dev = z.strictObject({
    seed: z.string().optional(),
    deal: z
      .strictObject({
        hands: z.array(ints()),
        bone: ints().optional(),
        opener: int().optional(),
        round: int().optional(),
      })
      .optional(),
  });
  // A rated Mexican Train table's change has a rating per seat, up to eight: the bound widened in
  // the current version, as docs/storage.md#stored-formats allows (every earlier item has at most four).
  const ratings = () => z.array(int().nonnegative()).max(8);
  return v3.extend({
    ratingChange: z.strictObject({ pool: z.enum(POOLS), before: ratings(), after: ratings() }).optional(),
    rules: z.union([v3.shape.rules, rulesInput]),
    match: z.union([v3.shape.match.unwrap(), mexican]).nullable(),
    dev: dev.nullable(),
  });
}

let built: ReturnType<typeof build> | undefined;
/** Built on first use, as version 1's. */
export const tableRecordV4 = () => (built ??= build());

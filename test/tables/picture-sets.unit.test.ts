/**
 * The table's SVG picture on the bigger sets (docs/rules.md#sets): a double-nine partnership
 * table and a double-twelve Draw table are drawn with every tile of their lines, pips past six
 * included (shared/layout/pips.ts), after random legal moves from fixed seeds.
 */

import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { newId, newJoinCode } from '../../functions/tables/codes';
import type { TableContext } from '../../functions/tables/context';
import { startNow } from '../../functions/tables/lifecycle';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import { lineMatch } from '../../functions/tables/model';
import { tablePictureSvg } from '../../functions/tables/picture-svg';
import { autoPlayFor, settle } from '../../functions/tables/settle';
import {
  applyMove,
  EV_PLAY,
  evTile,
  evType,
  HIGH,
  legalMovesOf,
  moveOf,
  nextInt,
  PIPS,
  type RulesInput,
  seedState,
} from '../../shared/engine';
import { pipCells } from '../../shared/layout';
import { openTableRecord } from '../support/table-record';

let seeds = 0;
const ctx: TableContext = {
  store: null as unknown as Store,
  now: () => new Date(0),
  clock: () => 0,
  randomSeed: () => `seed-${++seeds}`,
  newId,
  newCode: newJoinCode,
  botBudgetMs: 10_000,
};

/** A table of people after `moves` random legal moves from `seed` (or fewer, should its hand end). */
function played(rules: RulesInput, seed: string, moves: number): TableRecord {
  const seats = Array.from(
    { length: rules.players },
    (_, i): SeatRecord => ({ kind: 'person', playerId: `p${i}`, name: `P${i}` }) as SeatRecord,
  );
  let table = startNow(openTableRecord(rules, seats, new Date(0)), ctx).table;
  const rng = seedState(seed);
  for (let k = 0; k < moves && table.status === 'playing'; k++) {
    const st = lineMatch(table)!;
    const legal = legalMovesOf(st.rules, st.hand);
    const result = applyMove(st, st.hand.turn, moveOf(legal[nextInt(rng, legal.length)]), {
      nextHandSeed: autoPlayFor(table, ctx).handSeeds,
    });
    if (!result.ok) throw new Error(result.error.message);
    if (result.handEnded) break;
    table = settle(table, result.state, 1, ctx, result.finished).table;
  }
  return table;
}

describe('the table picture on the bigger sets', () => {
  it.each([
    [{ preset: 'partnership', players: 4, set: 9 } as const, 9],
    [{ preset: 'draw', players: 2, set: 12 } as const, 12],
  ])('%o draws its line, pips up to the set', (rules, n) => {
    const table = played(rules, `pic-${n}`, 14);
    const svg = tablePictureSvg(table);
    const plays = lineMatch(table)!
      .hand.log.filter((e) => evType(e) === EV_PLAY)
      .map(evTile);
    expect(svg).toContain(`data-tiles="${plays.length}"`);
    expect(plays.length).toBeGreaterThan(3);
    // Every pip is one circle: as many as the line's tiles have pips, some past six.
    const circles = svg.match(/<circle/g)?.length ?? 0;
    expect(circles).toBe(plays.reduce((s, t) => s + PIPS[t], 0));
    expect(plays.some((t) => HIGH[t] > 6)).toBe(true);
    expect(pipCells(n).length).toBe(n);
  });
});

/**
 * The table's SVG picture is byte for byte what it was when its fixtures were drawn (before the
 * pips moved to shared/layout/pips.ts): three tables replayed in-process from fixed seeds (a
 * spinner's line of 24 tiles, 4 and 3 players), each compared with its fixture. A drawing
 * changed on purpose bumps PICTURE_FORMAT (cached pictures' ETags) and rewrites the fixtures:
 * PICTURE_FIXTURES=write npx vitest run test/tables/picture-svg.unit.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { newId, newJoinCode } from '../../functions/tables/codes';
import type { TableContext } from '../../functions/tables/context';
import { startNow } from '../../functions/tables/lifecycle';
import { lineMatch, type SeatRecord, type TableRecord } from '../../functions/tables/model';
import { tablePictureSvg } from '../../functions/tables/picture-svg';
import { autoPlayFor, settle } from '../../functions/tables/settle';
import {
  applyMove,
  legalMovesOf,
  moveOf,
  nextInt,
  type RulesInput,
  seedState,
  spectatorView,
} from '../../shared/engine';
import { LineLayoutError } from '../../shared/layout';
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

/** A fresh table of `rules.players` people (names that need escaping). */
function newTable(rules: RulesInput): TableRecord {
  const seats = Array.from(
    { length: rules.players },
    (_, i): SeatRecord => ({ kind: 'person', playerId: `p${i}`, name: `P<${i}>` }) as SeatRecord,
  );
  return openTableRecord(rules, seats, new Date(0));
}

const tilesIn = (svg: string) => Number(/data-tiles="(\d+)"/.exec(svg)?.[1] ?? 0);

/** Random legal moves from `seed`; the table at the moment its line held the most tiles. */
function longestLine(rules: RulesInput, seed: string): TableRecord {
  const rng = seedState(seed);
  let table: TableRecord = startNow(newTable(rules), ctx).table;
  let best = table;
  for (let k = 0; k < 200 && table.status === 'playing'; k++) {
    if (tilesIn(tablePictureSvg(table)) > tilesIn(tablePictureSvg(best))) best = table;
    const st = lineMatch(table)!;
    const legal = legalMovesOf(st.rules, st.hand);
    const move = moveOf(legal[nextInt(rng, legal.length)]);
    const result = applyMove(st, st.hand.turn, move, { nextHandSeed: autoPlayFor(table, ctx).handSeeds });
    if (!result.ok) throw new Error(result.error.message);
    table = settle(table, result.state, 1, ctx, result.finished).table;
  }
  return best;
}

const fixture = (name: string) => new URL(`../fixtures/pictures/${name}.svg`, import.meta.url);

describe('the table picture', () => {
  seeds = 0;
  const cases = [
    ['all-fives-2', longestLine({ preset: 'allFives', players: 2 }, 'a'), 24],
    ['draw-4', longestLine({ preset: 'draw', players: 4 }, 'b'), 23],
    ['block-3', longestLine({ preset: 'block', players: 3 }, 'c'), 12],
  ] as const;

  it.each(cases)('%s is drawn as before', (name, table, tiles) => {
    const svg = tablePictureSvg(table);
    if (process.env.PICTURE_FIXTURES === 'write') writeFileSync(fixture(name), svg);
    expect(tilesIn(svg)).toBe(tiles);
    expect(svg).toBe(readFileSync(fixture(name), 'utf8'));
  });
});

describe('a line the layout finds no place for', () => {
  // layoutLine's search is bounded: on a line it cannot pack it throws LineLayoutError (never
  // seen in npm run bench:layout). The picture then writes the line out instead of failing.
  const table = longestLine({ preset: 'draw', players: 4 }, 'b');
  const view = spectatorView(lineMatch(table)!);
  const noLayout = () => {
    throw new LineLayoutError('no layout found');
  };

  it('is written out in play order, with its open ends', () => {
    const svg = tablePictureSvg(table, noLayout);
    expect(svg).toContain('data-written="true"');
    expect(tilesIn(svg)).toBe(view.line.length);
    const written = [...svg.matchAll(/<text x="16" y="[\d.]+">(?:Line: )?([^<]*)<\/text>/g)]
      .flatMap((m) => m[1].split('  '))
      .filter((t) => /^\d-\d$/.test(t));
    expect(written).toEqual(view.line.map((p) => p.tile));
    expect(svg).toContain(`Open ends: ${view.ends.map((e) => e.number).join(', ')}`);
    expect(svg).not.toContain('class="end"');
    // Still one well-formed image: its height covers the last row.
    const height = Number(/height="([\d.]+)"/.exec(svg)![1]);
    const lastY = Math.max(...[...svg.matchAll(/ y="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(height).toBeGreaterThan(lastY);
  });

  it('is not taken for another failure', () => {
    const broken = () => {
      throw new TypeError('a bug');
    };
    expect(() => tablePictureSvg(table, broken)).toThrow(TypeError);
  });
});

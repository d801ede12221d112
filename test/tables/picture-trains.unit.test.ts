/**
 * The SVG picture of a Mexican Train table (functions/tables/picture-trains-svg.ts) on the
 * in-memory store: the hub's engine, each train with its tiles in its reading order and its
 * marker, the seats' totals, and never a tile of a hand or the boneyard; and the review's refusal
 * while the round is in play.
 */
import { describe, expect, it } from 'vitest';
import { handReview } from '../../functions/tables/analysis';
import { createTable, start } from '../../functions/tables/lifecycle';
import { type TableRecord, trainMatch } from '../../functions/tables/model';
import { tablePictureSvg } from '../../functions/tables/picture-svg';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { mexicanViewFor, setOf } from '../../shared/engine/games/mexican-train';
import { ANA, memoryTables, spec } from '../support/memory-tables';

/** Ana and three greedy computer players, a few of Ana's moves in. */
async function playedTable(t: ReturnType<typeof memoryTables>, moves: number): Promise<TableRecord> {
  const rules = { game: 'mexicanTrain' as const, players: 4 };
  const seats = [0, 1, 2, 3].map((i) =>
    i === 0 ? { kind: 'person' as const } : { kind: 'computer' as const, level: 'greedy' as const },
  );
  const { table: open } = await createTable(t.ctx, ANA, spec({ rules, seats, dev: { seed: 'picture' } }));
  let table = await start(t.ctx, open.id, ANA.id);
  for (let i = 0; i < moves && table.status === 'playing'; i++) {
    const m = mexicanViewFor(trainMatch(table)!, 0).legalMoves![0];
    const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
    table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move })).table;
  }
  return table;
}

const attrs = (svg: string, name: string) =>
  [...svg.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('the picture of a Mexican Train table', () => {
  it('draws every train’s tiles from the hub, its marker, and the seats, and no hidden tile', async () => {
    const t = memoryTables();
    const table = await playedTable(t, 6);
    const st = trainMatch(table)!;
    const view = mexicanViewFor(st, null);
    const svg = tablePictureSvg(table);
    expect(svg).toContain('Dominoes: Mexican Train, 4 players');
    expect(svg).toContain(`engine ${view.engine}`);
    expect(attrs(svg, 'data-train')).toEqual(['0', '1', '2', '3', '4']);
    expect(attrs(svg, 'data-tiles').map(Number)).toEqual(view.trains.map((tr) => tr.tiles.length));
    expect(svg.match(/data-marker="true"/g)?.length ?? 0).toBe(view.trains.filter((tr) => tr.marker).length);
    // The tiles drawn are exactly the trains' tiles: none of a hand or the boneyard.
    const drawn = attrs(svg, 'data-tile');
    expect(drawn).toEqual(view.trains.flatMap((tr) => tr.tiles));
    expect(drawn.length).toBeGreaterThan(0);
    const set = setOf(st.rules);
    const hidden = new Set([...st.round.hands.flat(), ...st.round.bone].map(set.name));
    for (const tile of drawn) expect(hidden.has(tile)).toBe(false);
    // Each train reads from the engine outwards: a tile's first number is the one it joins.
    const engine = st.round.engine;
    const trainSvgs = svg.split('<g class="train"').slice(1);
    view.trains.forEach((tr, k) => {
      const numbers = [...trainSvgs[k].matchAll(/dominant-baseline="central">(\d+)</g)].map((m) =>
        Number(m[1]),
      );
      let open = engine;
      for (let i = 0; i < tr.tiles.length; i++) {
        expect(numbers[2 * i]).toBe(open);
        open = numbers[2 * i + 1];
      }
      if (tr.tiles.length > 0) expect(open).toBe(tr.open);
    });
    // The seats: tiles in hand and totals; the seat to move marked.
    for (let seat = 0; seat < 4; seat++) expect(svg).toContain(`${view.handCounts[seat]} tile`);
    expect(attrs(svg, 'data-turn')).toEqual(view.turn === null ? [] : ['true']);
    expect((svg.match(/<g[ >]/g) ?? []).length).toBe((svg.match(/<\/g>/g) ?? []).length);
  });

  it('says who won once the match is over, with each seat’s place', async () => {
    const t = memoryTables();
    const table = await playedTable(t, 1);
    const over = await resign(t.ctx, table.id, ANA.id);
    const svg = tablePictureSvg(over);
    const places = trainMatch(over)!.places!;
    expect(svg).toContain('The match is over:');
    expect(svg).toContain(`place ${places[0]}`);
    expect(places[0]).toBe(4);
    expect(svg).not.toContain('data-turn');
  });

  it('a round in play has no review yet: a clear 409 code, not a 500 (test/tables/analysis-trains.unit.test.ts)', async () => {
    const t = memoryTables();
    const table = await playedTable(t, 1);
    const review = handReview(t.ctx, table.id, 1, ANA.id, { writeContext: () => t.ctx });
    await expect(review).rejects.toMatchObject({ code: 'analysis/hand-not-over' });
  });
});

/**
 * A development table on a bigger set (docs/rules.md#sets) through the tables' own operations
 * on the in-memory store: a fixed double-nine partnership deal against three computer players
 * opens with 9-9 from the seat that holds it, the person's view hides the 15 tiles set aside,
 * and the table is stored and read back by today's table format unchanged.
 */

import { describe, expect, it } from 'vitest';
import { tableFormat } from '../../functions/store/formats/table';
import { indexesOf } from '../../functions/tables/indexes';
import { createTable, start } from '../../functions/tables/lifecycle';
import { lineMatch } from '../../functions/tables/model';
import { parseTile, tileName, viewFor } from '../../shared/engine';
import { ANA, memoryTables, spec } from '../support/memory-tables';

const tiles = (s: string) => s.split(' ').map((n) => parseTile(n)!);

describe('a development table on double-nine', () => {
  it('deals as fixed, opens with 9-9, hides what is set aside, and stores as it is', async () => {
    const t = memoryTables();
    const hands = [
      tiles('0-0 0-1 0-2 0-3 0-4 0-5 0-6 0-7 0-8 0-9'),
      tiles('1-1 1-2 1-3 1-4 1-5 1-6 1-7 1-8 1-9 2-2'),
      tiles('9-9 2-3 2-4 2-5 2-6 2-7 2-8 2-9 3-3 3-4'),
      tiles('3-5 3-6 3-7 3-8 3-9 4-4 4-5 4-6 4-7 4-8'),
    ];
    const { table } = await createTable(
      t.ctx,
      ANA,
      spec({
        rules: { preset: 'partnership', players: 4, set: 9 },
        seats: [
          { kind: 'person' },
          { kind: 'computer', level: 'greedy' },
          { kind: 'computer', level: 'expert' },
          { kind: 'computer', level: 'greedy' },
        ],
        dev: { deal: { hands } },
      }),
    );
    const started = await start(t.ctx, table.id, ANA.id);
    const st = lineMatch(started)!;
    expect(st.rules).toMatchObject({ preset: 'partnership', set: 9, handSize: 10 });
    expect(st.hand.opener).toBe(2);
    const view = viewFor(st, 0);
    expect(view.set).toBe(9);
    expect(view.line[0]).toEqual({ seat: 2, tile: '9-9', end: 0 });
    // The computers moved until the person's turn: the person's tiles are theirs, less any played.
    expect(view.turn).toBe(0);
    const played = new Set(view.line.map((p) => p.tile));
    expect(view.hand).toEqual(hands[0].map(tileName).filter((n) => !played.has(n)));
    expect(view.boneyard).toBe(15);
    const shown = JSON.stringify(view);
    for (const t of st.hand.bone) expect(shown).not.toContain(`"${tileName(t)}"`);
    // Stored and read back whole: the rules' set and the hands' two words a seat.
    const stored = tableFormat.decode(tableFormat.encode({ table: started, indexes: indexesOf(started) }));
    expect(stored.table).toEqual(started);
    expect(lineMatch(stored.table)!.hand.hands).toHaveLength(8);
  });
});

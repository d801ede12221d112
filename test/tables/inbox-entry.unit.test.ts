/**
 * The inbox's lean summary (tables/inbox.ts inboxEntry, built from the record) says exactly what
 * the inbox said when it was cut from the whole table resource (seat views, commitments), and a
 * finished match's result as its end showed it at the table: checked
 * on every golden table fixture (open, playing, over, in every preset, a kept seat among them),
 * for each person seated or invited and for a stranger.
 */
import { describe, expect, it } from 'vitest';
import { tableResource } from '../../functions/api/table-resource';
import { tableFormat } from '../../functions/store/formats/table';
import { inboxEntry, isTurnOf } from '../../functions/tables/inbox';
import { invitedSeatOf, type TableRecord } from '../../functions/tables/model';
import { fixtures } from '../support/fixtures';

/** What the match's end showed its seats (a stranger is shown no view): scores, winner, who forfeited. */
async function endShown(table: TableRecord) {
  const seated = table.seats.find((s) => s.kind === 'person');
  const view = seated?.kind === 'person' ? (await tableResource(table, seated.playerId)).view : null;
  if (table.status !== 'over' || !view) return null;
  if (view.game === 'mexicanTrain') {
    // Places and totals, lowest first: the winner is the first in first place.
    if (view.places === null) return null;
    const { places, totals, forfeitedBy } = view;
    return { winner: places.indexOf(1), scores: totals, sides: totals.map((_, s) => s), forfeitedBy, places };
  }
  if (!('winner' in view)) return null;
  return { winner: view.winner, scores: view.scores, sides: view.sides, forfeitedBy: view.forfeitedBy };
}

/** The summary as the route cut it from the resource before. */
async function fromResource(table: TableRecord, playerId: string) {
  const r = await tableResource(table, playerId);
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    preset: 'preset' in r.rules ? r.rules.preset : r.rules.game,
    rated: r.rated === true,
    seats: r.seats,
    you: r.you,
    invited: r.status === 'open' && invitedSeatOf(table, playerId) >= 0,
    yourTurn: isTurnOf(table, playerId),
    turn: r.turn,
    result: await endShown(table),
    version: r.version,
    updatedAt: r.updatedAt,
  };
}

const tables = fixtures()
  .filter((f) => f.kind === 'table')
  .map((f) => [f.name, tableFormat.decode(f.item).table] as const);

describe('inbox entries', () => {
  it('come from tables of every kind', () => {
    expect(new Set(tables.map(([, t]) => t.status))).toEqual(new Set(['open', 'playing', 'over', 'closed']));
  });

  it('say how each finished match ended, a resignation among them', () => {
    const over = tables.filter(([, t]) => t.status === 'over');
    expect(over.length).toBeGreaterThan(5);
    for (const [name, table] of over) {
      const { result } = inboxEntry({ table, yourTurn: false }, 'a-stranger');
      expect(result, name).not.toBeNull();
      expect(result!.scores.length, name).toBe(Math.max(...result!.sides) + 1);
    }
    const resigned = over.find(([name]) => name.endsWith('block-resigned'));
    expect(
      inboxEntry({ table: resigned![1], yourTurn: false }, 'a-stranger').result!.forfeitedBy,
    ).not.toBeNull();
  });

  it.each(tables)('%s: the same summary as the table resource gave', async (_, table) => {
    const people = table.seats.flatMap((s) =>
      s.kind === 'person' ? [s.playerId] : s.kind === 'open' && s.invited ? [s.invited.playerId] : [],
    );
    for (const playerId of [...people, 'a-stranger']) {
      const entry = inboxEntry({ table, yourTurn: isTurnOf(table, playerId) }, playerId);
      expect(entry).toEqual(await fromResource(table, playerId));
    }
  });
});

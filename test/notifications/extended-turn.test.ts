/**
 * Which changes leave a reminder for a moved deadline (extendedTurn): only a later deadline of a
 * turn that stays with the same person, for whom no table.your_turn is sent: at the same version
 * (a vacation's extension), or at a later one (the turn back to the person who just moved, the
 * others having passed). Pure, no store.
 */
import { describe, expect, it } from 'vitest';
import { extendedTurn } from '../../functions/notifications/events';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import type { MatchState } from '../../shared/engine';

const ana: SeatRecord = { kind: 'person', playerId: 'ana', name: 'Ana' };
const ben: SeatRecord = { kind: 'person', playerId: 'ben', name: 'Ben' };
const bot: SeatRecord = { kind: 'computer', level: 'greedy' };

/** The fields turnOf reads of a match: whose turn, and no winner yet. */
const match = (turn: number) =>
  ({
    rules: { players: 2, teams: false },
    winner: -1,
    scores: [0, 0],
    hand: { turn, pts: [0, 0] },
  }) as unknown as MatchState;

function table(version: number, turn: number, deadline: string | null, seats = [ana, ben]): TableRecord {
  return {
    id: 'T1',
    code: 'ABCDEF',
    version,
    status: 'playing',
    createdBy: 'ana',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:05.000Z',
    rules: { preset: 'draw', players: 2 },
    seats,
    fill: null,
    visibility: 'private',
    moveTimeLimitSeconds: 86_400,
    onTimeout: 'forfeit',
    playForcedMoves: true,
    dev: null,
    botSeed: 'x',
    match: match(turn),
    turnSince: null,
    deadline,
    idem: {},
  };
}

const D1 = '2026-12-02T00:00:00.000Z';
const D2 = '2026-12-03T00:00:00.000Z';
const extended = (before: TableRecord | null, after: TableRecord) =>
  extendedTurn(before, after, 'https://play.example');

describe('a deadline moved on without a move', () => {
  it('is the turn’s, with the new deadline, for the seat to move', () => {
    expect(extended(table(5, 1, D1), table(5, 1, D2))).toMatchObject({
      tableId: 'T1',
      version: 5,
      seat: 1,
      turn: { seat: 1, name: 'Ben' },
      deadline: D2,
      moveTimeLimitSeconds: 86_400,
      url: 'https://play.example/tables/T1',
      links: { table: '/v1/tables/T1', web: 'https://play.example/tables/T1' },
    });
  });

  it('is the turn back to the person who just moved, at the new version (the other passed)', () => {
    expect(extended(table(5, 1, D1), table(7, 1, D2))).toMatchObject({ version: 7, seat: 1, deadline: D2 });
  });

  it('is nothing for another seat’s turn, another person in the seat, an earlier or the same deadline, a new table, or a computer to move', () => {
    expect(extended(table(5, 1, D1), table(6, 0, D2))).toBeNull();
    expect(extended(table(5, 1, D1), table(6, 1, D2, [ana, { ...ben, playerId: 'bo' }]))).toBeNull();
    expect(extended(table(5, 1, D2), table(5, 1, D1))).toBeNull();
    expect(extended(table(5, 1, D1), table(5, 1, D1))).toBeNull();
    expect(extended(null, table(5, 1, D2))).toBeNull();
    expect(extended(table(5, 1, null), table(5, 1, D2))).toBeNull();
    expect(extended(table(5, 1, D1, [ana, bot]), table(5, 1, D2, [ana, bot]))).toBeNull();
  });
});

/** Which notifications a change means, from the table before and after it: pure, no store. */
import { describe, expect, it } from 'vitest';
import { eventsOf, remindAt, tableLink, tableLinks } from '../../functions/notifications/events';
import { describe as line } from '../../functions/notifications/formats';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import type { MatchState } from '../../shared/engine';

const ana: SeatRecord = { kind: 'person', playerId: 'ana', name: 'Ana' };
const ben: SeatRecord = { kind: 'person', playerId: 'ben', name: 'Ben' };
const bot: SeatRecord = { kind: 'computer', level: 'greedy' };

/** The fields eventsOf reads of a match: whose turn, the winner, the scores. */
function match(turn: number, winner = -1): MatchState {
  return {
    rules: { players: 2, teams: false },
    winner,
    scores: [12, 30],
    hand: { turn, pts: [0, 0] },
  } as unknown as MatchState;
}

function table(
  version: number,
  seats: SeatRecord[],
  status: TableRecord['status'],
  m: MatchState | null,
): TableRecord {
  return {
    id: 'T1',
    code: 'ABCDEF',
    version,
    status,
    createdBy: 'ana',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: `2026-12-01T00:00:${String(version).padStart(2, '0')}.000Z`,
    rules: { preset: 'draw', players: 2 },
    seats,
    fill: null,
    visibility: 'private',
    moveTimeLimitSeconds: 86_400,
    onTimeout: 'computerMoves',
    playForcedMoves: true,
    dev: null,
    botSeed: 'x',
    match: m,
    turnSince: null,
    deadline: m && m.winner < 0 ? '2026-12-02T00:00:00.000Z' : null,
    idem: {},
  };
}

const kinds = (before: TableRecord | null, after: TableRecord) =>
  eventsOf(before, after, 'https://play.example/').map((e) => `${e.type}>${e.playerId}`);

describe('events of a change', () => {
  const open = table(1, [ana, { kind: 'open' }], 'open', null);
  const joined = table(2, [ana, ben], 'open', null);
  const started = table(3, [ana, ben], 'playing', match(1));

  it('a join tells the creator; the start tells everyone, and the seat to move it is their turn', () => {
    expect(kinds(null, open)).toEqual([]);
    expect(kinds(open, joined)).toEqual(['table.joined>ana']);
    expect(kinds(joined, started)).toEqual(['table.started>ana', 'table.started>ben', 'table.your_turn>ben']);
  });

  it('a turn is told once: when the seat to move changes to a person', () => {
    const anas = table(4, [ana, ben], 'playing', match(0));
    expect(kinds(started, anas)).toEqual(['table.your_turn>ana']);
    // Ben's only move was played for him (playForcedMoves): Ana moves again, and nobody is told.
    const anasAgain = table(6, [ana, ben], 'playing', match(0));
    expect(kinds(anas, anasAgain)).toEqual([]);
    // A computer player to move is nobody's notification.
    expect(kinds(started, table(4, [ana, bot], 'playing', match(1)))).toEqual([]);
  });

  it('the end tells everyone who won and the scores; a rematch invites the others', () => {
    const over = table(9, [ana, ben], 'over', match(-1, 1));
    const [e] = eventsOf(started, over, '');
    expect(kinds(started, over)).toEqual(['table.ended>ana', 'table.ended>ben']);
    expect(e.data).toMatchObject({
      result: { winner: 1, winners: [1], scores: [12, 30], forfeitedBy: null },
      turn: null,
    });
    const rematch = {
      ...table(1, [ben, { kind: 'open', invited: { playerId: 'ana', name: 'Ana' } }], 'open', null),
      createdBy: 'ben',
      rematchOf: 'T0',
    };
    const invites = eventsOf(null, rematch, '');
    expect(invites.map((i) => `${i.type}>${i.playerId}`)).toEqual(['table.rematch>ana']);
    expect(invites[0].data).toMatchObject({ seat: 1, host: 'Ben', rematchOf: 'T0' });
  });

  it('carries public fields only, with a link and a stable key', () => {
    const [turn] = eventsOf(started, table(4, [ana, ben], 'playing', match(0)), 'https://play.example/');
    expect(turn).toEqual({
      type: 'table.your_turn',
      playerId: 'ana',
      key: 'T1:4:table.your_turn:ana',
      timestamp: '2026-12-01T00:00:04.000Z',
      data: {
        tableId: 'T1',
        version: 4,
        seat: 0,
        turn: { seat: 0, name: 'Ana' },
        deadline: '2026-12-02T00:00:00.000Z',
        moveTimeLimitSeconds: 86_400,
        url: 'https://play.example/tables/T1',
        links: { table: '/v1/tables/T1', web: 'https://play.example/tables/T1' },
        host: 'Ana',
      },
    });
    expect(tableLink('', 'a b')).toBe('/tables/a%20b');
    expect(tableLinks('', 'a b')).toEqual({ table: '/v1/tables/a%20b', web: '/tables/a%20b' });
    const text = line(
      { type: turn.type, timestamp: turn.timestamp, data: turn.data },
      new Date('2026-12-01T01:00:00.000Z'),
    );
    expect(text).toBe("Your turn at Ana's table, 23 h left");
  });

  it('reminds when 1 h or a tenth of the limit is left, whichever is later', () => {
    const deadline = '2026-12-02T00:00:00.000Z';
    expect(remindAt(deadline, 86_400)).toBe('2026-12-01T23:00:00.000Z');
    expect(remindAt(deadline, 3600)).toBe('2026-12-01T23:54:00.000Z');
    expect(remindAt(deadline, 60)).toBe('2026-12-01T23:59:54.000Z');
  });
});

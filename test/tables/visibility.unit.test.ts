/**
 * Who may see a table (functions/tables/visibility.ts), for every kind of caller: a seated
 * player, a stranger signed in, a caller without a token; at public and private tables, open
 * and started. The API tests (tables, follow, picture, bad-input) check the same answers over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../functions/accounts/errors';
import { TableError } from '../../functions/tables/errors';
import type { TableRecord } from '../../functions/tables/model';
import { requireSeat, seatViewer, watcherSeat } from '../../functions/tables/visibility';
import { openTableRecord } from '../support/table-record';

function table(visibility: 'public' | 'private', status: 'open' | 'playing'): TableRecord {
  const t = openTableRecord({ preset: 'draw', players: 2 }, [
    { kind: 'person', playerId: 'p0', name: 'Ana' },
    { kind: 'person', playerId: 'p1', name: 'Ben' },
  ]);
  return { ...t, visibility, status };
}

/** What a rule answers: the seat (null looking in) or the refusal's class and code. */
function answer(rule: () => number | null): number | null | string {
  try {
    return rule();
  } catch (err) {
    if (err instanceof TableError || err instanceof AuthError) return `${err.name} ${err.code}`;
    throw err;
  }
}

const NOT_SEATED = 'TableError table/not-seated';

describe('who may see a table', () => {
  it('acting at a table takes a seat, whatever the table', () => {
    for (const v of ['public', 'private'] as const)
      for (const s of ['open', 'playing'] as const) {
        expect(answer(() => requireSeat(table(v, s), 'p1'))).toBe(1);
        expect(answer(() => requireSeat(table(v, s), 'stranger'))).toBe(NOT_SEATED);
      }
  });

  it('a seat’s view: its players, and anyone looking into an open public table', () => {
    expect(answer(() => seatViewer(table('private', 'playing'), 'p0'))).toBe(0);
    expect(answer(() => seatViewer(table('public', 'open'), 'stranger'))).toBeNull();
    expect(answer(() => seatViewer(table('public', 'playing'), 'stranger'))).toBe(NOT_SEATED);
    expect(answer(() => seatViewer(table('private', 'open'), 'stranger'))).toBe(NOT_SEATED);
  });

  it('a seat a rematch keeps: its person looks in and watches, private or closed; others no more', () => {
    // Ana asked a rematch of a private match: Ben's seat is kept for him until he takes it.
    const kept = table('private', 'open');
    kept.seats = [kept.seats[0], { kind: 'open', invited: { playerId: 'p1', name: 'Ben' } }];
    const closed = { ...kept, status: 'closed' as const };
    for (const t of [kept, closed]) {
      expect(answer(() => seatViewer(t, 'p1'))).toBeNull();
      expect(answer(() => watcherSeat(t, 'p1'))).toBeNull();
      expect(answer(() => requireSeat(t, 'p1'))).toBe(NOT_SEATED);
      expect(answer(() => seatViewer(t, 'stranger'))).toBe(NOT_SEATED);
      expect(answer(() => watcherSeat(t, 'stranger'))).toBe(NOT_SEATED);
      expect(answer(() => watcherSeat(t, null))).toBe('AuthError auth/missing-token');
    }
  });

  it('watching: its players at their seats, anyone at a public table, a private one refused', () => {
    expect(answer(() => watcherSeat(table('private', 'playing'), 'p1'))).toBe(1);
    expect(answer(() => watcherSeat(table('public', 'playing'), 'stranger'))).toBeNull();
    expect(answer(() => watcherSeat(table('public', 'open'), null))).toBeNull();
    expect(answer(() => watcherSeat(table('private', 'playing'), 'stranger'))).toBe(NOT_SEATED);
    // Without a token, a private table asks for one (401), not for a seat.
    expect(answer(() => watcherSeat(table('private', 'open'), null))).toBe('AuthError auth/missing-token');
  });
});

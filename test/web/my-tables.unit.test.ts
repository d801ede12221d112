/**
 * A finished match's line on My tables (web/src/screens/MyTables.tsx): a line game's winner and
 * its scores, highest first; a Mexican Train match's place and total to a seat at it (the lowest
 * total wins), its winner and the totals, lowest first, to anyone else.
 */
import { describe, expect, it } from 'vitest';
import type { InboxEntry, Seat } from '../../web/src/api/client';
import { resultWords } from '../../web/src/screens/MyTables';

const seats: Seat[] = ['Ana', 'Ben', 'Cy'].map((name, seat) => ({
  seat,
  kind: 'person',
  name,
  playerId: `p-${name.toLowerCase()}`,
}));

function entry(preset: string, you: number | null, result: InboxEntry['result']): InboxEntry {
  return {
    id: 't1',
    code: 'K7MQ4X',
    status: 'over',
    preset,
    rated: false,
    seats: seats.slice(0, result?.sides.length),
    you,
    invited: false,
    yourTurn: false,
    turn: null,
    result,
    version: 9,
    updatedAt: '2026-12-06T12:00:00.000Z',
  };
}

describe('a finished match on My tables', () => {
  it('a line game: the winner, the scores highest first', () => {
    const r = { winner: 1, scores: [87, 104], sides: [0, 1], forfeitedBy: null };
    expect(resultWords(entry('draw', 1, r))).toBe('You won, 104 to 87');
    expect(resultWords(entry('draw', 0, r))).toBe('Ben won, 104 to 87');
  });

  it('Mexican Train: a seat its place of all and its total; anyone else the winner, lowest first', () => {
    const r = { winner: 1, scores: [363, 356, 503], sides: [0, 1, 2], forfeitedBy: null, places: [2, 1, 3] };
    expect(resultWords(entry('mexicanTrain', 1, r))).toBe('You placed 1st of 3, 356 points');
    expect(resultWords(entry('mexicanTrain', 0, r))).toBe('You placed 2nd of 3, 363 points');
    expect(resultWords(entry('mexicanTrain', 2, r))).toBe('You placed 3rd of 3, 503 points');
    expect(resultWords(entry('mexicanTrain', null, r))).toBe('Ben won, 356 to 363 to 503');
  });
});

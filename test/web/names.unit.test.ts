/**
 * What the web client calls seats (web/src/ui/names.ts), from the person's side: a rematch's
 * seat kept for them is theirs ("You (invited)"), never one of the others. Pure: the person is the
 * one a saved device token names, as in the browser.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../web/src/api/client';
import { saveToken } from '../../web/src/api/token';
import { openSeats, othersNames, seatName, waitingFor } from '../../web/src/ui/names';

/** This person (a device token names its player before the first dot). */
const ME = 'p-ben';
saveToken(`${ME}.device.secret`, 'Ben');

const ana: Seat = { seat: 0, kind: 'person', name: 'Ana', playerId: 'p-ana' };
/** A private rematch: Ben's seat kept for him until he takes it (his `you` is null meanwhile). */
const keptForBen: Seat = { seat: 1, kind: 'open', invited: { playerId: ME, name: 'Ben' } };
const keptForCy: Seat = { seat: 2, kind: 'open', invited: { playerId: 'p-cy', name: 'Cy' } };
const open: Seat = { seat: 3, kind: 'open' };

describe('seat names from the person’s side', () => {
  it('tells look-alike names apart by their mark, as the server marks them (nameMark)', () => {
    const latin: Seat = { seat: 0, kind: 'person', name: 'Ana', playerId: 'p-ana', nameMark: 1 };
    const cyrillic: Seat = { seat: 2, kind: 'person', name: '\u0410na', playerId: 'p-ana2', nameMark: 2 };
    expect(seatName(latin, null)).toBe('Ana (1)');
    expect(seatName(cyrillic, null)).toBe('\u0410na (2)');
    expect(seatName(ana, null)).toBe('Ana');
  });

  it('calls a seat kept for this person theirs, and one kept for another by that one’s name', () => {
    expect(seatName(keptForBen, null)).toBe('You (invited)');
    expect(seatName(keptForCy, null)).toBe('Cy (invited)');
    expect(seatName(open, null)).toBe('Open seat');
  });

  it('leaves this person’s seat out of the others at a table, a kept one too', () => {
    // Invited back: the rematch reads "Draw with Ana, Cy (invited), 1 open seat" on My tables (the
    // open seat counted by openSeats, not named).
    expect(othersNames([ana, keptForBen, keptForCy, open], null)).toBe('Ana, Cy (invited)');
    // Seated.
    expect(othersNames([ana, { seat: 1, kind: 'person', name: 'Ben', playerId: ME }], 1)).toBe('Ana');
    expect(othersNames([keptForBen], null)).toBe('');
    // The seats nobody has are counted, not named ("Draw with Open seat, Open seat" read oddly).
    expect(openSeats([ana, keptForBen, keptForCy, open])).toBe('1 open seat');
    expect(openSeats([ana, open, { ...open, seat: 2 }])).toBe('2 open seats');
    expect(openSeats([ana, keptForCy])).toBe('');
  });

  it('says a seat kept for this person is theirs to take, and counts the others open', () => {
    expect(waitingFor([ana, keptForBen])).toBe('A seat is kept for you: take it to play the rematch.');
    expect(waitingFor([ana, keptForBen, keptForCy])).toBe(
      'A seat is kept for you: take it to play the rematch. 1 other seat is open.',
    );
    expect(waitingFor([ana, keptForBen, keptForCy, open])).toBe(
      'A seat is kept for you: take it to play the rematch. 2 other seats are open.',
    );
    // The others at the table wait for a kept seat as for any open one.
    expect(waitingFor([ana, keptForCy])).toBe('Waiting for players: 1 seat is open.');
    expect(waitingFor([ana, keptForCy, open])).toBe('Waiting for players: 2 seats are open.');
  });
});

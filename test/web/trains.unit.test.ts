/**
 * The Mexican Train screen's pure parts: a train's tiles turned as they lie from the engine, the
 * order the trains are drawn in (yours nearest your hand), the trains each tile fits, taken
 * from the view's legal moves as they are, the hint: who is offered one, and its words, the
 * round's log in words (your own draws as yours once their tiles are hidden), and the match's end:
 * the seats by place, and a rated match's rating changes listed in that order (the line table's
 * RatingChange, its rows read from the elements it returns).
 */

import type { VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import type { Schemas, TrainTable } from '../../web/src/api/client';
import { addEnglish } from '../../web/src/i18n';
import { trains } from '../../web/src/i18n/en/trains';
import { RatingChange } from '../../web/src/table/MatchOver';
import { laidOut, spokeOrder } from '../../web/src/table/trains/Hub';
import { placeOrder } from '../../web/src/table/trains/RoundOver';
import { hintWords, trainHintsOffered } from '../../web/src/table/trains/TrainHint';
import { fits, logWords } from '../../web/src/table/trains/TrainPlay';

addEnglish(trains);

describe('the hub', () => {
  it('turns each tile so that the number it was matched by faces the hub', () => {
    // From the 12-12 engine: 5-12 reads 12-5, 5-5 stays, 3-5 reads 5-3, 3-11 reads 3-11.
    expect(laidOut('12-12', ['5-12', '5-5', '3-5', '3-11'])).toEqual(['12-5', '5-5', '5-3', '3-11']);
    expect(laidOut('0-0', [])).toEqual([]);
  });

  it('draws the others in turn order after yours, then the Mexican train, yours last', () => {
    expect(spokeOrder(4, 0)).toEqual([1, 2, 3, 4, 0]);
    expect(spokeOrder(4, 2)).toEqual([3, 0, 1, 4, 2]);
    // Eight seats and a spectator (seat 0 stands for "yours").
    expect(spokeOrder(8, null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
  });
});

describe('the trains a tile fits', () => {
  it('are the legal moves listed for it, in their order; Stop is no tile', () => {
    const legalMoves: Schemas['TrainView']['legalMoves'] = [
      { type: 'play', tile: '0-1', train: 0 },
      { type: 'play', tile: '0-1', train: 4 },
      { type: 'play', tile: '1-1', train: 0 },
      { type: 'stop' },
    ];
    const view = { legalMoves } as Schemas['TrainView'];
    expect([...fits(view)]).toEqual([
      ['0-1', [0, 4]],
      ['1-1', [0]],
    ]);
    expect(fits({ legalMoves: null } as Schemas['TrainView']).size).toBe(0);
  });
});

describe('the hint', () => {
  const seats = [
    { seat: 0, kind: 'person', name: 'Ana' },
    { seat: 1, kind: 'computer', level: 'expert', name: 'Expert computer' },
    { seat: 2, kind: 'computer', level: 'greedy', name: 'Greedy computer' },
  ];
  const trainsOf = [0, 1, 2, null].map((owner) => ({ owner, tiles: [], marker: false, openDouble: false }));
  const table = { you: 0, rated: false, seats, view: { trains: trainsOf } } as unknown as TrainTable;

  it('is offered to a seated person against computers only, in an unrated game', () => {
    expect(trainHintsOffered(table)).toBe(true);
    expect(trainHintsOffered({ ...table, rated: true })).toBe(false);
    expect(trainHintsOffered({ ...table, you: null })).toBe(false);
    const friend = { seat: 2, kind: 'person', name: 'Ben' } as TrainTable['seats'][number];
    expect(trainHintsOffered({ ...table, seats: [seats[0], seats[1], friend] } as TrainTable)).toBe(false);
  });

  it('names the tile and the train by its owner, or says stop', () => {
    expect(hintWords(table, { type: 'play', tile: '0-1', train: 3 })).toBe(
      'The expert would play 0-1 on the Mexican train',
    );
    expect(hintWords(table, { type: 'play', tile: '0-1', train: 0 })).toBe(
      'The expert would play 0-1 on your train',
    );
    expect(hintWords(table, { type: 'play', tile: '2-5', train: 1 })).toBe(
      "The expert would play 2-5 on Expert computer's train",
    );
    expect(hintWords(table, { type: 'stop' })).toBe('The expert would stop here');
  });
});

describe('the round’s log', () => {
  const seats = [
    { seat: 0, kind: 'person', name: 'Ana' },
    { seat: 1, kind: 'computer', level: 'expert', name: 'Expert computer' },
  ];
  const trainsOf = [0, 1, null].map((owner) => ({ owner, tiles: [], marker: false, openDouble: false }));
  const table = { you: 0, seats, view: { trains: trainsOf } } as unknown as TrainTable;

  it('says your draw is yours, its tile while the round is played, without it once it is over', () => {
    expect(logWords(table, { type: 'draw', seat: 0, tile: '3-7' })).toBe('You drew 3-7.');
    expect(logWords(table, { type: 'draw', seat: 0 })).toBe('You drew a tile.');
    expect(logWords(table, { type: 'draw', seat: 1 })).toBe('Expert computer drew a tile.');
    // A spectator's log names every seat.
    expect(logWords({ ...table, you: null }, { type: 'draw', seat: 0 })).toBe('Ana drew a tile.');
  });
});

describe('the match’s end', () => {
  it('lists the seats from first place to last, equal places in seat order', () => {
    expect(placeOrder([3, 1, 2])).toEqual([1, 2, 0]);
    expect(placeOrder([2, 1, 2, 1])).toEqual([1, 3, 0, 2]);
  });

  const seats = [0, 1, 2].map((seat) => ({ seat, kind: 'person', playerId: `p${seat}`, name: `P${seat}` }));
  const ratingChange = {
    pool: 'mexicanTrain',
    seats: [
      { seat: 0, ratingBefore: 1500, ratingAfter: 1480, change: -20 },
      { seat: 1, ratingBefore: 1510, ratingAfter: 1541, change: 31 },
      { seat: 2, ratingBefore: 1490, ratingAfter: 1479, change: -11 },
    ],
  } as TrainTable['ratingChange'];
  const rated = { rated: true, ratingChange, seats, you: 0 } as unknown as TrainTable;

  /** The rows RatingChange lists: each seat with the words of its cells after the name. */
  function rows(node: VNode | null): { seat: number; cells: string[] }[] {
    const found: { seat: number; cells: string[] }[] = [];
    const props = (n: unknown) => (n as VNode<Record<string, unknown>>).props;
    // An element's words as read aloud: the arrow, aria-hidden, left out.
    const text = (n: unknown): string =>
      n === null || n === undefined || typeof n === 'boolean'
        ? ''
        : typeof n === 'string' || typeof n === 'number'
          ? String(n)
          : Array.isArray(n)
            ? n.map(text).join('')
            : props(n)['aria-hidden']
              ? ''
              : text(props(n).children);
    const walk = (n: unknown) => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n !== 'object') return;
      const p = props(n);
      if (typeof p['data-seat'] === 'number') {
        const cells = [p.children].flat().filter((c) => (c as VNode).type === 'td');
        found.push({ seat: p['data-seat'], cells: cells.map(text) });
      } else walk(p.children);
    };
    walk(node);
    return found;
  }

  it('lists a rated match’s rating changes by place: before, after and the change', () => {
    expect(rows(RatingChange({ table: rated, order: placeOrder([2, 1, 3]) }))).toEqual([
      { seat: 1, cells: ['1510', '1541', '+31'] },
      { seat: 0, cells: ['1500', '1480', '−20'] },
      { seat: 2, cells: ['1490', '1479', '−11'] },
    ]);
    // Without an order, the API's (the line table's).
    expect(rows(RatingChange({ table: rated })).map((r) => r.seat)).toEqual([0, 1, 2]);
  });

  it('says a rated match that was not rated does not count, and nothing for an unrated one', () => {
    const notRated = RatingChange({ table: { ...rated, ratingChange: null } });
    expect(notRated?.props.children).toBe(
      'This rated match ended before anyone moved: it does not count towards ratings.',
    );
    expect(RatingChange({ table: { ...rated, rated: false, ratingChange: null } })).toBeNull();
  });
});

/**
 * The Mexican Train screen's pure parts: a train's tiles turned as they lie from the engine, the
 * order the trains are drawn in (yours nearest your hand), the trains each tile fits, taken
 * from the view's legal moves as they are, and the hint: who is offered one, and its words.
 */
import { describe, expect, it } from 'vitest';
import type { Schemas, TrainTable } from '../../web/src/api/client';
import { addEnglish } from '../../web/src/i18n';
import { trains } from '../../web/src/i18n/en/trains';
import { laidOut, spokeOrder } from '../../web/src/table/trains/Hub';
import { hintWords, trainHintsOffered } from '../../web/src/table/trains/TrainHint';
import { fits } from '../../web/src/table/trains/TrainPlay';

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

/**
 * Mexican Train through HTTP on DynamoDB Local: opened with its rules, joined, started with
 * computer players, played to its end by legal moves as the views list them, each answer held to
 * the stored match (its own hand, no hidden tile), and the refusals a client meets.
 */
import { describe, expect, it } from 'vitest';
import { trainMatch } from '../../functions/tables/model';
import { mexicanViewFor, setOf } from '../../shared/engine/games/mexican-train';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, type Schemas, typedClient } from '../support/client';

const app = testApp();
const store = testStore();

/** The train view of a table answer (a line game's view fails the test). */
function trainView(t: Schemas['Table']): Schemas['TrainView'] {
  const v = t.view;
  if (v?.game !== 'mexicanTrain') throw new Error('expected a Mexican Train view');
  return v;
}

describe('Mexican Train through HTTP', { timeout: 60_000 }, () => {
  it('plays the last round of a double-nine match for four, two computer players, to its end', async () => {
    const [ana, ben] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const body: Schemas['CreateTable'] = {
      rules: { game: 'mexicanTrain', players: 4, set: 9 },
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'computer', level: 'expert' },
        { kind: 'computer', level: 'random' },
      ],
      seed: 'trains-api',
      deal: {
        hands: [
          ['0-1', '1-1', '1-5'],
          ['2-0', '2-2', '2-6'],
          ['0-3', '3-3', '3-7'],
          ['0-4', '4-4', '4-8'],
        ],
        round: 10,
      },
    };
    const as = (token: string) => typedClient(app, token);
    const created = await expectOk(as(ana.token).POST('/v1/tables', { body }), 201);
    expect(created.rules).toMatchObject({ game: 'mexicanTrain', set: 9, rounds: 10, handSize: 10 });
    const at = { params: { path: { id: created.id } } };
    await expectOk(as(ben.token).POST('/v1/tables/{id}/seats', { params: { path: { id: created.code } } }));
    let table = await expectOk(as(ana.token).POST('/v1/tables/{id}/start', at));
    const people = new Map([
      [0, ana],
      [1, ben],
    ]);
    for (let i = 0; table.status === 'playing' && i < 200; i++) {
      const seat = table.turn!.seat;
      const mover = people.get(seat)!;
      const mine = await expectOk(as(mover.token).GET('/v1/tables/{id}', at));
      const stored = trainMatch((await store.findTable(created.id))!)!;
      // The seat's view is the engine's one view of its seat, nothing more.
      expect(mine.view).toEqual(mexicanViewFor(stored, seat));
      const set = setOf(stored.rules);
      const hidden = [...stored.round.hands.flatMap((h, s) => (s === seat ? [] : h)), ...stored.round.bone];
      const text = JSON.stringify({ ...mine, view: { ...trainView(mine), lastRound: null } });
      for (const t of hidden) expect(text).not.toContain(`"${set.name(t)}"`);
      const m = trainView(mine).legalMoves![0];
      if (i === 0) {
        // A line game's move, and a stale version, are refused.
        await expectProblem(
          as(mover.token).POST('/v1/tables/{id}/moves', { ...at, body: { tile: '0-1', end: 0 } }),
          422,
          'move/no-such-end',
        );
        await expectProblem(
          as(mover.token).POST('/v1/tables/{id}/moves', {
            ...at,
            body: { ...m, version: mine.version - 1 },
          }),
          409,
          'table/stale-version',
        );
      }
      table = await expectOk(
        as(mover.token).POST('/v1/tables/{id}/moves', { ...at, body: { ...m, version: mine.version } }),
      );
    }
    expect(table.status).toBe('over');
    const end = trainView(table);
    expect(end.places).toHaveLength(4);
    expect(end.lastRound).toMatchObject({ round: 10, engine: '0-0' });
    expect(end.lastRound!.totals).toEqual(end.totals);
  });

  it('refuses nine seats; a rated table plays double-twelve without house rules', async () => {
    const ana = await signUp(app, 'Ana');
    const as = typedClient(app, ana.token);
    await expectProblem(
      as.POST('/v1/tables', { body: { rules: { game: 'mexicanTrain', players: 9 } } }),
      400,
      'request/validation',
    );
    const rated = await expectOk(
      as.POST('/v1/tables', { body: { rules: { game: 'mexicanTrain', players: 6 }, rated: true } }),
      201,
    );
    expect(rated.rated).toBe(true);
    await expectProblem(
      as.POST('/v1/tables', { body: { rules: { game: 'mexicanTrain', players: 2, set: 9 }, rated: true } }),
      422,
      'rating/no-pool',
    );
    await expectProblem(
      as.POST('/v1/tables', {
        body: { rules: { game: 'mexicanTrain', players: 2, blankDoubleFifty: true }, rated: true },
      }),
      422,
      'rating/house-rules',
    );
  });
});

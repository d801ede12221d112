/**
 * The Threes games through HTTP on DynamoDB Local (docs/rules.md#threes): whole matches of All
 * Threes and of Block scored as Fives and Threes, each response checked against the stored
 * engine state by playToEnd, and a refused combination answered as a 400 problem.
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp, testStore } from '../support/api';
import { lineView } from '../support/client';
import { playToEnd, startTable } from '../support/play';

const app = testApp();
const store = testStore();

describe('the Threes games through HTTP', { timeout: 120_000 }, () => {
  it('allThrees: two people play to 150, the points during play in multiples of three', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'allThrees', players: 2 },
      seed: 'threes-1',
    });
    expect(started.view!.rules).toMatchObject({
      preset: 'allThrees',
      scoring: 'allThrees',
      roundToThree: true,
    });
    const { table } = await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'threes-moves',
    );
    expect(table.status).toBe('over');
    expect(Math.max(...lineView(table).scores)).toBeGreaterThanOrEqual(150);
    for (const e of lineView(table).lastHand!.history) if (e.type === 'play') expect(e.points % 3).toBe(0);
  });

  it('block scored as Fives and Threes: three people, to 61, every award 1 point', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const started = await startTable(app, a, [b, c], {
      rules: { preset: 'block', players: 3, scoring: 'fivesAndThrees' },
      seed: 'fives-threes-1',
    });
    expect(started.view!.rules).toMatchObject({ target: 61, drawing: false, scoring: 'fivesAndThrees' });
    const { table } = await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [1, b],
        [2, c],
      ]),
      'f3-moves',
    );
    expect(table.status).toBe('over');
    expect(Math.max(...lineView(table).scores)).toBeGreaterThanOrEqual(61);
    expect([0, 1]).toContain(lineView(table).lastHand!.award);
  });

  it('refuses an option that changes pip awards with Fives and Threes: 400 problem', async () => {
    const a = await signUp(app, 'A');
    const res = await app.request('/v1/tables', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { preset: 'fivesAndThrees', players: 2, doubledScores: true } }),
    });
    expect([res.status, res.headers.get('content-type')]).toEqual([400, 'application/problem+json']);
    expect(((await res.json()) as { code: string }).code).toBe('request/validation');
  });
});

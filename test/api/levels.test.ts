/** The computer players' levels: listed with what each does, and each one can be seated. */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, LEVELS } from '../../shared/bots';
import { signUp, testApp } from '../support/api';
import { expectOk, expectProblem, typedClient } from '../support/client';

const app = testApp();

describe('levels', () => {
  it('GET /v1/levels lists every level, weakest first, with a name, a line on how it plays and its strength', async () => {
    const me = await signUp(app, 'Ana');
    const res = await expectOk(typedClient(app, me.token).GET('/v1/levels'));
    expect(res).toEqual({ levels: BOT_LEVELS.map((level) => ({ level, ...LEVELS[level] })) });
    expect(res.levels.map((l) => l.level)).toEqual(['random', 'greedy', 'expert', 'master']);
    for (const l of res.levels) {
      expect(l.name.length).toBeGreaterThan(0);
      expect(l.description.length).toBeGreaterThan(10);
      // A strength is a measurement: it carries a figure.
      expect(l.strength).toMatch(/\d/);
    }
    await expectProblem(typedClient(app).GET('/v1/levels'), 401);
  });

  it('a table seats each listed level, its seats named by the level’s display name', async () => {
    const me = await signUp(app, 'Ben');
    // Three computers a table (four seats, one the person's), as many tables as the levels need.
    for (let from = 0; from < BOT_LEVELS.length; from += 3) {
      const levels = BOT_LEVELS.slice(from, from + 3);
      const t = await expectOk(
        typedClient(app, me.token).POST('/v1/tables', {
          body: {
            rules: { preset: 'draw', players: levels.length + 1 },
            seats: [{ kind: 'person' }, ...levels.map((level) => ({ kind: 'computer' as const, level }))],
          },
        }),
        201,
      );
      levels.forEach((level, i) => {
        const seat = t.seats[i + 1];
        expect(seat).toMatchObject({ kind: 'computer', level });
        expect(seat.kind === 'computer' && seat.name).toContain(LEVELS[level].name);
      });
    }
  });
});

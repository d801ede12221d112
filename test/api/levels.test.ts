/** The computer players' levels: listed with what each does, and each one can be seated. */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, LEVELS } from '../../shared/bots';
import { call, ok, signUp, testApp } from '../support/api';

const app = testApp();

describe('levels', () => {
  it('GET /v1/levels lists every level, weakest first, with a name, a line on how it plays and its strength', async () => {
    const me = await signUp(app, 'Ana');
    const res = await ok(call(app, 'GET', '/v1/levels', { token: me.token }));
    expect(res.body).toEqual({ levels: BOT_LEVELS.map((level) => ({ level, ...LEVELS[level] })) });
    expect(res.body.levels.map((l: { level: string }) => l.level)).toEqual(['random', 'greedy', 'expert']);
    for (const l of res.body.levels as { name: string; description: string; strength: string }[]) {
      expect(l.name.length).toBeGreaterThan(0);
      expect(l.description.length).toBeGreaterThan(10);
      // A strength is a measurement: it carries a figure.
      expect(l.strength).toMatch(/\d/);
    }
    expect((await call(app, 'GET', '/v1/levels')).status).toBe(401);
  });

  it('a table seats each listed level, its seats named by the level’s display name', async () => {
    const me = await signUp(app, 'Ben');
    const t = await ok(
      call(app, 'POST', '/v1/tables', {
        token: me.token,
        body: {
          rules: { preset: 'draw', players: 4 },
          seats: [{ kind: 'person' }, ...BOT_LEVELS.map((level) => ({ kind: 'computer', level }))],
        },
      }),
      201,
    );
    BOT_LEVELS.forEach((level, i) => {
      expect(t.body.seats[i + 1]).toMatchObject({ kind: 'computer', level });
      expect(t.body.seats[i + 1].name).toContain(LEVELS[level].name);
    });
  });
});

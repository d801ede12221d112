/**
 * Quick pairing and seeks over HTTP, on a DynamoDB table of its own (queues are global to it):
 * joining, the long-poll that answers once paired, leaving after a pairing, seeks listed,
 * accepted by two at once, cancelled; the stakes of the table made; problems with their codes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, signUp, storeOnOwnTable, type TestPlayer, testApp } from '../support/api';

let app: App;
beforeAll(async () => {
  app = testApp({}, (await storeOnOwnTable()).store);
});

async function call(p: TestPlayer | null, method: string, path: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(p && { authorization: `Bearer ${p.token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe('quick pairing over HTTP', () => {
  it('pairs two players, the first hearing it by long-poll; the table is rated and started with stakes', async () => {
    const [ana, ben] = [await signUp(app, 'Ana'), await signUp(app, 'Ben')];
    const a = await call(ana, 'POST', '/v1/players/me/pairing', { pool: 'draw2' });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      status: 'waiting',
      pace: 'live',
      rated: true,
      waitingInQueue: 1,
      allowedGap: 100,
    });
    expect(a.headers.get('location')).toBe(`/v1/players/me/pairing/${a.body.id}`);
    const poll = call(ana, 'GET', `/v1/players/me/pairing/${a.body.id}?since=1&wait=10`);
    const b = await call(ben, 'POST', '/v1/players/me/pairing', { pool: 'draw2' });
    expect(b.body.status).toBe('paired');
    const heard = await poll;
    expect(heard.body).toMatchObject({ status: 'paired', version: 2, tableId: b.body.tableId });

    const table = await call(ana, 'GET', `/v1/tables/${b.body.tableId}`);
    expect(table.status).toBe(200);
    expect(table.body.rated).toBe(true);
    expect(table.body.status).toBe('playing');

    const stakes = await call(ben, 'GET', `/v1/tables/${b.body.tableId}/stakes`);
    expect(stakes.body).toMatchObject({ rated: true, pool: 'draw2' });
    expect(stakes.body.seats).toHaveLength(2);
    for (const s of stakes.body.seats) {
      expect(s.win).toBeGreaterThan(0);
      expect(s.loss).toBeLessThan(0);
    }

    const left = await call(ana, 'DELETE', `/v1/players/me/pairing/${a.body.id}`);
    expect(left.status).toBe(409);
    expect(left.body.code).toBe('pairing/already-paired');
    expect(left.headers.get('location')).toBe(`/v1/tables/${b.body.tableId}`);
  });

  it('leaves a queue; an entry of someone else is not found; a second live entry is refused', async () => {
    const [cy, dee] = [await signUp(app, 'Cy'), await signUp(app, 'Dee')];
    const c = await call(cy, 'POST', '/v1/players/me/pairing', { pool: 'ffa4', pace: 'live', rated: false });
    expect(c.status).toBe(201);
    expect((await call(cy, 'POST', '/v1/players/me/pairing', { pool: 'ffa3' })).body.code).toBe(
      'pairing/too-many-entries',
    );
    expect((await call(dee, 'GET', `/v1/players/me/pairing/${c.body.id}`)).body.code).toBe(
      'pairing/not-found',
    );
    expect((await call(cy, 'DELETE', `/v1/players/me/pairing/${c.body.id}`)).status).toBe(204);
    expect((await call(cy, 'GET', `/v1/players/me/pairing/${c.body.id}`)).status).toBe(404);
    const bad = await call(cy, 'POST', '/v1/players/me/pairing', { pool: 'draw5' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('seeks over HTTP', () => {
  it('lists a seek newest first, filtered; two accept at once: one table, the other 409 seek/gone', async () => {
    const [eve, fay, gus] = [await signUp(app, 'Eve'), await signUp(app, 'Fay'), await signUp(app, 'Gus')];
    const older = await call(eve, 'POST', '/v1/seeks', { pool: 'block2', pace: '3d' });
    const seek = await call(eve, 'POST', '/v1/seeks', { pool: 'block2', pace: '3d', rated: false });
    expect(seek.status).toBe(201);
    const list = await call(fay, 'GET', '/v1/seeks?pool=block2&pace=3d');
    expect(list.body.seeks.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([
      seek.body.id,
      older.body.id,
    ]);
    expect((await call(fay, 'GET', '/v1/seeks?pool=draw2&pace=3d')).body.seeks).toEqual([]);

    const [x, y] = await Promise.all([
      call(fay, 'POST', `/v1/seeks/${seek.body.id}/accept`),
      call(gus, 'POST', `/v1/seeks/${seek.body.id}/accept`),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const won = x.status === 201 ? x : y;
    expect(won.headers.get('location')).toBe(`/v1/tables/${won.body.tableId}`);
    expect((x.status === 409 ? x : y).body.code).toBe('seek/gone');
    const cancel = await call(eve, 'DELETE', `/v1/seeks/${seek.body.id}`);
    expect(cancel.status).toBe(409);
    expect(cancel.headers.get('location')).toBe(`/v1/tables/${won.body.tableId}`);
    expect((await call(eve, 'DELETE', `/v1/seeks/${older.body.id}`)).status).toBe(204);
    expect((await call(fay, 'POST', `/v1/seeks/${older.body.id}/accept`)).body.code).toBe('seek/not-found');
    const four = await call(eve, 'POST', '/v1/seeks', { pool: 'ffa4' });
    expect(four.status).toBe(400);
  });
});

/**
 * Every deprecated path answers as the path that replaced it, with `Deprecation` and a `Link` to
 * its successor; a webhook made on an old path is the one the new path lists. On DynamoDB Local
 * (the development app, which sends to a receiver on loopback).
 */
import { describe, expect, it } from 'vitest';
import { DEPRECATED_SINCE } from '../../functions/api/deprecated';
import { signUp, testApp } from '../support/api';
import { openApiDocument } from '../support/client';
import { poolsOf } from '../support/openapi-doc';
import { startReceiver } from '../support/receiver';

const app = testApp();

const concrete = (path: string, pools: string[]) =>
  path.replace('{pool}', pools[0]).replace(/\{\w+\}/g, 'nosuchthing1');

async function send(method: string, path: string, token: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { res, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('deprecated paths', () => {
  it('each answers as its successor, with Deprecation and Link: rel="successor-version"', async () => {
    const doc = await openApiDocument(app);
    const pools = poolsOf(doc);
    const deprecated = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as unknown as Record<string, { deprecated?: boolean; description: string }>)
        // An old route of its own shape (the push delete by device) is tested with its domain.
        .filter(([, o]) => o.deprecated && o.description.includes('which answers the same'))
        .map(([method, o]) => ({
          method: method.toUpperCase(),
          path,
          successor: /use \w+ (\S+),/.exec(o.description)![1],
        })),
    );
    expect(deprecated.length).toBeGreaterThanOrEqual(12);
    for (const d of deprecated) {
      expect(d.path.startsWith('/v1/players/me/'), d.path).toBe(false);
      // The player's own resources moved under /v1/players; a path ending in a verb, to its noun.
      expect(d.successor, d.path).toMatch(/^\/v1\/players\/|^\/v1\/tables\/\{id\}\/spectator-view$/);
      // A fresh player each: a rotation or revocation on one path must not spoil the other's token.
      const [a, b] = await Promise.all([signUp(app, 'Old'), signUp(app, 'New')]);
      const body = d.method === 'GET' || d.method === 'DELETE' ? undefined : {};
      const old = await send(d.method, concrete(d.path, pools), a.token, body);
      const current = await send(d.method, concrete(d.successor, pools), b.token, body);
      const label = `${d.method} ${d.path}`;
      expect(old.res.status, label).toBe(current.res.status);
      if (old.res.status >= 400) expect(old.json?.code, label).toBe(current.json?.code);
      if (d.method === 'GET' && old.res.status === 200) {
        const strip = (v: unknown) => JSON.stringify(v).replaceAll(a.id, 'P').replaceAll(b.id, 'P');
        if (!label.includes('tokens')) expect(strip(old.json), label).toBe(strip(current.json));
      }
      expect(old.res.headers.get('deprecation'), label).toBe(DEPRECATED_SINCE);
      expect(old.res.headers.get('link'), label).toBe(
        `<${concrete(d.successor, pools)}>; rel="successor-version"`,
      );
      expect(current.res.headers.get('deprecation'), label).toBeNull();
    }
  });

  it('a webhook made on the old path is listed, tested and deleted on the new one', async () => {
    const a = await signUp(app, 'Hooks');
    const receiver = await startReceiver();
    const made = await send('POST', '/v1/me/webhooks', a.token, { url: receiver.url }).finally(() =>
      receiver.close(),
    );
    expect(made.res.status, JSON.stringify(made.json)).toBe(201);
    expect(made.res.headers.get('location')).toBe(`/v1/players/me/webhooks/${made.json!.id}`);
    const listed = await send('GET', '/v1/players/me/webhooks', a.token);
    expect(JSON.stringify(listed.json)).toContain(String(made.json!.id));
    const gone = await send('DELETE', `/v1/players/me/webhooks/${made.json!.id}`, a.token);
    expect(gone.res.status).toBe(204);
    const again = await send('DELETE', `/v1/me/webhooks/${made.json!.id}`, a.token);
    expect([again.res.status, again.json?.code]).toEqual([404, 'webhook/not-found']);
  });

  it('a table watched on /spectator-view and on /spectate, its deprecated alias, is the same spectator view', async () => {
    const a = await signUp(app, 'Watched');
    const t = await send('POST', '/v1/tables', a.token, {
      rules: { preset: 'draw', players: 2 },
      visibility: 'public',
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
    });
    const id = t.json!.id as string;
    await send('POST', `/v1/tables/${id}/start`, a.token);
    const [now, old] = await Promise.all(
      [`/v1/tables/${id}/spectator-view`, `/v1/tables/${id}/spectate`].map((path) => app.request(path)),
    );
    expect([now.status, old.status]).toEqual([200, 200]);
    const view = (await now.json()) as { view: { hand: unknown } };
    expect(view.view.hand).toBeNull();
    expect(await old.json()).toEqual(view);
    expect(now.headers.get('deprecation')).toBeNull();
    expect(old.headers.get('deprecation')).toBe(DEPRECATED_SINCE);
    expect(old.headers.get('link')).toBe(`</v1/tables/${id}/spectator-view>; rel="successor-version"`);
  });

  it('the phrases take since, and after as its old name', async () => {
    const a = await signUp(app, 'Phrases');
    const t = await send('POST', '/v1/tables', a.token, {
      rules: { preset: 'draw', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
    });
    const id = t.json!.id as string;
    await send('POST', `/v1/tables/${id}/start`, a.token);
    const said = await send('POST', `/v1/tables/${id}/phrases`, a.token, { phrase: 'hello' });
    if (said.res.status !== 201) return expect.fail(`cannot say a phrase: ${JSON.stringify(said.json)}`);
    const since = await send('GET', `/v1/tables/${id}/phrases?since=0&wait=0`, a.token);
    const after = await send('GET', `/v1/tables/${id}/phrases?after=0&wait=0`, a.token);
    expect(since.json).toEqual(after.json);
    expect((since.json!.phrases as unknown[]).length).toBe(1);
  });
});

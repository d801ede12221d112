/**
 * The table's picture over HTTP, on DynamoDB Local: well-formed SVG that draws every tile of the
 * line once (and no hidden tile), names escaped, the right content type, ETag and 304; public
 * tables without a token (limited per address), private ones for their players only.
 */
import '@hono/zod-openapi';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { lineMatch } from '../../functions/tables/model';
import { tileName, tilesOf } from '../../shared/engine';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, lineView, openApiDocument, type Schemas, textOf, typedClient } from '../support/client';
import { moveOf, startTable } from '../support/play';

const store = testStore();
const app = testApp({}, store);

interface SvgNode {
  [key: string]: SvgNode[] | string | undefined;
}

/** Every element of the parsed document with `class` = cls (preserveOrder tree). */
function elements(
  nodes: SvgNode[],
  cls: string,
  out: Record<string, string>[] = [],
): Record<string, string>[] {
  for (const node of nodes) {
    const attrs = (node[':@'] ?? {}) as unknown as Record<string, string>;
    if (attrs['@_class'] === cls) out.push(attrs);
    for (const [key, value] of Object.entries(node))
      if (key !== ':@' && Array.isArray(value)) elements(value, cls, out);
  }
  return out;
}

function parseSvg(text: string): SvgNode[] {
  expect(XMLValidator.validate(text)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, preserveOrder: true }).parse(text) as SvgNode[];
  expect(Object.keys(doc[0])[0]).toBe('svg');
  return doc;
}

/** `moves` moves of the table by its people (each plays its first legal move). */
async function play(id: string, people: Map<number, TestPlayer>, moves: number): Promise<Schemas['Table']> {
  const at = { params: { path: { id } } };
  let last = await expectOk(typedClient(app, people.get(0)!.token).GET('/v1/tables/{id}', at));
  for (let k = 0; k < moves && last.status === 'playing'; k++) {
    const mover = typedClient(app, people.get(last.turn!.seat)!.token);
    const view = (await expectOk(mover.GET('/v1/tables/{id}', at))).view!;
    const m = view.legalMoves![0];
    last = await expectOk(mover.POST('/v1/tables/{id}/moves', { ...at, body: moveOf(m) }));
  }
  return last;
}

/** A public table not started yet, opened by `by`. */
async function openPublicTable(by: TestPlayer, players: number): Promise<Schemas['Table']> {
  const body: Schemas['CreateTable'] = { rules: { preset: 'draw', players }, visibility: 'public' };
  return expectOk(typedClient(app, by.token).POST('/v1/tables', { body }), 201);
}

/** The picture of a table: its response, its text (the SVG, or a problem's JSON) and its problem if refused. */
async function picture(a: App, id: string, opts: { token?: string; headers?: Record<string, string> } = {}) {
  const answer = await typedClient(a, opts.token).GET('/v1/tables/{id}/picture.svg', {
    params: { path: { id } },
    headers: opts.headers,
    parseAs: 'text',
  });
  const { status, headers } = answer.response;
  return { status, headers, text: await textOf(answer), problem: answer.error };
}

describe('the table picture', () => {
  it('is well-formed SVG of the spectator view: every tile of the line once, no hidden tile; ETag and 304; no token needed', async () => {
    const [a, b] = await Promise.all([signUp(app, '<script>x</script>'), signUp(app, 'Tom & "Jo"')]);
    const t = await startTable(app, a, [b], {
      rules: { preset: 'allFives', players: 2 },
      visibility: 'public',
      seed: 'picture-1',
    });
    const id = t.id;
    const played = await play(
      id,
      new Map([
        [0, a],
        [1, b],
      ]),
      9,
    );
    const r = await picture(app, id);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(r.headers.get('etag')).toBe(`"${played.version}-picture-1"`);
    expect(r.headers.get('cache-control')).toBe('public, no-cache');
    const doc = parseSvg(r.text);

    const state = lineMatch((await store.findTable(id))!)!;
    const spectated = typedClient(app, a.token).GET('/v1/tables/{id}/spectate', { params: { path: { id } } });
    const line = lineView(await expectOk(spectated)).line;
    expect(line.length).toBeGreaterThan(3);
    const drawn = elements(doc, 'tile').map((e) => e['@_data-tile']);
    expect(drawn.sort()).toEqual(line.map((p: { tile: string }) => p.tile).sort());
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(elements(doc, 'end').length).toBe(state.hand.line.v.length);
    expect(elements(doc, 'seat').map((e) => e['@_data-turn'] ?? null)).toEqual(
      [0, 1].map((s) => (s === state.hand.turn ? 'true' : null)),
    );
    // No tile of a hand or of the boneyard appears anywhere in the picture.
    const hidden = new Set([...state.hand.hands.flatMap(tilesOf), ...state.hand.bone].map(tileName));
    const named = r.text.match(/\b[0-6]-[0-6]\b/g) ?? [];
    expect(named.filter((n) => hidden.has(n))).toEqual([]);
    // Names are escaped: no markup comes from a player.
    expect(r.text).not.toContain('<script');
    expect(r.text).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(r.text).toContain('Tom &#38; &#34;Jo&#34;');
    expect(elements(doc, 'line').map((e) => e['@_data-tiles'])).toEqual([String(line.length)]);

    // Unchanged: 304 with no body; after a move, a new picture and ETag.
    const again = await picture(app, id, { headers: { 'if-none-match': r.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(r.headers.get('etag'));
    await play(
      id,
      new Map([
        [0, a],
        [1, b],
      ]),
      1,
    );
    const moved = await picture(app, id, { headers: { 'if-none-match': r.headers.get('etag')! } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(r.headers.get('etag'));
    // A seated player with a token sees the same spectator's picture.
    const seated = await picture(app, id, { token: a.token });
    expect(seated.status).toBe(200);
    expect(seated.text).toBe(moved.text);
  });

  it('draws a table waiting for players, and answers 404 for no table', async () => {
    const a = await signUp(app, 'Ana');
    const created = await openPublicTable(a, 3);
    const r = await picture(app, created.code);
    expect(r.status).toBe(200);
    const doc = parseSvg(r.text);
    expect(elements(doc, 'tile')).toEqual([]);
    expect(elements(doc, 'seat').length).toBe(3);
    expect(r.text).toContain('Waiting for players');
    const missing = await picture(app, 'nosuchtable00000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.problem?.code).toBe('table/not-found');
  });

  it('a private table is pictured for its players only', async () => {
    const [a, b, stranger] = await Promise.all(['A', 'B', 'S'].map((n) => signUp(app, n)));
    const t = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 2 },
      seed: 'picture-private',
    });
    const anonymous = await picture(app, t.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(anonymous.problem?.code).toBe('auth/missing-token');
    const other = await picture(app, t.code, { token: stranger.token });
    expect(other.status).toBe(403);
    expect(other.problem?.code).toBe('table/not-seated');
    const own = await picture(app, t.id, { token: b.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    parseSvg(own.text);
  });

  it('without a token, pictures are limited per address: 429 problem+json with Retry-After', async () => {
    const limited = testApp({ rateLimit: { burst: 2, perSecond: 0.01 } }, store);
    const a = await signUp(app, 'Ana');
    const created = await openPublicTable(a, 2);
    const from = (address: string) =>
      picture(limited, created.id, { headers: { 'x-forwarded-for': address } });
    expect((await from('198.51.100.7')).status).toBe(200);
    expect((await from('198.51.100.7')).status).toBe(200);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.problem?.code).toBe('request/rate-limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await from('203.0.113.9')).status).toBe(200);
  });

  it('is documented: image/svg+xml, its ETag and Cache-Control, and no token required', async () => {
    const doc = await openApiDocument(app);
    const op = doc.paths['/v1/tables/{id}/picture.svg'].get;
    expect(Object.keys(op.responses[200].content!)).toEqual(['image/svg+xml']);
    expect(Object.keys(op.responses[200].headers!).sort()).toEqual([
      'cache-control',
      'content-security-policy',
      'etag',
    ]);
    expect(op.security).toContainEqual({});
    expect(op.responses[304]).toBeDefined();
    expect(op.responses[429]).toBeDefined();
  });
});

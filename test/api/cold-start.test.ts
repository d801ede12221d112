/**
 * What a cold start builds and loads: the response shapes are z.lazy and only the OpenAPI
 * document builds them, so serving requests never pays for them; the rarely used routes'
 * handlers, their services and packages are chunks of the bundle that their first request loads,
 * and so are the handlers that change a table, play a move (with the computer players) or change
 * an account; every route's definition loads at once, and reading a table needs no chunk
 * (npm run bench:bundle measures the import, and the import with a first request).
 */
import '@hono/zod-openapi';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../functions/api/problem';
import { FairDealSchema } from '../../functions/api/schemas/fair-deal';
import { FeedSchema, InboxSchema } from '../../functions/api/schemas/follow';
import { SheetSchema } from '../../functions/api/schemas/sheet';
import { LobbySchema, TableSchema } from '../../functions/api/schemas/table-shapes';
import { SeatViewSchema } from '../../functions/api/schemas/view';
import { API_ENTRY, type BundleOutputs, loadedAtStart, REPO_ROOT } from '../../infra/bundling';
import { signUp, testApp } from '../support/api';
import { expectOk, openApiDocument, typedClient } from '../support/client';
import { moveOf, startTable } from '../support/play';

const RESPONSE_SHAPES = {
  TableSchema,
  SeatViewSchema,
  FairDealSchema,
  LobbySchema,
  FeedSchema,
  InboxSchema,
  SheetSchema,
  ProblemSchema,
};

/**
 * The names of the lazy schemas whose inner schema has been built. zod (4.6, pinned) keeps a
 * z.lazy's built schema on its def as `_cachedInner`; a zod upgrade may move it.
 */
function built(): string[] {
  return Object.entries(RESPONSE_SHAPES)
    .filter(([, s]) => (s._zod.def as { _cachedInner?: unknown })._cachedInner !== undefined)
    .map(([name]) => name);
}

describe('cold start', () => {
  it('serving a game builds no response schema; the OpenAPI document builds them all', async () => {
    const app = testApp();
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const [asA, asB] = [a, b].map((p) => typedClient(app, p.token));
    const t = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const id = t.id;
    const at = { params: { path: { id } } };
    for (const api of [asA, asB]) {
      const seen = await expectOk(api.GET('/v1/tables/{id}', at));
      const move = seen.view!.legalMoves?.[0];
      if (move) await expectOk(api.POST('/v1/tables/{id}/moves', { ...at, body: moveOf(move) }));
    }
    await expectOk(asA.GET('/v1/tables/{id}/events', at));
    await expectOk(asB.GET('/v1/me/tables'));
    await expectOk(asB.GET('/v1/lobby'));
    const sheet = await expectOk(asA.POST('/v1/sheets', { body: { players: ['Ana', 'Ben'] } }), 201);
    await expectOk(asB.GET('/v1/sheets/{id}', { params: { path: { id: sheet.id } } }));
    const missing = await asA.GET('/v1/tables/{id}', { params: { path: { id: 'NOSUCHTABLE' } } });
    expect(missing.response.status).toBe(404);
    expect(built()).toEqual([]);

    await openApiDocument(app);
    expect(built()).toEqual(Object.keys(RESPONSE_SHAPES));
  });
});

/** The API bundled as the stack's after-bundling step builds it, with its metafile. */
function apiBundle(): BundleOutputs {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-cold-start-'));
  try {
    // slim-bundle.mjs writes the metafile where NodejsFunction would have left one.
    writeFileSync(join(dir, 'index.meta.json'), '{}');
    execFileSync(process.execPath, [join(REPO_ROOT, 'infra', 'slim-bundle.mjs'), API_ENTRY, dir]);
    return JSON.parse(readFileSync(join(dir, 'index.meta.json'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Code a cold start leaves to the first request that needs it. */
const LOADED_ON_FIRST_USE: [what: string, input: RegExp][] = [
  ['the webhook handlers', /functions\/api\/webhooks\/handlers\.ts$/],
  ['the notifications service', /functions\/notifications\/subscriptions\.ts$/],
  ['webhook signing', /node_modules\/standardwebhooks\//],
  ['sending a notification (resolver, block lists)', /functions\/notifications\/(send|address)\.ts$/],
  ['the sheet handlers', /functions\/api\/sheets\/handlers\.ts$/],
  ['the sheets service', /functions\/sheets\/operations\.ts$/],
  ['the picture handler', /functions\/api\/picture\/handlers\.ts$/],
  ['the drawing', /functions\/tables\/picture-svg\.ts$/],
  ['the line layout', /shared\/layout\//],
  ['the handlers that change tables', /functions\/api\/tables\/handlers\.ts$/],
  ['the tables lifecycle', /functions\/tables\/lifecycle\.ts$/],
  ['the move handler', /functions\/api\/moves\/handlers\.ts$/],
  ['the play service', /functions\/tables\/play\.ts$/],
  ['the computer players', /shared\/bots\/(expert|ismcts)\//],
  ['the account handlers', /functions\/api\/accounts\/handlers\.ts$/],
  ['the sign-in codes service', /functions\/accounts\/sign-in\.ts$/],
  ['the logger (the first unexpected error)', /node_modules\/@aws-lambda-powertools\/logger\//],
  ['jose (the first provider token)', /node_modules\/jose\//],
  ['the provider token checks', /functions\/accounts\/oidc-verify\.ts$/],
  ['the provider identities (the first provider sign-in)', /functions\/accounts\/identities\.ts$/],
  ['the store of score sheets', /functions\/store\/(dynamodb-sheets|formats\/sheet)\.ts$/],
  ['the store of analyses', /functions\/store\/(dynamodb-analysis|formats\/hand-analysis)\.ts$/],
  ['the store of hints', /functions\/store\/(dynamodb-hints|formats\/hint-count)\.ts$/],
  [
    'the store of webhooks and push subscriptions',
    /functions\/store\/(dynamodb-webhooks|formats\/webhook)\.ts$/,
  ],
  ['the store of quick phrases', /functions\/store\/(dynamodb-phrases|formats\/phrases)\.ts$/],
  ['the store of ratings (its reads)', /functions\/store\/dynamodb-ratings\.ts$/],
  [
    "the accounts' rare changes (devices, sign-in codes, identities)",
    /functions\/store\/dynamodb-account-changes\.ts$/,
  ],
  ["the sign-in codes' items", /functions\/store\/formats\/sign-in-code\.ts$/],
  ['the docs page', /functions\/api\/docs\/page\.ts$/],
  ['the OpenAPI document’s description', /functions\/api\/docs\/document\.ts$/],
  [
    "the answers' shapes (the first document)",
    /functions\/api\/schemas\/(table-shapes|view|follow|trains-view|fair-deal)\.ts$/,
  ],
  ['the Mexican Train match (its first table)', /shared\/engine\/games\/mexican-train\/(match|view)\.ts$/],
  ['the push handlers', /functions\/api\/push\/handlers\.ts$/],
  ['the push subscriptions', /functions\/notifications\/push-subscriptions\.ts$/],
  ['web-push (the first push attempt)', /node_modules\/web-push\//],
];

describe('cold start, the bundle', () => {
  it('loads the game routes at once, the rarely used ones and their packages on first use', () => {
    const meta = apiBundle();
    const start = new Set(loadedAtStart(meta));
    const inputsOf = (outputs: string[]) => outputs.flatMap((o) => Object.keys(meta.outputs[o].inputs));
    const atStart = inputsOf([...start]);
    const later = inputsOf(Object.keys(meta.outputs).filter((o) => !start.has(o) && !o.endsWith('.map')));

    for (const route of ['tables/routes', 'moves/routes', 'follow/routes', 'accounts/players'])
      expect(
        atStart.some((i) => i.endsWith(`functions/api/${route}.ts`)),
        route,
      ).toBe(true);
    // The goal (docs/deploy.md#cold-start, bench/bundle.ts): at most 640 KB loaded at a cold start.
    const bytesAtStart = [...start].reduce((n, o) => n + meta.outputs[o].bytes, 0);
    expect(bytesAtStart, 'bytes loaded at a cold start').toBeLessThanOrEqual(640 * 1024);
    for (const [what, input] of LOADED_ON_FIRST_USE) {
      expect(
        atStart.filter((i) => input.test(i)),
        `${what} loads at a cold start`,
      ).toEqual([]);
      expect(
        later.some((i) => input.test(i)),
        `${what} is in a chunk`,
      ).toBe(true);
    }
  }, 60_000);
});

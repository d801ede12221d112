/**
 * Problem answers in the request's language: the same refused move in English, Spanish,
 * Portuguese and French, one code; the app's own problems told the same way; English by default.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { errorHandler, problemLanguage } from '../../functions/api/problem';
import { TableError } from '../../functions/tables/errors';
import { checkMove, type MoveRejection, newMatch, parseRules } from '../../shared/engine';

/** A store no request of these tests reaches: bound to a deadline it is itself, any call fails the test. */
function unreachedStore(): Store {
  const store: Store = new Proxy({} as Store, {
    get: (_, name) =>
      name === 'until'
        ? () => store
        : () => {
            throw new Error(`the store was reached: ${String(name)}`);
          },
  });
  return store;
}

/** A real refusal of the engine: a tile the mover does not hold. */
function refusedMove(): MoveRejection {
  const st = newMatch(parseRules({ preset: 'draw', players: 2 }), { seed: 'i18n-refused' });
  for (let tile = 0; tile < 28; tile++) {
    const refused = checkMove(st, st.hand.turn, { type: 'play', tile });
    if (refused?.code === 'move/tile-not-in-hand') return refused;
  }
  throw new Error('every tile is in the mover’s hand');
}

/** The app's error path (createApp's onError and problemLanguage) around a move the engine refused. */
function moveApp(refusal: MoveRejection) {
  const app = new Hono();
  app.use('*', problemLanguage);
  app.onError(errorHandler(() => {}));
  app.post('/move', () => {
    throw new TableError(refusal.code, refusal.message);
  });
  return app;
}

async function answer(res: Response) {
  return {
    status: res.status,
    language: res.headers.get('content-language'),
    vary: res.headers.get('vary'),
    body: (await res.json()) as { code: string; title: string; detail: string; status: number },
  };
}

describe('problem answers in the request’s language', () => {
  const refusal = refusedMove();
  const tile = /^(\d-\d) is not in your hand$/.exec(refusal.message)?.[1];
  const app = moveApp(refusal);
  const ask = (acceptLanguage?: string) =>
    Promise.resolve(
      app.request('/move', {
        method: 'POST',
        headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      }),
    ).then(answer);

  it('the same refused move in four languages: one code and status, the tile named in each', async () => {
    expect(tile).toBeDefined();
    const [en, es, pt, fr] = await Promise.all([ask('en'), ask('es'), ask('pt-BR'), ask('fr')]);
    for (const a of [en, es, pt, fr]) {
      expect(a.status).toBe(422);
      expect(a.body.code).toBe('move/tile-not-in-hand');
      expect(a.body.status).toBe(422);
      expect(a.vary).toContain('Accept-Language');
    }
    expect([en.language, es.language, pt.language, fr.language]).toEqual(['en', 'es', 'pt-BR', 'fr']);
    expect(en.body).toMatchObject({
      title: 'The move is not allowed',
      detail: `${tile} is not in your hand`,
    });
    expect(es.body).toMatchObject({
      title: 'La jugada no está permitida',
      detail: `la ficha ${tile} no está en tu mano`,
    });
    expect(pt.body).toMatchObject({
      title: 'A jogada não é permitida',
      detail: `a pedra ${tile} não está na sua mão`,
    });
    expect(fr.body).toMatchObject({
      title: 'Le coup n’est pas permis',
      detail: `le domino ${tile} n’est pas dans votre main`,
    });
  });

  it('no Accept-Language, or one the server does not speak, is English', async () => {
    for (const a of [await ask(), await ask('de-DE, ja;q=0.5'), await ask('*')]) {
      expect(a.language).toBe('en');
      expect(a.body.detail).toBe(refusal.message);
    }
  });

  it('a region falls back to its language, and quality values choose', async () => {
    expect((await ask('pt-PT')).language).toBe('pt-BR');
    expect((await ask('pt')).language).toBe('pt-BR');
    expect((await ask('es-MX')).language).toBe('es');
    expect((await ask('fr-CA;q=0.4, es;q=0.9')).language).toBe('es');
  });
});

describe('the app’s own problems', () => {
  // Nothing here reaches the store: the answers come before it (no route, no token, a bad body).
  const app = createApp(defaultDeps(unreachedStore()));
  const ask = (path: string, acceptLanguage: string, init: RequestInit = {}) =>
    Promise.resolve(
      app.request(path, { ...init, headers: { ...init.headers, 'accept-language': acceptLanguage } }),
    ).then(answer);

  it('an unknown route, in Spanish, with its path in the detail', async () => {
    const a = await ask('/nothing-here', 'es-ES,es;q=0.9,en;q=0.8');
    expect(a).toMatchObject({ status: 404, language: 'es' });
    expect(a.body).toMatchObject({
      code: 'route/not-found',
      title: 'No existe ese recurso',
      detail: 'no existe el recurso GET /nothing-here',
    });
  });

  it('a missing token, in French, with WWW-Authenticate kept', async () => {
    const res = await app.request('/v1/players/me', { headers: { 'accept-language': 'fr' } });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    const a = await answer(res);
    expect(a).toMatchObject({ status: 401, language: 'fr' });
    expect(a.body).toMatchObject({
      code: 'auth/missing-token',
      title: 'Un jeton porteur est nécessaire',
      detail: 'envoyez Authorization: Bearer <token>',
    });
  });

  it('a method the path does not take, in Portuguese, with Allow kept', async () => {
    const res = await app.request('/v1/players/me', { method: 'PUT', headers: { 'accept-language': 'pt' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBeTruthy();
    const a = await answer(res);
    expect(a.language).toBe('pt-BR');
    expect(a.body.code).toBe('route/method-not-allowed');
    expect(a.body.title).toBe('O recurso não aceita este método');
    expect(a.body.detail).toMatch(/^\/v1\/players\/me não aceita PUT: aceita /);
  });

  it('a detail the catalog does not know keeps its English; the title is still told', async () => {
    const unknown = moveApp({
      code: 'move/tile-not-in-hand',
      message: 'a refusal no template knows',
    } as MoveRejection);
    const res = await unknown.request('/move', { method: 'POST', headers: { 'accept-language': 'es' } });
    const a = await answer(res);
    expect(a).toMatchObject({ status: 422, language: 'es' });
    expect(a.body.title).toBe('La jugada no está permitida');
    expect(a.body.detail).toBe('a refusal no template knows');
  });

  it('an answer that is no problem carries no Content-Language', async () => {
    const res = await app.request('/openapi.json', { headers: { 'accept-language': 'es' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBeNull();
  });
});

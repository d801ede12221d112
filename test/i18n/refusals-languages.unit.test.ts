/**
 * The refusals issue 37 left in English, told in Spanish, Portuguese and French: a body zod
 * refuses (each issue's message, its path kept), a provider token the sign-in checks refuse, and
 * an event's settings; one code and status in every language, English as it was.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { errorHandler, problemLanguage } from '../../functions/api/problem';
import { createEvent, type EventContext } from '../../functions/events/operations';

/** A store no request of these tests reaches: any call fails the test. */
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

interface Answer {
  status: number;
  language: string | null;
  body: { code: string; title: string; detail: string; errors?: { path: string; message: string }[] };
}

async function answer(res: Response): Promise<Answer> {
  const body = (await res.json()) as Answer['body'];
  return { status: res.status, language: res.headers.get('content-language'), body };
}

const LANGUAGES = ['en', 'es', 'pt-BR', 'fr'] as const;

/** The same request in each language; the answers by language. */
async function inEach(ask: (language: string) => Promise<Response>): Promise<Record<string, Answer>> {
  const answers = await Promise.all(LANGUAGES.map(async (l) => answer(await ask(l))));
  return Object.fromEntries(LANGUAGES.map((l, i) => [l, answers[i]]));
}

/** One code and status in every language, each answer in its own. */
function expectOneRefusal(answers: Record<string, Answer>, code: string, status: number) {
  for (const l of LANGUAGES) {
    expect(answers[l]).toMatchObject({ status, language: l, body: { code } });
  }
}

const issuer = 'https://id.example.com';
const app = createApp(defaultDeps(unreachedStore(), { oidcIssuers: [{ issuer, audience: ['dominoes'] }] }));

const base64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (header: object, claims: object) => `${base64url(header)}.${base64url(claims)}.c2lnbmF0dXJl`;

describe('a body zod refuses', () => {
  const signUp = (language: string) =>
    Promise.resolve(
      app.request('/v1/players', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ name: 42, colour: 'blue' }),
      }),
    );

  it('in three languages: one code, the same paths, each issue told in the language', async () => {
    const a = await inEach(signUp);
    expectOneRefusal(a, 'request/validation', 400);
    expect(a.en.body.detail).toBe(
      'body.name: Invalid input: expected string, received number; body: Unrecognized key: "colour"',
    );
    expect(a.es.body.detail).toBe(
      'body.name: Entrada no válida: se esperaba string, se recibió number; body: Clave no reconocida: "colour"',
    );
    expect(a['pt-BR'].body.detail).toBe(
      'body.name: Entrada inválida: esperava-se string, veio number; body: Chave não reconhecida: "colour"',
    );
    expect(a.fr.body.detail).toBe(
      'body.name: Entrée invalide : string attendu, number reçu; body: Clé non reconnue : "colour"',
    );
    const paths = a.en.body.errors!.map((e) => e.path);
    for (const l of LANGUAGES) {
      expect(a[l].body.errors!.map((e) => e.path)).toEqual(paths);
      // The detail is its issues, as in English.
      expect(a[l].body.detail).toBe(a[l].body.errors!.map((e) => `${e.path}: ${e.message}`).join('; '));
    }
  });

  it('a count in a message agrees with it', async () => {
    const rename = (language: string) =>
      Promise.resolve(
        app.request('/v1/players', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': language },
          body: JSON.stringify({ name: 'A'.repeat(41) }),
        }),
      );
    const a = await inEach(rename);
    expectOneRefusal(a, 'request/validation', 400);
    expect(a.en.body.errors?.[0]).toEqual({
      path: 'body.name',
      message: 'Too big: expected string to have <=40 characters',
    });
    expect(a.es.body.errors?.[0].message).toBe('Demasiado largo: se esperaba como mucho 40 caracteres');
    expect(a['pt-BR'].body.errors?.[0].message).toBe('Longo demais: esperava-se no máximo 40 caracteres');
    expect(a.fr.body.errors?.[0].message).toBe('Trop long : au plus 40 caractères attendus');
  });
});

describe('a body that is no JSON', () => {
  it('is said so in three languages, Hono’s words told', async () => {
    const a = await inEach((language) =>
      Promise.resolve(
        app.request('/v1/players', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': language },
          body: '{"name": ',
        }),
      ),
    );
    expectOneRefusal(a, 'request/malformed-json', 400);
    expect(a.en.body.detail).toBe('Malformed JSON in request body');
    expect(a.es.body.detail).toBe('JSON mal formado en el cuerpo de la solicitud');
    expect(a['pt-BR'].body.detail).toBe('JSON malformado no corpo da requisição');
    expect(a.fr.body.detail).toBe('JSON mal formé dans le corps de la requête');
  });
});

describe('a provider token the sign-in checks refuse', () => {
  const me = (token: string) => (language: string) =>
    Promise.resolve(
      app.request('/v1/players/me', {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      }),
    );

  it('an unsigned token, in three languages', async () => {
    const a = await inEach(me(jwt({ alg: 'none' }, { iss: issuer, sub: 'ana' })));
    expectOneRefusal(a, 'auth/unsigned-token', 401);
    expect(a.en.body.detail).toBe('an unsigned token (alg: none) proves nothing');
    expect(a.es.body.detail).toBe('un token sin firma (alg: none) no prueba nada');
    expect(a['pt-BR'].body.detail).toBe('um token sem assinatura (alg: none) não prova nada');
    expect(a.fr.body.detail).toBe('un jeton non signé (alg: none) ne prouve rien');
  });

  it('an issuer the service does not accept, named in each language', async () => {
    const a = await inEach(me(jwt({ alg: 'RS256' }, { iss: 'https://evil.example', sub: 'ana' })));
    expectOneRefusal(a, 'auth/unknown-issuer', 401);
    expect(a.en.body.detail).toBe('the issuer "https://evil.example" is not one this service accepts');
    expect(a.es.body.detail).toBe('el emisor "https://evil.example" no es uno que este servicio acepte');
    expect(a['pt-BR'].body.detail).toBe('o emissor "https://evil.example" não é um que este serviço aceite');
    expect(a.fr.body.detail).toBe(
      'l’émetteur "https://evil.example" n’est pas un de ceux que ce service accepte',
    );
  });

  it('an algorithm not allowed, its list kept', async () => {
    const a = await inEach(me(jwt({ alg: 'HS256' }, { iss: issuer, sub: 'ana' })));
    expectOneRefusal(a, 'auth/algorithm-not-allowed', 401);
    expect(a.en.body.detail).toMatch(/^alg "HS256" is not one of RS256/);
    expect(a.es.body.detail).toMatch(/^alg "HS256" no es uno de RS256/);
    expect(a['pt-BR'].body.detail).toMatch(/^alg "HS256" não está entre RS256/);
    expect(a.fr.body.detail).toMatch(/^alg "HS256" n’est pas parmi RS256/);
  });
});

describe('an event’s settings refused', () => {
  /** The app's error path around createEvent: its settings are refused before the store. */
  const eventApp = new Hono();
  eventApp.use('*', problemLanguage);
  eventApp.onError(errorHandler(() => {}));
  const ctx: EventContext = {
    store: unreachedStore(),
    now: () => new Date('2026-12-06T10:00:00Z'),
    newId: () => 'e1',
    randomSeed: () => 'seed',
  };
  eventApp.post('/events/:format', async (c) => {
    const format = c.req.param('format') as 'swiss' | 'elimination';
    await createEvent(
      ctx,
      { id: 'p1', name: 'Ana' } as Parameters<typeof createEvent>[1],
      {
        name: 'Friday',
        game: 'draw2',
        pace: 'live',
        format,
        rounds: format === 'swiss' ? 99 : 3,
        minPlayers: 2,
        maxPlayers: 8,
        startAt: null,
        rated: true,
        visibility: 'public',
        duplicate: false,
        roundSeconds: 600,
      } as Parameters<typeof createEvent>[2],
      { join: false },
    );
    return c.text('made');
  });
  const post = (format: string) => (language: string) =>
    Promise.resolve(
      eventApp.request(`/events/${format}`, { method: 'POST', headers: { 'accept-language': language } }),
    );

  it('a Swiss event with too many rounds, in three languages', async () => {
    const a = await inEach(post('swiss'));
    expectOneRefusal(a, 'event/bad-settings', 422);
    expect(a.en.body.detail).toBe('a Swiss event needs rounds, 1..20');
    expect(a.es.body.detail).toBe('un torneo suizo necesita rondas, de 1 a 20');
    expect(a['pt-BR'].body.detail).toBe('um torneio suíço precisa de rodadas, de 1 a 20');
    expect(a.fr.body.detail).toBe('un tournoi suisse a besoin de rondes, de 1 à 20');
  });

  it('an elimination given rounds: the format named as the API spells it', async () => {
    const a = await inEach(post('elimination'));
    expectOneRefusal(a, 'event/bad-settings', 422);
    expect(a.en.body.detail).toBe("a elimination event's rounds follow from its entrants");
    expect(a.es.body.detail).toBe(
      'en un torneo con format elimination, las rondas dependen de los inscritos',
    );
    expect(a.fr.body.detail).toBe('dans un tournoi au format elimination, les rondes découlent des inscrits');
  });
});

/**
 * Names over HTTP: refused with a clear problem when they hold what shows as nothing (or as
 * something else), kept composed (NFC), and at one table, names that look alike are told apart
 * for the people seated (`nameMark`, and "Ana (2)" in the picture), whatever their script.
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp } from '../support/api';
import { expectOk, type Schemas, sendUndocumented, textOf, typedClient } from '../support/client';

const app = testApp();

const signUpRaw = (name: string) => sendUndocumented(app, 'POST', '/v1/players', { body: { name } });

describe('a player name', () => {
  it('refuses invisible, tag and private-use characters and unpaired surrogates, saying which', async () => {
    const refused: [string, RegExp][] = [
      ['A\u200Bna', /invisible formatting characters/],
      ['Ana\u00AD', /invisible formatting characters/],
      ['A\u{E0041}na', /tag characters/],
      ['a\uD800b', /surrogate/],
      ['Ana\uE000', /private-use/],
      // Refused already, still refused.
      ['Ana\u202Eb', /control characters/],
      ['Ana\u2028Ben', /control characters/],
    ];
    for (const [name, detail] of refused) {
      const r = await signUpRaw(name);
      expect(
        [r.response.status, r.response.headers.get('content-type'), r.error?.code],
        JSON.stringify(name),
      ).toEqual([400, 'application/problem+json', 'request/validation']);
      expect(r.error?.detail, JSON.stringify(name)).toMatch(detail);
      expect(r.error?.errors?.[0]?.path).toBe('body.name');
    }
  });

  it('is kept composed (NFC), in any script', async () => {
    const jose = await expectOk(typedClient(app).POST('/v1/players', { body: { name: 'Jose\u0301' } }), 201);
    const me = await expectOk(typedClient(app, jose.token).GET('/v1/players/me'));
    expect(me.name).toBe('José');
    expect(me.name.length).toBe(4);
    for (const name of ['Иван', 'Σοφία', 'می\u200Cخواهم', '👨\u200D👩\u200D👧']) {
      expect((await signUpRaw(name)).response.status, name).toBe(201);
    }
  });
});

describe('names that look alike at one table', () => {
  it('are told apart for the people seated: nameMark in the seats, "Ana (2)" in the picture', async () => {
    const latin = await signUp(app, 'Ana');
    const cyrillic = await signUp(app, 'Аna'); // Cyrillic А
    const ben = await signUp(app, 'Ben');
    const t = await expectOk(
      typedClient(app, latin.token).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 3 }, visibility: 'public' },
      }),
      201,
    );
    for (const p of [cyrillic, ben]) {
      await expectOk(
        typedClient(app, p.token).POST('/v1/tables/{id}/seats', { params: { path: { id: t.code } } }),
      );
    }
    for (const viewer of [latin, cyrillic, ben]) {
      const seen = await expectOk(
        typedClient(app, viewer.token).GET('/v1/tables/{id}', { params: { path: { id: t.id } } }),
      );
      const persons = seen.seats.filter(
        (s: Schemas['Seat']) => s.kind === 'person',
      ) as Schemas['PersonSeat'][];
      expect(persons.map((s) => [s.name, s.nameMark])).toEqual([
        ['Ana', 1],
        ['Аna', 2],
        ['Ben', undefined],
      ]);
    }
    const picture = typedClient(app).GET('/v1/tables/{id}/picture.svg', {
      params: { path: { id: t.id } },
      parseAs: 'text',
    });
    const svg = await textOf(picture);
    expect(svg).toContain('>Ana (1)<');
    expect(svg).toContain('>Аna (2)<');
    expect(svg).toContain('>Ben<');
  });

  it('a table whose names all look different marks nobody', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ann')]);
    const t = await expectOk(
      typedClient(app, a.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const joined = await expectOk(
      typedClient(app, b.token).POST('/v1/tables/{id}/seats', { params: { path: { id: t.code } } }),
    );
    expect(joined.seats.map((s: Schemas['Seat']) => ('nameMark' in s ? s.nameMark : undefined))).toEqual([
      undefined,
      undefined,
    ]);
  });
});

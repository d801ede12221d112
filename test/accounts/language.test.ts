/**
 * A player's language, stored with the player: asked for at sign-up or taken from Accept-Language,
 * changed with PATCH /v1/players/me, read back on every device; its item is format version 3.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { playerKey } from '../../functions/store/formats/player';
import { testApp } from '../support/api';
import { expectOk, expectProblem, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';

const app = testApp();
const open = typedClient(app);

/** Signs up with these headers and body; the new player's token and id. */
async function signUpWith(
  body: { name: string; language?: 'en' | 'es' | 'pt-BR' | 'fr' },
  acceptLanguage?: string,
) {
  const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
  return expectOk(open.POST('/v1/players', { body, headers }), 201);
}

const languageOf = async (token: string) =>
  (await expectOk(typedClient(app, token).GET('/v1/players/me'))).language;

describe('a player’s language', () => {
  it('comes from Accept-Language at sign-up, or from the body, which wins; English without either', async () => {
    const [ana, ben, cai, dee] = await Promise.all([
      signUpWith({ name: 'Ana' }, 'es-MX,es;q=0.9,en;q=0.5'),
      signUpWith({ name: 'Ben' }, 'pt'),
      signUpWith({ name: 'Cai', language: 'fr' }, 'es'),
      signUpWith({ name: 'Dee' }),
    ]);
    expect(await languageOf(ana.token)).toBe('es');
    expect(await languageOf(ben.token)).toBe('pt-BR');
    expect(await languageOf(cai.token)).toBe('fr');
    expect(await languageOf(dee.token)).toBe('en');
  });

  it('is changed with PATCH /v1/players/me, alone or with the name, and read back', async () => {
    const ana = await signUpWith({ name: 'Ana' }, 'es');
    const me = typedClient(app, ana.token);
    expect(await expectOk(me.PATCH('/v1/players/me', { body: { language: 'pt-BR' } }))).toEqual({
      playerId: ana.playerId,
      name: 'Ana',
      language: 'pt-BR',
    });
    expect(await languageOf(ana.token)).toBe('pt-BR');
    // A rename alone keeps the language; both at once set both.
    expect(await expectOk(me.PATCH('/v1/players/me', { body: { name: 'Ana B' } }))).toMatchObject({
      name: 'Ana B',
      language: 'pt-BR',
    });
    expect(
      await expectOk(me.PATCH('/v1/players/me', { body: { name: 'Ana', language: 'fr' } })),
    ).toMatchObject({
      name: 'Ana',
      language: 'fr',
    });
    expect(await expectOk(me.GET('/v1/players/me'))).toMatchObject({ name: 'Ana', language: 'fr' });

    // Stored on the player's item, which a language makes format version 3.
    const db = testDynamoDb();
    const item = await db.documentClient.send(
      new GetCommand({ TableName: db.tableName, Key: playerKey(ana.playerId) }),
    );
    expect(item.Item).toMatchObject({ language: 'fr', fv: 3, name: 'Ana' });
  });

  it('a rename on one device and a language on another, at once: each write sets only its own field', async () => {
    const ana = await signUpWith({ name: 'Ana' }, 'es');
    const phone = typedClient(app, ana.token);
    const { code } = await expectOk(phone.POST('/v1/players/me/sign-in-codes'), 201);
    const other = await expectOk(open.POST('/v1/players/sign-in', { body: { code } }));
    const laptop = typedClient(app, other.token);
    for (let round = 0; round < 5; round++) {
      const [name, language] = [`Ana ${round}`, (['fr', 'pt-BR'] as const)[round % 2]];
      await Promise.all([
        expectOk(phone.PATCH('/v1/players/me', { body: { name } })),
        expectOk(laptop.PATCH('/v1/players/me', { body: { language } })),
      ]);
      expect(await expectOk(phone.GET('/v1/players/me'))).toMatchObject({ name, language });
    }
  });

  it('refuses a language the server does not speak, and a change of nothing', async () => {
    const ana = await signUpWith({ name: 'Ana' });
    const me = typedClient(app, ana.token);
    await expectProblem(
      me.PATCH('/v1/players/me', { body: { language: 'de' as 'fr' } }),
      400,
      'request/validation',
    );
    await expectProblem(me.PATCH('/v1/players/me', { body: {} }), 400, 'request/validation');
    await expectProblem(
      open.POST('/v1/players', { body: { name: 'Bo', language: 'xx' as 'fr' } }),
      400,
      'request/validation',
    );
    expect(await languageOf(ana.token)).toBe('en');
  });
});

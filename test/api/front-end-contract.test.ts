/**
 * What a front end built from the OpenAPI document relies on: a move is one of two shapes (so
 * generated types refuse `{}`), a seat is a union by `kind`, computer players have names, and
 * a tile may be sent in either order ("1-0" is "0-1") wherever a client sends one.
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp } from '../support/api';
import {
  expectOk,
  lineView,
  openApiDocument,
  type Schemas,
  sendUndocumented,
  typedClient,
} from '../support/client';
import { startTable } from '../support/play';

const app = testApp();

const schemas = async () => (await openApiDocument(app)).components.schemas;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const flip = (tile: string) => tile.split('-').reverse().join('-');

describe('the document', () => {
  it('a move is a legal move as the view lists it, play {tile, end} or draw {draw: true}, or a train move', async () => {
    const s = await schemas();
    const body = await openApiDocument(app);
    const move = body.paths['/v1/tables/{id}/moves'].post.requestBody!.content['application/json'].schema;
    expect(move).toEqual(ref('Move'));
    const variants = s.Move.anyOf ?? s.Move.oneOf;
    expect(variants).toEqual([
      ref('PlayMove'),
      ref('DrawMove'),
      ref('LegalPlayMove'),
      ref('LegalDrawMove'),
      ref('TrainPlayMove'),
      ref('TrainStopMove'),
    ]);
    // A Mexican Train move (docs/rules.md#mexican-train) names a train where a line play names an
    // end; both shapes are closed, so a client tells them apart by `train`.
    expect(s.TrainPlayMove).toMatchObject({ additionalProperties: false });
    expect([...s.TrainPlayMove.required!].sort()).toEqual(['tile', 'train', 'type']);
    expect(Object.keys(s.TrainPlayMove.properties!).sort()).toEqual(['tile', 'train', 'type', 'version']);
    expect(s.TrainStopMove).toMatchObject({ required: ['type'], additionalProperties: false });
    expect(Object.keys(s.TrainStopMove.properties!).sort()).toEqual(['type', 'version']);
    expect(s.LegalPlayMove).toMatchObject({ additionalProperties: false });
    expect(Object.keys(s.LegalPlayMove.properties!).sort()).toEqual(['end', 'tile', 'type', 'version']);
    expect(Object.keys(s.LegalDrawMove.properties!).sort()).toEqual(['type', 'version']);
    expect(s.LegalDrawMove).toMatchObject({ required: ['type'], additionalProperties: false });
    expect(s.PlayMove).toMatchObject({ required: ['tile'], additionalProperties: false });
    expect(Object.keys(s.PlayMove.properties!).sort()).toEqual(['end', 'tile', 'version']);
    expect(s.DrawMove).toMatchObject({ required: ['draw'], additionalProperties: false });
    const draw = s.DrawMove.properties!.draw;
    expect(draw.type).toBe('boolean');
    expect(draw.const ?? draw.enum).toEqual(draw.const === undefined ? [true] : true);
    expect(Object.keys(s.DrawMove.properties!).sort()).toEqual(['draw', 'version']);
  });

  it('a seat is open, person or computer, told apart by kind; a computer has a name', async () => {
    const s = await schemas();
    expect(s.Seat.oneOf).toEqual([ref('OpenSeat'), ref('PersonSeat'), ref('ComputerSeat')]);
    expect(s.Seat.discriminator!.propertyName).toBe('kind');
    expect(s.ComputerSeat.required).toEqual(expect.arrayContaining(['seat', 'kind', 'level', 'name']));
    expect(s.PersonSeat.required).toEqual(expect.arrayContaining(['seat', 'kind', 'name', 'playerId']));
  });

  it('tiles sent are TileInput (either order, said so); tiles answered are Tile (lower number first)', async () => {
    const s = await schemas();
    const tileProperty = s.PlayMove.properties!.tile;
    expect(tileProperty.$ref ?? tileProperty.allOf?.[0]?.$ref).toBe('#/components/schemas/TileInput');
    expect(s.TileInput.description).toMatch(/either order/);
    expect(JSON.stringify(s.FixedDeal)).toContain('#/components/schemas/TileInput');
    expect(JSON.stringify(s.FixedDeal)).not.toContain('#/components/schemas/Tile"');
    const tile = new RegExp(s.Tile.pattern!);
    expect(['0-0', '0-6', '3-5', '6-6', '9-9', '7-12', '12-12'].every((t) => tile.test(t))).toBe(true);
    expect(['1-0', '6-5', '12-9', '13-13', '3-'].some((t) => tile.test(t))).toBe(false);
  });
});

describe('the API', () => {
  it('refuses a move that is neither shape, saying what a move is', async () => {
    const a = await signUp(app, 'Ana');
    const b = await signUp(app, 'Ben');
    const t = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const moves = `/v1/tables/${t.id}/moves`;
    // Neither shape: the document's types refuse these bodies, so they go untyped on purpose.
    for (const body of [{}, { tile: '1-2', draw: true }, { draw: false }]) {
      const r = await sendUndocumented(app, 'POST', moves, { token: a.token, body });
      expect(r.response.status, JSON.stringify(body)).toBe(400);
      expect(r.error?.code).toBe('request/validation');
    }
    const empty = await sendUndocumented(app, 'POST', moves, { token: a.token, body: {} });
    expect(empty.error?.detail).toMatch(/legal move as the view lists it.*or draw: true/);
    const after = await expectOk(
      typedClient(app, a.token).GET('/v1/tables/{id}', { params: { path: { id: t.id } } }),
    );
    expect(after.version).toBe(t.version);
  });

  it('takes tiles in either order in a fixed deal and in moves, and answers them lower first', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const hands = [
      ['6-6', '6-5', '5-4', '3-1', '2-0', '6-2', '4-3'],
      ['5-5', '6-4', '5-3', '2-1', '1-0', '6-1', '3-2'],
    ];
    const t = await startTable(app, a, [b], {
      rules: { preset: 'draw', players: 2 },
      deal: { hands, opener: 0 },
    });
    const ordered = (tiles: string[]) => tiles.map((x) => x.split('-').sort().join('-')).sort();
    expect([...t.view!.hand!].sort()).toEqual(ordered(hands[0]));
    const players = [a, b];
    const at = { params: { path: { id: t.id } } };
    let sentFlipped = 0;
    for (let i = 0; i < 6 && sentFlipped < 2; i++) {
      const table = await expectOk(typedClient(app, a.token).GET('/v1/tables/{id}', at));
      const seat = table.turn!.seat;
      const asSeat = typedClient(app, players[seat].token);
      const me = await expectOk(asSeat.GET('/v1/tables/{id}', at));
      const play = lineView(me).legalMoves!.find((m) => m.type === 'play');
      if (!play) break;
      const sent = flip(play.tile);
      if (sent !== play.tile) sentFlipped++;
      const moved = await expectOk(
        asSeat.POST('/v1/tables/{id}/moves', {
          ...at,
          body: { tile: sent, end: play.end, version: me.version },
        }),
      );
      expect(lineView(moved).line.map((l: { tile: string }) => l.tile)).toContain(play.tile);
      expect(moved.view!.hand).not.toContain(play.tile);
    }
    expect(sentFlipped).toBe(2);
  });

  it('takes a legal move exactly as the view lists it, plus the version, to the end of a hand', async () => {
    const a = await signUp(app, 'Ana');
    const t = await startTable(app, a, [], {
      rules: { preset: 'draw', players: 2, maxHands: 1 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
    });
    const at = { params: { path: { id: t.id } } };
    const asA = typedClient(app, a.token);
    const sent = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const me = await expectOk(asA.GET('/v1/tables/{id}', at));
      if (me.status !== 'playing') break;
      const legal = lineView(me).legalMoves!;
      const move = legal.find((m) => m.type === 'draw') ?? legal[0];
      sent.add(move.type);
      await expectOk(asA.POST('/v1/tables/{id}/moves', { ...at, body: { ...move, version: me.version } }));
    }
    const done = await expectOk(asA.GET('/v1/tables/{id}', at));
    expect(done.status).toBe('over');
    expect(sent.has('play')).toBe(true);
  });

  it('names computer players by level, numbered when a table has two of one; the same on every read', async () => {
    const a = await signUp(app, 'Ana');
    const asA = typedClient(app, a.token);
    const created = await expectOk(
      asA.POST('/v1/tables', {
        body: {
          rules: { preset: 'allFives', players: 4 },
          seats: [
            { kind: 'person' },
            { kind: 'computer', level: 'greedy' },
            { kind: 'computer', level: 'expert' },
            { kind: 'computer', level: 'greedy' },
          ],
        },
      }),
      201,
    );
    const names = (seats: Schemas['Seat'][]) => seats.map((s) => (s.kind === 'open' ? undefined : s.name));
    const expected = ['Ana', 'Greedy computer 1', 'Expert computer', 'Greedy computer 2'];
    expect(names(created.seats)).toEqual(expected);
    const at = { params: { path: { id: created.id } } };
    const started = await expectOk(asA.POST('/v1/tables/{id}/start', at));
    expect(names(started.seats)).toEqual(expected);
    const again = await expectOk(asA.GET('/v1/tables/{id}', at));
    expect(names(again.seats)).toEqual(expected);
    expect(again.seats[2]).toEqual({
      seat: 2,
      kind: 'computer',
      level: 'expert',
      name: 'Expert computer',
    });
  });
});

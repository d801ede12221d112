/**
 * GET /v1/tables/{id}/hands/{n}/analysis on DynamoDB Local: a fixed deal played through HTTP to
 * the hand's end, then its analysis, as each seat and others may read it; refused before the
 * hand ends and to strangers; the same answer twice, computed once and stored.
 */
import '@hono/zod-openapi';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handAnalysisFormat } from '../../functions/store/formats/hand-analysis';
import type { HandAnalysis } from '../../shared/analysis';
import { EV_DRAW, EV_PLAY, evTile, evType, nextInt, seedState, tileName, tilesOf } from '../../shared/engine';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, lineView, type Schemas, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { expectNoneShown, moveOf, startTable } from '../support/play';

const store = testStore();
const app = testApp({}, store);

const analysisOf = (on: App, token: string | undefined, id: string, n: number) =>
  typedClient(on, token).GET('/v1/tables/{id}/hands/{n}/analysis', { params: { path: { id, n } } });

/** A line hand's review (the answer's `game: 'line'`): a Mexican Train round's is another shape. */
async function lineReview(answer: ReturnType<typeof analysisOf>) {
  const review = await expectOk(answer);
  if (review.game !== 'line') throw new Error(`a ${review.game} review where a line hand's was due`);
  return review;
}

/**
 * Block, two players, five tiles each, seat 0 leads (test/analysis/analyse.slow.test.ts's hand): after
 * 3-6, 5-6, 2-5, 2-2, 1-2, 1-4 seat 0 cannot play; seat 1 holds 4-4 and 4-6. 4-4 first wins the
 * hand; 4-6 first blocks it, and seat 1's 8 pips lose to seat 0's 2: the blunder played here.
 */
const HANDS = [
  ['0-0', '1-1', '1-2', '2-5', '3-6'],
  ['1-4', '2-2', '4-4', '4-6', '5-6'],
];
const PLAYS: [seat: number, tile: string, end: number][] = [
  [0, '3-6', 0],
  [1, '5-6', 1],
  [0, '2-5', 1],
  [1, '2-2', 1],
  [0, '1-2', 1],
  [1, '1-4', 1],
  [1, '4-6', 1],
];
const DEALT = new Set(HANDS.flat());
/** The tiles nobody was dealt (Block has no draws): no reader ever saw one. */
const NEVER_SEEN = new Set(Array.from({ length: 28 }, (_, t) => tileName(t)).filter((t) => !DEALT.has(t)));

async function blunderTable(visibility: 'public' | 'private', target?: number) {
  const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
  const t = await startTable(app, a, [b], {
    rules: { preset: 'block', players: 2, handSize: 5, ...(target && { target }) },
    deal: { hands: HANDS, opener: 0 },
    visibility,
  });
  return { a, b, players: [a, b], id: t.id };
}

/** Plays PLAYS through HTTP (seat 0's pass comes by itself): the first hand ends with the last. */
async function playTheHand(id: string, players: TestPlayer[]): Promise<Schemas['Table']> {
  let table: Schemas['Table'] | undefined;
  for (const [seat, tile, end] of PLAYS) {
    const client = typedClient(app, players[seat].token);
    const me = await expectOk(client.GET('/v1/tables/{id}', { params: { path: { id } } }));
    expect(me.turn?.seat).toBe(seat);
    const move = lineView(me).legalMoves!.find((m) => m.type === 'play' && m.tile === tile && m.end === end);
    expect(move, `${tile} on end ${end}`).toBeDefined();
    table = await expectOk(
      client.POST('/v1/tables/{id}/moves', {
        params: { path: { id } },
        body: { ...moveOf(move!), version: me.version },
      }),
    );
  }
  return table!;
}

type Step = HandAnalysis['steps'][number];
const judged = (a: HandAnalysis) =>
  a.steps.filter((s): s is Exclude<Step, { type: 'pass' }> => s.type !== 'pass' && s.review !== null);

describe('a hand’s analysis', () => {
  it('is refused before the hand ends, then names the blunder and the better move to each seat', async () => {
    const { a, b, players, id } = await blunderTable('public');
    await expectProblem(analysisOf(app, a.token, id, 1), 409, 'analysis/hand-not-over');
    // Played up to the blunder, the hand is still on.
    const before = PLAYS.slice(0, -1);
    for (const [seat, tile, end] of before) {
      const client = typedClient(app, players[seat].token);
      const me = await expectOk(client.GET('/v1/tables/{id}', { params: { path: { id } } }));
      const move = lineView(me).legalMoves!.find(
        (m) => m.type === 'play' && m.tile === tile && m.end === end,
      )!;
      await expectOk(
        client.POST('/v1/tables/{id}/moves', {
          params: { path: { id } },
          body: { ...moveOf(move), version: me.version },
        }),
      );
    }
    const refused = await expectProblem(analysisOf(app, b.token, id, 1), 409, 'analysis/hand-not-over');
    expect(refused.detail).toMatch(/still being played/);
    const [seat, tile, end] = PLAYS.at(-1)!;
    const client = typedClient(app, players[seat].token);
    const me = await expectOk(client.GET('/v1/tables/{id}', { params: { path: { id } } }));
    const move = lineView(me).legalMoves!.find((m) => m.type === 'play' && m.tile === tile && m.end === end)!;
    const after = await expectOk(
      client.POST('/v1/tables/{id}/moves', {
        params: { path: { id } },
        body: { ...moveOf(move), version: me.version },
      }),
    );
    // The match goes on to hand 2: hand 1 is readable, hand 2 is not, hand 3 is not dealt.
    expect(after.status).toBe('playing');
    expect(lineView(after).lastHand?.handNo).toBe(1);

    const asBen = await lineReview(analysisOf(app, b.token, id, 1));
    expect(asBen.seat).toBe(1);
    expect(asBen.handNo).toBe(1);
    const blunder = judged(asBen.analysis).find((s) => s.type === 'play' && s.tile === '4-6')!;
    expect(blunder.seat).toBe(1);
    expect(blunder.review!.verdict).toBe('blunder');
    const best = blunder.review!.moves[blunder.review!.best].move;
    expect(best).toEqual({ type: 'play', tile: '4-4', end: 1 });
    expect(blunder.review!.moves[blunder.review!.exactBest!].move).toEqual(best);
    expect(asBen.analysis.seats[1].verdicts.blunder).toBeGreaterThanOrEqual(1);
    expect(asBen.analysis.seats[1].accuracy).toBeLessThan(100);
    // Each seat's cut: its own dealt hand, never the other's; no tile nobody was dealt.
    expect(asBen.analysis.dealt[1]?.slice().sort()).toEqual(HANDS[1].slice().sort());
    expect(asBen.analysis.dealt[0]).toBeNull();
    expectNoneShown(asBen, NEVER_SEEN);
    const asAna = await lineReview(analysisOf(app, a.token, id, 1));
    expect(asAna.seat).toBe(0);
    expect(asAna.analysis.dealt[1]).toBeNull();
    expect(asAna.analysis.dealt[0]?.slice().sort()).toEqual(HANDS[0].slice().sort());
    expectNoneShown(asAna, NEVER_SEEN);
    // The same verdicts to both: the cut hides tiles, it changes no judgement.
    expect(judged(asAna.analysis).map((s) => s.review)).toEqual(judged(asBen.analysis).map((s) => s.review));

    await expectProblem(analysisOf(app, a.token, id, 2), 409, 'analysis/hand-not-over');
    await expectProblem(analysisOf(app, a.token, id, 3), 404, 'analysis/no-such-hand');
    // A spectator of a public match in play sees nothing more than the spectator view.
    const watcher = await signUp(app, 'Cy');
    await expectProblem(analysisOf(app, watcher.token, id, 1), 403, 'analysis/match-in-play');
    await expectProblem(analysisOf(app, undefined, id, 1), 403, 'analysis/match-in-play');
  });

  it('is a private table’s players’ alone', async () => {
    const { a, players, id } = await blunderTable('private');
    await playTheHand(id, players);
    await lineReview(analysisOf(app, a.token, id, 1));
    const stranger = await signUp(app, 'Dee');
    await expectProblem(analysisOf(app, stranger.token, id, 1), 403, 'table/not-seated');
    await expectProblem(analysisOf(app, undefined, id, 1), 401, 'auth/missing-token');
  });

  it('is anyone’s once a public match is over, cut as a spectator’s', async () => {
    const { players, id } = await blunderTable('public', 1);
    const over = await playTheHand(id, players);
    expect(over.status).toBe('over');
    const anyone = await lineReview(analysisOf(app, undefined, id, 1));
    expect(anyone.seat).toBeNull();
    expect(anyone.analysis.dealt).toEqual([null, null]);
    expectNoneShown(anyone, NEVER_SEEN);
    const watcher = await signUp(app, 'Eve');
    expect((await lineReview(analysisOf(app, watcher.token, id, 1))).analysis).toEqual(anyone.analysis);
  });

  it('gives the same answer twice, computed once and stored', async () => {
    const { a, players, id } = await blunderTable('private');
    await playTheHand(id, players);
    expect(await store.findHandAnalysis(id, 1)).toBeNull();
    const first = await lineReview(analysisOf(app, a.token, id, 1));
    const stored = await store.findHandAnalysis(id, 1);
    expect(stored).not.toBeNull();
    // The whole analysis is stored (every seat's dealt hand); the answer is seat 0's cut of it.
    expect(stored!.dealt.map((d) => d?.slice().sort())).toEqual(HANDS.map((h) => h.slice().sort()));
    expect({ ...stored!, dealt: [stored!.dealt[0], null] }).toEqual(first.analysis);
    expect(await lineReview(analysisOf(app, a.token, id, 1))).toEqual(first);
    // A second request reads the item, never computes again: one changed in the store is answered.
    const marked = { ...stored!, seats: stored!.seats.map((s) => ({ ...s, accuracy: 12.5 })) };
    const db = testDynamoDb();
    await db.documentClient.send(
      new PutCommand({
        TableName: db.tableName,
        Item: handAnalysisFormat.encode({ tableId: id, analysis: marked, expiresAt: 2_000_000_000 }),
      }),
    );
    const again = await lineReview(analysisOf(app, a.token, id, 1));
    expect(again.analysis.seats.map((s) => s.accuracy)).toEqual([12.5, 12.5]);
    // A second store write of the same hand writes nothing.
    expect(await store.putHandAnalysis(id, stored!, new Date().toISOString())).toBe(false);
  });

  it('of a Draw hand names no tile never drawn to anyone, and another seat’s draws to no one', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Fay'), signUp(app, 'Gus')]);
    const players = [a, b];
    const t = await startTable(app, a, [b], {
      rules: { preset: 'draw', players: 2 },
      seed: 'analysis-draw-1',
    });
    const rng = seedState('analysis-draw-moves');
    let table = t;
    while (table.status === 'playing' && !lineView(table).lastHand) {
      const seat = table.turn!.seat;
      const client = typedClient(app, players[seat].token);
      const me = await expectOk(client.GET('/v1/tables/{id}', { params: { path: { id: t.id } } }));
      const moves = lineView(me).legalMoves!;
      const m = moves[nextInt(rng, moves.length)];
      table = await expectOk(
        client.POST('/v1/tables/{id}/moves', {
          params: { path: { id: t.id } },
          body: { ...moveOf(m), version: me.version },
        }),
      );
    }
    const [archive] = await store.handArchives(t.id, 0, 1);
    const record = archive.record;
    const seen = new Set<string>();
    for (const m of record.hands) for (const x of tilesOf(m)) seen.add(tileName(x));
    for (const e of record.log) {
      if (evType(e) === EV_PLAY || evType(e) === EV_DRAW) seen.add(tileName(evTile(e)));
    }
    const undrawn = new Set(Array.from({ length: 28 }, (_, x) => tileName(x)).filter((x) => !seen.has(x)));
    for (const seat of [0, 1]) {
      const cut = await lineReview(analysisOf(app, players[seat].token, t.id, 1));
      expectNoneShown(cut, undrawn);
      for (const s of cut.analysis.steps) {
        if (s.type !== 'draw') continue;
        if (s.seat === seat) {
          expect(s.tiles).toHaveLength(s.count);
        } else expect(s.tiles).toBeUndefined();
      }
      expect(cut.analysis.dealt[1 - seat]).toBeNull();
    }
  });
});

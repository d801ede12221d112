/**
 * The line games on double-nine and double-twelve (docs/rules.md#sets): the deal and hand sizes,
 * the opener reading N-N, fixed deals and the log's bigger tile ids. Properties over random
 * matches: bigger-sets.slow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  EV_DRAW,
  EV_PLAY,
  evTile,
  evType,
  isOver,
  matchFromDeal,
  moveOf,
  newMatch,
  parseRules,
  parseTile,
  RulesInputSchema,
  resolveRules,
  rulesProblems,
  setTileCount,
  type Tile,
  tileName,
  tileOf,
  viewFor,
} from '../../shared/engine';

const names = (ts: readonly Tile[]) => ts.map(tileName);
const tiles = (s: string) => s.split(' ').map((n) => parseTile(n)!);

describe('rules on the bigger sets', () => {
  it.each([
    ['partnership', 4, 9, 10],
    ['partnership', 2, 9, 10],
    ['draw', 3, 9, 10],
    ['block', 4, 12, 12],
    ['allFives', 2, 12, 12],
    ['fivesAndThrees', 3, 9, 10],
  ] as const)('%s for %i on double-%i deals %i tiles each', (preset, players, set, size) => {
    const r = parseRules({ preset, players, set });
    expect(r.set).toBe(set);
    expect(r.handSize).toBe(size);
    const st = newMatch(r, { seed: `${preset}-${set}` });
    const view = viewFor(st, 0);
    expect(view.set).toBe(set);
    const dealt = view.handCounts.reduce((a, b) => a + b, 0) + view.line.length;
    expect(dealt + view.boneyard).toBe(setTileCount(set));
  });

  it('double-six rules stay as stored: no set key, and set 6 is the default', () => {
    const r = parseRules({ preset: 'draw', players: 2 });
    expect('set' in r).toBe(false);
    expect(parseRules({ preset: 'draw', players: 2, set: 6 })).toEqual(r);
  });

  it('the double-nine partnership: 4 x 10, 15 set aside unseen, 9-9 opens, target 100', () => {
    const r = parseRules({ preset: 'partnership', players: 4, set: 9 });
    expect(r).toMatchObject({
      teams: 'partnership',
      drawing: false,
      opener: 'highestDoubleElseHighestTile',
      target: 100,
      handSize: 10,
    });
    const st = matchFromDeal(r, {
      hands: [
        tiles('0-0 0-1 0-2 0-3 0-4 0-5 0-6 0-7 0-8 0-9'),
        tiles('1-1 1-2 1-3 1-4 1-5 1-6 1-7 1-8 1-9 2-2'),
        tiles('9-9 2-3 2-4 2-5 2-6 2-7 2-8 2-9 3-3 3-4'),
        tiles('3-5 3-6 3-7 3-8 3-9 4-4 4-5 4-6 4-7 4-8'),
      ],
    });
    // The holder of the highest double dealt leads it; play goes on to the left.
    expect(st.hand.opener).toBe(2);
    expect(viewFor(st, 0).line).toEqual([{ seat: 2, tile: '9-9', end: 0 }]);
    const v3 = viewFor(st, 3);
    expect(v3.turn).toBe(3);
    expect(v3.boneyard).toBe(15);
    expect(v3.legalMoves).toEqual([
      { type: 'play', tile: '3-9', end: 0 },
      { type: 'play', tile: '3-9', end: 1 },
    ]);
    // Seat 3 plays; seat 0 holds 0-9 and plays on.
    const next = applyMove(st, 3, { type: 'play', tile: tileOf(3, 9), end: 0 });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(viewFor(next.state, 0).legalMoves).toEqual([
      { type: 'play', tile: '0-3', end: 0 },
      { type: 'play', tile: '0-9', end: 1 },
    ]);
    // A tile of no set this table plays is refused as unknown, not as "not in your hand".
    const big = applyMove(next.state, 0, { type: 'play', tile: tileOf(10, 10), end: 1 });
    expect(big.ok || big.error.code).toBe('move/unknown-tile');
  });

  it('the hand sizes and the opener check count the set, not 28', () => {
    expect(rulesProblems({ preset: 'draw', players: 2, set: 9, handSize: 27 })).toEqual([]);
    expect(rulesProblems({ preset: 'draw', players: 2, set: 9, handSize: 28 }).map((p) => p.path)).toEqual([
      ['handSize'],
    ]);
    expect(
      rulesProblems({ preset: 'block', players: 4, set: 12, opener: 'doubleSixHolder' }).map(
        (p) => p.message,
      ),
    ).toEqual([expect.stringContaining('needs all 91 tiles dealt (12-12')]);
    expect(RulesInputSchema.safeParse({ preset: 'draw', players: 2, set: 8 }).success).toBe(false);
  });

  it('the highest double dealt opens on double-nine, and doubleSixHolder needs every tile', () => {
    const input = { preset: 'block', players: 2, set: 9, handSize: 27, opener: 'doubleSixHolder' } as const;
    // 54 of 55 dealt is not every tile: the check refuses it.
    expect(rulesProblems(input).map((p) => p.path)).toEqual([['opener']]);
    const r = resolveRules({ ...input, opener: 'highestDoubleElseHighestTile' });
    const all = Array.from({ length: 55 }, (_, t) => t);
    const st = matchFromDeal(r, { hands: [all.slice(0, 27), all.slice(27, 54)], bone: [54] });
    expect(tileName(st.hand.bone[0])).toBe('9-9');
    // 9-9 was not dealt: the highest double dealt, 8-8, opens (seat 1 holds ids 27..53).
    expect(names(st.hand.log.filter((e) => evType(e) === EV_PLAY).map(evTile))).toEqual(['8-8']);
    expect(st.hand.opener).toBe(1);
  });

  it('a fixed deal must hold every tile of its set once', () => {
    const r = parseRules({ preset: 'partnership', players: 4, set: 9 });
    expect(() => matchFromDeal(r, { hands: [[tileOf(10, 10)], [], [], []] })).toThrow(
      /not a tile of double-9/,
    );
    expect(() => matchFromDeal(r, { hands: [[0], [0], [], []] })).toThrow(/dealt twice/);
  });

  it('draws on a bigger set log tiles past 31 and read them back', () => {
    const r = parseRules({ preset: 'draw', players: 2, set: 12 });
    let st = newMatch(r, { seed: 'draws-12' });
    const drawn: number[] = [];
    for (let i = 0; i < 400 && !isOver(st) && drawn.length < 20; i++) {
      const v = viewFor(st, st.hand.turn);
      const res = applyMove(st, st.hand.turn, moveOf(v.legalMoves![0]), { nextHandSeed: `n${i}` });
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
      for (const e of st.hand.log) if (evType(e) === EV_DRAW) drawn.push(evTile(e));
    }
    expect(drawn.some((t) => t >= 32)).toBe(true);
    for (const t of drawn) expect(t).toBeLessThan(91);
  });
});

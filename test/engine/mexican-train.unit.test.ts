/**
 * Mexican Train (GAMES.md "Mexican Train", docs/rules.md#mexican-train): rules tests from the
 * reference's own wording on fixed deals, and random matches for every player count on both sets
 * (tiles kept, views hiding exactly what they should, totals summing the rounds' hands).
 */
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  type MexicanMove,
  type MexicanRulesInput,
  MexicanRulesInputSchema,
  type MexicanState,
  resolveMexicanRules,
  tileSet,
} from '../../shared/engine';
import {
  applyMexicanMove,
  MT_PASS,
  mexicanFromDeal,
  mexicanMoveOf,
  mexicanViewFor,
  mtSeat,
  mtType,
  newMexicanMatch,
  placesOf,
} from '../../shared/engine/games/mexican-train';

const twelve = tileSet(12);
const nine = tileSet(9);
const T = (s: string, set = twelve) => s.split(' ').map((n) => set.parse(n)!);

/** Every tile but the engine and the hands, with `last` drawn first. */
function boneEndingWith(
  set: ReturnType<typeof tileSet>,
  engine: number,
  hands: number[][],
  last: number[],
): number[] {
  const used = new Set([...hands.flat(), ...last, set.tileOf(engine, engine)!]);
  return [...Array.from({ length: set.count }, (_, t) => t).filter((t) => !used.has(t)), ...last];
}

function play(st: MexicanState, seat: number, tile: string, train: number): MexicanState {
  const res = applyMexicanMove(st, seat, { type: 'play', tile: tileSet(st.rules.set).parse(tile)!, train });
  if (!res.ok) throw new Error(res.error.message);
  return res.state;
}

const legal = (st: MexicanState) =>
  mexicanViewFor(st, st.round.turn).legalMoves!.map((m) =>
    m.type === 'stop' ? 'stop' : `${m.tile}@${m.train}`,
  );

describe('Mexican Train: sets, hands and rounds', () => {
  it('hand sizes per set and player count, 13 or 10 rounds', () => {
    const sizes = (set: 12 | 9) =>
      [2, 3, 4, 5, 6, 7, 8].map(
        (players) => resolveMexicanRules({ game: 'mexicanTrain', players, set }).handSize,
      );
    expect(sizes(12)).toEqual([15, 15, 15, 12, 12, 10, 10]);
    expect(sizes(9)).toEqual([10, 10, 10, 8, 8, 6, 6]);
    expect(resolveMexicanRules({ game: 'mexicanTrain', players: 4 }).rounds).toBe(13);
    expect(resolveMexicanRules({ game: 'mexicanTrain', players: 4, set: 9 }).rounds).toBe(10);
    expect(MexicanRulesInputSchema.safeParse({ game: 'mexicanTrain', players: 9 }).success).toBe(false);
    expect(MexicanRulesInputSchema.safeParse({ game: 'mexicanTrain', players: 2, set: 6 }).success).toBe(
      false,
    );
    expect(GAMES.map((g) => g.id)).toContain('mexicanTrain');
  });

  it('round k: the engine N-(k-1) is taken out before the deal; seat (k-1) mod players moves first', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 8 });
    const st = newMexicanMatch(r, { seed: 'deal', roundSeed: 'round-1' });
    const v = mexicanViewFor(st, 0);
    expect(v.engine).toBe('12-12');
    expect(
      v.handCounts.reduce((a, b) => a + b, 0) + v.boneyard + v.trains.flatMap((t) => t.tiles).length,
    ).toBe(90);
    expect(v.trains).toHaveLength(9);
    expect(v.trains[8].owner).toBeNull();
    const all = st.round.hands.flat();
    expect(all).not.toContain(twelve.parse('12-12'));
    expect(st.round.log.length === 0 ? st.round.turn : 0).toBe(0);
  });
});

describe('Mexican Train: the reference example and doubles', () => {
  const r4 = resolveMexicanRules({ game: 'mexicanTrain', players: 4 });

  it('seat 0 plays 12-5 on its own train; later 5-5 must be covered at once: 5-1 covers it', () => {
    let st = mexicanFromDeal(r4, {
      hands: [T('5-12 5-5 1-5 3-4'), T('11-12 2-3'), T('10-12 2-4'), T('9-12 2-6')],
    });
    expect(legal(st)).toEqual(['5-12@0', '5-12@4']);
    st = play(st, 0, '12-5', 0);
    st = play(st, 1, '11-12', 1);
    st = play(st, 2, '10-12', 2);
    st = play(st, 3, '9-12', 3);
    st = play(st, 0, '5-5', 0);
    // "a seat that plays a double must play again, and that extra play must cover the double"
    expect(st.round.turn).toBe(0);
    expect(legal(st)).toEqual(['1-5@0']);
    expect(mexicanViewFor(st, 2).trains[0].openDouble).toBe(true);
    expect(applyMexicanMove(st, 0, { type: 'play', tile: twelve.parse('3-4')!, train: 4 }).ok).toBe(false);
    st = play(st, 0, '5-1', 0);
    expect(mexicanViewFor(st, 1).trains[0]).toMatchObject({
      tiles: ['5-12', '5-5', '1-5'],
      open: 1,
      openDouble: false,
    });
    expect(st.round.turn).toBe(1);
  });

  it('a double its player cannot cover: one draw, then a marker; every seat then plays only on it', () => {
    let st = mexicanFromDeal(r4, {
      hands: [T('5-12 5-5 3-4'), T('11-12 2-5 11-11'), T('10-12 2-4 0-1'), T('9-12 2-6 0-2')],
    });
    st = play(st, 0, '5-12', 0);
    st = play(st, 1, '11-12', 1);
    st = play(st, 2, '10-12', 2);
    st = play(st, 3, '9-12', 3);
    const bone = st.round.bone.length;
    st = play(st, 0, '5-5', 0);
    // Seat 0 drew 10-11 (the boneyard's last tile), which does not cover: it passes with a marker.
    expect(st.round.bone.length).toBe(bone - 1);
    const v1 = mexicanViewFor(st, 1);
    expect(v1.trains[0].marker).toBe(true);
    expect(v1.history.slice(-2)).toEqual([
      { type: 'draw', seat: 0 },
      { type: 'pass', seat: 0 },
    ]);
    expect(mexicanViewFor(st, 0).history.at(-2)).toEqual({ type: 'draw', seat: 0, tile: '10-11' });
    // Seat 1 holds 11-11 for its own train, but the open double comes first.
    expect(legal(st)).toEqual(['2-5@0']);
    st = play(st, 1, '5-2', 0);
    // Covered: seat 0's train keeps its marker, so seat 2 may play on it.
    expect(legal(st)).toEqual(['2-4@0']);
    st = play(st, 2, '2-4', 0);
    expect(mexicanViewFor(st, 0).trains[0].marker).toBe(true);
  });

  it('a marker opens a train to the others; a play on the own train removes it', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2 });
    const hands = [T('6-12 1-2 2-9'), T('7-12 0-0 6-9')];
    let st = mexicanFromDeal(r, { hands, bone: boneEndingWith(twelve, 12, hands, T('3-4')) });
    expect(legal(st)).toEqual(['6-12@0', '6-12@2']);
    st = play(st, 0, '6-12', 0);
    // Seat 1 may not play on seat 0's train (no marker): only its own or the Mexican train.
    expect(applyMexicanMove(st, 1, { type: 'play', tile: twelve.parse('6-9')!, train: 0 }).ok).toBe(false);
    expect(legal(st)).toEqual(['7-12@1', '7-12@2']);
    st = play(st, 1, '7-12', 1);
    // Seat 0 cannot play: it draws 3-4, which does not fit, and passes with a marker.
    const v = mexicanViewFor(st, 1);
    expect(v.trains[0].marker).toBe(true);
    expect(legal(st)).toEqual(['6-9@0']);
    st = play(st, 1, '6-9', 0);
    expect(mexicanViewFor(st, 0).trains[0].marker).toBe(true);
    st = play(st, 0, '2-9', 0);
    expect(mexicanViewFor(st, 1).trains[0]).toMatchObject({ marker: false, open: 2 });
  });

  it('the round ends on the last tile, even a double left uncovered; the last round ends the match', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2, set: 9 });
    // Round 10 of two players: engine 0-0, seat 1 moves first.
    const hands = [T('7-8 6-6', nine), T('0-5 5-5', nine)];
    let st = mexicanFromDeal(r, {
      round: 10,
      hands,
      bone: boneEndingWith(nine, 0, hands, T('8-9', nine)),
      totals: [20, 30],
    });
    expect(st.round.turn).toBe(1);
    st = play(st, 1, '0-5', 1);
    // Seat 0 drew 8-9 and passed; seat 1 goes out with a double nobody covers.
    st = play(st, 1, '5-5', 1);
    expect(st.last).toMatchObject({ out: 1, adds: [44, 0], totals: [64, 30] });
    expect(st.places).toEqual([2, 1]);
  });

  it('hands add their pips; under blankDoubleFifty 0-0 counts 50', () => {
    for (const [blankDoubleFifty, adds] of [
      [false, 3],
      [true, 53],
    ] as const) {
      const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2, set: 9, blankDoubleFifty });
      // Round 9: engine 1-1, seat 0 moves first.
      let st = mexicanFromDeal(r, { round: 9, hands: [T('1-3', nine), T('0-0 1-2', nine)] });
      st = play(st, 0, '1-3', 0);
      expect(st.last!.adds).toEqual([0, adds]);
      expect(st.round.round).toBe(10);
      expect(st.places).toBeNull();
    }
  });

  it('seats draw and pass for many turns in a row until a drawn tile fits (76 draws)', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2 });
    const hands = [T('0-1'), T('0-2')];
    // Every tile showing 12 at the bottom of the boneyard: drawn last.
    const twelves = Array.from({ length: 12 }, (_, a) => twelve.tileOf(a, 12)!);
    const rest = boneEndingWith(twelve, 12, [...hands, twelves], []);
    const st = mexicanFromDeal(r, { hands, bone: [...twelves, ...rest] });
    const v = mexicanViewFor(st, st.round.turn);
    expect(v.boneyard).toBe(88 - 76 - 1);
    expect(v.history.filter((e) => e.type === 'pass')).toHaveLength(76);
    expect(v.mustPlay).toBe('11-12');
    expect(v.trains.slice(0, 2).map((t) => t.marker)).toEqual([true, true]);
  });

  it('equal totals share a place: 1, 1, 3', () => {
    expect(placesOf([10, 10, 30])).toEqual([1, 1, 3]);
    expect(placesOf([40, 10, 30, 10])).toEqual([4, 1, 3, 1]);
  });
});

describe('Mexican Train: firstTurnManyTiles', () => {
  const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2, firstTurnManyTiles: true });

  it('the first turn goes on along the own train, may stop, and stops by itself', () => {
    let st = mexicanFromDeal(r, { hands: [T('5-12 5-6 6-7 0-1'), T('11-12 1-2')] });
    st = play(st, 0, '12-5', 0);
    expect(legal(st)).toEqual(['5-6@0', 'stop']);
    st = play(st, 0, '5-6', 0);
    st = play(st, 0, '6-7', 0);
    // No own-train tile fits 7: the run stopped by itself.
    expect(st.round.turn).toBe(1);
    // Seat 1's first tile goes on the Mexican train: its turn ends there.
    st = play(st, 1, '11-12', 2);
    expect(st.round.turn).toBe(0);
  });

  it('a stop ends the run; off by default', () => {
    let st = mexicanFromDeal(r, { hands: [T('5-12 5-6 6-7 0-1'), T('11-12 1-2')] });
    st = play(st, 0, '12-5', 0);
    const res = applyMexicanMove(st, 0, { type: 'stop' });
    expect(res.ok && res.state.round.turn).toBe(1);
    const plain = mexicanFromDeal(resolveMexicanRules({ game: 'mexicanTrain', players: 2 }), {
      hands: [T('5-12 5-6 6-7 0-1'), T('11-12 1-2')],
    });
    expect(play(plain, 0, '5-12', 0).round.turn).toBe(1);
  });
});

/** mulberry32: the test's own move chooser. */
function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function checkState(st: MexicanState): void {
  const r = st.rules;
  const set = tileSet(r.set);
  const rd = st.round;
  const places = [
    ...rd.hands.flat(),
    ...rd.bone,
    ...rd.trains.flatMap((t) => t.tiles),
    set.tileOf(rd.engine, rd.engine)!,
  ];
  if (places.length !== set.count || new Set(places).size !== set.count)
    throw new Error('a tile is lost or doubled');
  for (let seat = 0; seat < r.players; seat++) {
    const { lastRound, ...rest } = mexicanViewFor(st, seat);
    const json = JSON.stringify(rest);
    const hidden = [...rd.bone, ...rd.hands.flatMap((h, s) => (s === seat ? [] : h))];
    for (const t of hidden)
      if (json.includes(`"${set.name(t)}"`)) throw new Error(`seat ${seat} sees ${set.name(t)}`);
    if (rest.hand!.join() !== rd.hands[seat].map(set.name).join()) throw new Error('own hand');
    if (rest.handCounts.join() !== rd.hands.map((h) => h.length).join()) throw new Error('counts');
  }
  const spectator = JSON.stringify({ ...mexicanViewFor(st, null), lastRound: null });
  for (const t of [...rd.bone, ...rd.hands.flat()])
    if (spectator.includes(`"${set.name(t)}"`)) throw new Error(`a spectator sees ${set.name(t)}`);
}

const inputs: MexicanRulesInput[] = [];
for (let players = 2; players <= 8; players++) inputs.push({ game: 'mexicanTrain', players });
for (const players of [2, 5, 8])
  inputs.push({ game: 'mexicanTrain', players, set: 9, firstTurnManyTiles: true });
inputs.push({ game: 'mexicanTrain', players: 4, blankDoubleFifty: true, firstTurnManyTiles: true });

describe('random Mexican Train rounds', () => {
  it.each(inputs.map((i) => [JSON.stringify(i), i] as const))('%s', (_, input) => {
    const r = resolveMexicanRules(input);
    for (let m = 0; m < (r.players > 4 ? 1 : 2); m++) {
      const pick = chooser(m * 104729 + r.players);
      let st = newMexicanMatch(r, { seed: `mt-${m}` });
      let totals = st.totals.slice();
      // Two rounds each (one full match below): every step checked.
      while (st.places === null && st.round.round <= 2) {
        checkState(st);
        const v = mexicanViewFor(st, st.round.turn);
        const moves = v.legalMoves!;
        expect(moves.length).toBeGreaterThan(0);
        const move: MexicanMove = mexicanMoveOf(r, moves[pick(moves.length)]);
        const res = applyMexicanMove(st, st.round.turn, move);
        if (!res.ok) throw new Error(res.error.message);
        st = res.state;
        if (res.roundEnded) {
          const last = st.last!;
          expect(last.adds).toEqual(
            last.hands.map((h) =>
              h.reduce((n, t) => n + (r.blankDoubleFifty && t === 0 ? 50 : tileSet(r.set).pips[t]), 0),
            ),
          );
          totals = totals.map((x, s) => x + last.adds[s]);
          expect(last.totals).toEqual(totals);
          if (last.out >= 0) expect(last.hands[last.out]).toEqual([]);
        }
      }
    }
  });

  it('the legal moves are exactly those the reference allows; every other move is refused, changing nothing', () => {
    for (const input of [
      { game: 'mexicanTrain', players: 3 },
      { game: 'mexicanTrain', players: 6, set: 9, firstTurnManyTiles: true },
    ] as const) {
      const r = resolveMexicanRules(input);
      const set = tileSet(r.set);
      const pick = chooser(99 + r.players);
      let st = newMexicanMatch(r, { seed: `legal-${r.players}` });
      for (let step = 0; step < 400 && st.places === null; step++) {
        const seat = st.round.turn;
        const v = mexicanViewFor(st, seat);
        // Written again from GAMES.md: a drawn tile that fits is the only play; an open double is
        // the only place; a first-turn run goes on along the own train; else the own train, the
        // Mexican train and marked trains, each taking a tile that shows its open number.
        const open = v.trains.findIndex((t) => t.openDouble);
        const places =
          open >= 0
            ? [open]
            : v.run
              ? [seat]
              : v.trains.flatMap((t, k) => (k === seat || t.owner === null || t.marker ? [k] : []));
        const tiles = v.mustPlay !== null ? [v.mustPlay] : v.hand!;
        const want = places.flatMap((k) =>
          tiles.filter((n) => n.split('-').map(Number).includes(v.trains[k].open)).map((n) => `${n}@${k}`),
        );
        if (v.run && open < 0) want.push('stop');
        const got = v.legalMoves!.map((m) => (m.type === 'stop' ? 'stop' : `${m.tile}@${m.train}`));
        expect(got.sort()).toEqual(want.sort());
        // Some other move: refused, the state unchanged.
        const before = JSON.stringify(st);
        for (let k = 0; k < 3; k++) {
          const tile = pick(set.count);
          const train = pick(r.players + 1);
          if (got.includes(`${set.name(tile)}@${train}`)) continue;
          expect(applyMexicanMove(st, seat, { type: 'play', tile, train }).ok).toBe(false);
        }
        expect(applyMexicanMove(st, (seat + 1) % r.players, mexicanMoveOf(r, v.legalMoves![0])).ok).toBe(
          false,
        );
        expect(JSON.stringify(st)).toBe(before);
        const move = v.legalMoves![pick(v.legalMoves!.length)];
        const res = applyMexicanMove(st, seat, mexicanMoveOf(r, move));
        if (!res.ok) throw new Error(res.error.message);
        // A play on the own train takes its marker off (unless the seat passed again at once: a
        // double it could not cover).
        if (move.type === 'play' && move.train === seat && !res.roundEnded) {
          const after = res.state.round.log.slice(st.round.log.length);
          if (!after.some((e) => mtType(e) === MT_PASS && mtSeat(e) === seat))
            expect(res.state.round.trains[seat].marker).toBe(false);
        }
        st = res.state;
      }
    }
  });

  it('a whole match on double-nine for two: ten rounds, places by lowest total', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2, set: 9 });
    const pick = chooser(7);
    let st = newMexicanMatch(r, { seed: 'whole' });
    const engines: string[] = [];
    for (let steps = 0; st.places === null && steps < 5000; steps++) {
      if (engines.at(-1) !== `${st.round.engine}`) engines.push(`${st.round.engine}`);
      const moves = mexicanViewFor(st, st.round.turn).legalMoves!;
      const res = applyMexicanMove(st, st.round.turn, mexicanMoveOf(r, moves[pick(moves.length)]));
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
    }
    expect(engines).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    expect(st.places).toEqual(placesOf(st.totals));
    expect(mexicanViewFor(st, 0)).toMatchObject({ status: 'over', turn: null, legalMoves: null });
  });
});

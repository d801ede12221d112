/**
 * The Threes scorings (GAMES.md "Threes scorings", docs/rules.md#threes): the counts from the
 * reference's own table and worked example, end-of-hand awards, refused options, and random
 * matches of every Threes game and player count (tiles kept, views hiding, points and scores
 * summing as documented).
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  countPoints,
  EV_PLAY,
  evType,
  type HandRecord,
  historyFor,
  isOver,
  type MatchState,
  matchFromDeal,
  moveOf,
  newMatch,
  parseTile,
  pointsUnit,
  popcount,
  type RulesInput,
  resolveRules,
  roundToNearestThree,
  rulesProblems,
  scoreHand,
  sideOf,
  tileName,
  tilesOf,
  viewFor,
} from '../../shared/engine';

const tiles = (s: string) => s.split(' ').map((n) => parseTile(n)!);

describe('counting the ends', () => {
  it('Fives and Threes: the reference table, 15 scoring 8', () => {
    const table: [number, number][] = [
      [3, 1],
      [5, 1],
      [6, 2],
      [9, 3],
      [10, 2],
      [12, 4],
      [15, 8],
      [18, 6],
      [20, 4],
      [21, 7],
      [24, 8],
      [25, 5],
      [27, 9],
      [30, 16],
    ];
    for (const [count, points] of table)
      expect(countPoints('fivesAndThrees', count), `${count}`).toBe(points);
    for (const count of [0, 1, 2, 4, 7, 8, 11, 13, 14]) expect(countPoints('fivesAndThrees', count)).toBe(0);
  });

  it('All Threes scores a positive multiple of 3; All Fives a multiple of 5', () => {
    expect([0, 3, 4, 9, 10, 12, 15].map((c) => countPoints('allThrees', c))).toEqual([0, 3, 0, 9, 0, 12, 15]);
    expect([0, 3, 5, 15].map((c) => countPoints('allFives', c))).toEqual([0, 0, 5, 15]);
    expect(countPoints('none', 15)).toBe(0);
  });

  it('roundToThree is 3*floor((x+1)/3)', () => {
    expect([0, 1, 2, 3, 4, 5, 28, 29].map(roundToNearestThree)).toEqual([0, 0, 3, 3, 3, 6, 27, 30]);
  });
});

function play(st: MatchState, seat: number, tile: string, end?: number): MatchState {
  const res = applyMove(st, seat, { type: 'play', tile: parseTile(tile)!, end });
  if (!res.ok) throw new Error(res.error.message);
  return res.state;
}

describe('Fives and Threes: the reference example', () => {
  // "The opener leads 5-5 (crosswise, both halves count): 10 -> 2 points. 5-3 on one side: ends 3
  // and the double (10): 13 -> 0. 3-2 on the 3: ends 2 and 10: 12 -> 4 points."
  it('5-5 scores 2, 3-5 nothing, 2-3 scores 4', () => {
    const r = resolveRules({ preset: 'fivesAndThrees', players: 2 });
    let st = matchFromDeal(r, {
      hands: [tiles('5-5 2-3 0-0 0-1 1-1 0-2 6-6'), tiles('3-5 4-4 1-4 4-6 2-6 1-6 4-5')],
      opener: 0,
    });
    st = play(st, 0, '5-5');
    expect(viewFor(st, 0).count).toBe(10);
    expect(viewFor(st, 0).scores).toEqual([2, 0]);
    st = play(st, 1, '3-5', 0);
    expect(viewFor(st, 1).count).toBe(13);
    st = play(st, 0, '2-3', 0);
    const v = viewFor(st, 1);
    expect(v.count).toBe(12);
    expect(
      v.history.filter((e) => e.type === 'play').map((e) => (e.type === 'play' ? e.points : -1)),
    ).toEqual([2, 0, 4]);
    expect(v.scores).toEqual([6, 0]);
    expect(v.ends.length).toBe(2); // no spinner: the line has two ends
  });

  it('going out scores 1 ("a go"), no pips counted', () => {
    const r = resolveRules({ preset: 'fivesAndThrees', players: 3 });
    const s = scoreHand(r, [0, 17, 11], { kind: 'domino', seat: 0, doubled: false });
    expect(s.award).toBe(1);
    expect(s.deltas).toEqual([1, 0, 0]);
  });

  it('a blocked hand scores 1 to the fewest pips, none on a tie; with teams the team with fewer', () => {
    const r = resolveRules({ preset: 'fivesAndThrees', players: 3 });
    expect(scoreHand(r, [9, 4, 20], { kind: 'blocked' }).deltas).toEqual([0, 1, 0]);
    expect(scoreHand(r, [4, 4, 20], { kind: 'blocked' }).deltas).toEqual([0, 0, 0]);
    const teams = resolveRules({ preset: 'fivesAndThrees', players: 4, teams: 'partnership' });
    expect(scoreHand(teams, [9, 4, 2, 8], { kind: 'blocked' }).deltas).toEqual([1, 0]);
  });

  it('as a Block option: block hand sizes, target 61, no drawing', () => {
    const r = resolveRules({ preset: 'block', players: 2, scoring: 'fivesAndThrees' });
    expect(r).toMatchObject({
      handSize: 7,
      target: 61,
      drawing: false,
      spinner: 'none',
      scoring: 'fivesAndThrees',
    });
    expect(rulesProblems({ preset: 'block', players: 2, scoring: 'fivesAndThrees' })).toEqual([]);
  });

  it('refuses options that change pip awards, and the scoring option outside Block', () => {
    const paths = (input: RulesInput) => rulesProblems(input).map((p) => p.path[0]);
    expect(paths({ preset: 'fivesAndThrees', players: 2, doubledScores: true })).toEqual(['doubledScores']);
    expect(paths({ preset: 'fivesAndThrees', players: 2, losersLosePips: true })).toEqual(['losersLosePips']);
    expect(paths({ preset: 'fivesAndThrees', players: 2, blockedScoring: 'othersTotal' })).toEqual([
      'blockedScoring',
    ]);
    expect(paths({ preset: 'block', players: 3, scoring: 'fivesAndThrees', roundToFive: true })).toEqual([
      'roundToFive',
    ]);
    expect(paths({ preset: 'draw', players: 2, scoring: 'fivesAndThrees' })).toEqual(['scoring']);
    expect(paths({ preset: 'allThrees', players: 2, roundToFive: true, roundToThree: true })).toEqual([
      'roundToThree',
    ]);
  });
});

describe('All Threes', () => {
  it('deals as All Fives, the first double a spinner, awards rounded to 3, target 150', () => {
    expect(resolveRules({ preset: 'allThrees', players: 2 })).toMatchObject({
      handSize: 7,
      opener: 'lots',
      spinner: 'firstDouble',
      target: 150,
      drawing: true,
      blockedScoring: 'othersTotal',
      roundToFive: false,
      roundToThree: true,
      scoring: 'allThrees',
      fivesDuringPlay: false,
    });
    expect(resolveRules({ preset: 'allThrees', players: 4 }).handSize).toBe(5);
    const r = resolveRules({ preset: 'allThrees', players: 3 });
    // Ana goes out, Ben 17 and Cy 11 pips left: 28 rounds to 27.
    expect(scoreHand(r, [0, 17, 11], { kind: 'domino', seat: 0, doubled: false }).award).toBe(27);
    expect(scoreHand(r, [10, 3, 8], { kind: 'blocked' }).award).toBe(18);
  });

  it('the spinner counts both halves until both long sides are covered', () => {
    const r = resolveRules({ preset: 'allThrees', players: 2 });
    let st = matchFromDeal(r, {
      hands: [tiles('3-3 0-3 1-1 1-2 0-0 2-2 4-4'), tiles('3-6 5-5 4-5 0-5 1-5 2-5 0-6')],
      opener: 0,
    });
    st = play(st, 0, '3-3'); // 6: scores 6
    st = play(st, 1, '3-6', 0); // 6 + 6 = 12: scores 12
    st = play(st, 0, '0-3', 1); // 6 + 0 = 6: the spinner no longer counts; scores 6
    const v = viewFor(st, 0);
    expect(v.history.flatMap((e) => (e.type === 'play' ? [e.points] : []))).toEqual([6, 12, 6]);
    expect(v.scores).toEqual([12, 12]);
    expect(v.ends.length).toBe(4);
  });

  it('teams of two are allowed with four players (All Fives refuses them)', () => {
    expect(rulesProblems({ preset: 'allThrees', players: 4, teams: 'partnership' })).toEqual([]);
    expect(rulesProblems({ preset: 'allFives', players: 4, teams: 'partnership' }).length).toBe(1);
  });

  it('the earlier games resolve no Threes keys (their stored rules are unchanged)', () => {
    for (const preset of ['draw', 'block', 'partnership', 'allFives'] as const) {
      const r = resolveRules({ preset, players: 4 });
      expect('scoring' in r || 'roundToThree' in r).toBe(false);
    }
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

const games: RulesInput[] = [];
for (const players of [2, 3, 4]) {
  games.push({ preset: 'allThrees', players }, { preset: 'fivesAndThrees', players });
  games.push({ preset: 'block', players, scoring: 'fivesAndThrees' });
}
games.push(
  { preset: 'allThrees', players: 4, teams: 'partnership' },
  { preset: 'fivesAndThrees', players: 4, teams: 'partnership' },
);

describe('random matches of the Threes games', () => {
  it.each(games.map((g) => [JSON.stringify(g), g] as const))('%s', (_, input) => {
    const r = resolveRules(input);
    for (let m = 0; m < 4; m++) {
      const pick = chooser(m * 7919 + 1);
      let st = newMatch(r, { seed: `threes-${m}`, handSeed: `hand-${m}` });
      const finished: HandRecord[] = [];
      for (let step = 0; step < 400 && !isOver(st); step++) {
        // Tiles conserved: every tile once in a hand, the boneyard or the line (plain checks: every step).
        const inHands = st.hand.hands.reduce((n, h) => n + popcount(h), 0);
        const played = st.hand.log.filter((e) => evType(e) === EV_PLAY).length;
        if (inHands + st.hand.bone.length + played !== 28) throw new Error('a tile is lost or doubled');
        // Each view shows its own hand and no other seat's tile, nor the boneyard's.
        for (let seat = 0; seat < r.players; seat++) {
          const { lastHand, ...rest } = viewFor(st, seat);
          const json = JSON.stringify(rest);
          let hidden = 0;
          for (let other = 0; other < r.players; other++) if (other !== seat) hidden |= st.hand.hands[other];
          for (const t of [...tilesOf(hidden), ...st.hand.bone])
            if (json.includes(`"${tileName(t)}"`)) throw new Error(`seat ${seat} sees ${tileName(t)}`);
          if (rest.hand!.join() !== tilesOf(st.hand.hands[seat]).map(tileName).join())
            throw new Error('own hand');
        }
        const v = viewFor(st, st.hand.turn);
        const move = v.legalMoves![pick(v.legalMoves!.length)];
        const res = applyMove(st, st.hand.turn, moveOf(move));
        if (!res.ok) throw new Error(res.error.message);
        finished.push(...res.finished);
        st = res.state;
      }
      // Scores sum: each hand's points during play (as its history shows them) plus its deltas.
      expect(finished.length).toBeGreaterThan(0);
      let scores = new Array(finished[0].scores.length).fill(0);
      for (const rec of finished) {
        const pts = new Array(scores.length).fill(0);
        for (const e of historyFor(rec.log, null, pointsUnit(r)))
          if (e.type === 'play') pts[sideOf(r, e.seat)] += e.points;
        expect(pts).toEqual(rec.pts);
        scores = scores.map((s, i) => s + rec.pts[i] + rec.score.deltas[i]);
        expect(rec.scores).toEqual(scores);
        if (r.scoring === 'fivesAndThrees') expect([0, 1]).toContain(rec.score.award);
        else for (const x of [rec.score.award, ...rec.pts]) expect(x % 3).toBe(0);
      }
    }
  });
});

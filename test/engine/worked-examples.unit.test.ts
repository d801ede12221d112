/**
 * Every worked example of docs/rules.md and of the seed pages (../shared/seeds), each test named after
 * it, played through the engine where the example is a position and through `scoreHand` where it
 * is a score sheet.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  HAND_BLOCKED,
  HAND_DOMINO,
  type MatchState,
  type Move,
  matchFromDeal,
  PIPS,
  parseRules,
  type RecordedHand,
  type RulesInput,
  recordProblems,
  resolveRules,
  resolveSheetRules,
  roundToNearestFive,
  type ScoringRules,
  scoreHand,
  tallySheet,
  tileName,
  viewFor,
} from '../../shared/engine';
import { hist, tile, tiles } from '../support/tiles';

function deal(
  input: RulesInput,
  hands: string[],
  extra: { opener?: number; bone?: string; handNo?: number } = {},
): MatchState {
  return matchFromDeal(parseRules(input), {
    hands: hands.map(tiles),
    opener: extra.opener,
    handNo: extra.handNo,
    bone: extra.bone === undefined ? undefined : tiles(extra.bone),
  });
}

/** Plays a tile and expects the engine to accept it. */
function play(st: MatchState, seat: number, name: string, end?: number): MatchState {
  const move: Move = { type: 'play', tile: tile(name), end };
  const res = applyMove(st, seat, move);
  if (!res.ok) throw new Error(`seat ${seat} ${name} on ${end}: ${res.error.code} ${res.error.message}`);
  return res.state;
}

const ends = (st: MatchState, seat: number | null = 0): number[] =>
  viewFor(st, seat).ends.map((e) => e.number);

describe('docs/rules.md: All Fives, the spinner and the count (003)', () => {
  // Two players, lots (seat 0 leads). Seat 0: 5-5, 0-5, 2-2 and two tiles that stay in hand;
  // seat 1: 3-5, 2-5 and two tiles that stay in hand. Everyone can always play, so nobody draws.
  const start = () =>
    deal({ preset: 'allFives', players: 2, handSize: 5 }, ['5-5 0-5 2-2 6-6 1-1', '3-5 2-5 4-4 3-6 1-6'], {
      opener: 0,
    });

  it('worked example: the opener leads 5-5 (the spinner): count 10, scores 10', () => {
    const st = play(start(), 0, '5-5');
    const v = viewFor(st, 1);
    expect(v.count).toBe(10);
    expect(ends(st)).toEqual([5, 5]);
    expect(hist(v)).toEqual([{ type: 'play', seat: 0, tile: '5-5', end: 0, points: 10, forced: false }]);
    expect(v.scores).toEqual([10, 0]);
  });

  it('worked example: 3-5 on one long side: 10 + 3 = 13, scores nothing', () => {
    let st = play(start(), 0, '5-5');
    st = play(st, 1, '3-5', 0);
    const v = viewFor(st, 0);
    expect(v.count).toBe(13);
    expect(ends(st)).toEqual([3, 5]);
    expect(hist(v)[1]).toMatchObject({ type: 'play', seat: 1, tile: '3-5', points: 0 });
    expect(v.scores).toEqual([10, 0]);
  });

  it('worked example: 0-5 on the other long side: 3 + 0 = 3 (short sides open, count nothing while empty)', () => {
    let st = play(start(), 0, '5-5');
    st = play(st, 1, '3-5', 0);
    st = play(st, 0, '0-5', 1);
    const v = viewFor(st, 1);
    expect(v.count).toBe(3);
    expect(v.ends.map((e) => [e.number, e.emptySpinnerSide])).toEqual([
      [3, false],
      [0, false],
      [5, true],
      [5, true],
    ]);
    expect(v.scores).toEqual([10, 0]);
  });

  it('worked example: 2-5 on a short side: 3 + 0 + 2 = 5, scores 5', () => {
    let st = play(start(), 0, '5-5');
    st = play(st, 1, '3-5', 0);
    st = play(st, 0, '0-5', 1);
    st = play(st, 1, '2-5', 2);
    const v = viewFor(st, 0);
    expect(v.count).toBe(5);
    expect(ends(st)).toEqual([3, 0, 2, 5]);
    expect(hist(v)[3]).toEqual({ type: 'play', seat: 1, tile: '2-5', end: 2, points: 5, forced: false });
    expect(v.scores).toEqual([10, 5]);
  });

  it('worked example: 2-2 on that 2: 3 + 0 + 4 = 7 (a double at an end counts both halves)', () => {
    let st = play(start(), 0, '5-5');
    st = play(st, 1, '3-5', 0);
    st = play(st, 0, '0-5', 1);
    st = play(st, 1, '2-5', 2);
    st = play(st, 0, '2-2', 2);
    const v = viewFor(st, null);
    expect(v.count).toBe(7);
    expect(ends(st, null)).toEqual([3, 0, 2, 5]);
    expect(hist(v).map((e) => (e.type === 'play' ? e.points : -1))).toEqual([10, 0, 0, 5, 0]);
    expect(v.scores).toEqual([10, 5]);
    expect(st.hand.end).toBe(0);
  });

  it('worked example: an opening 1-4 scores 5', () => {
    const st0 = deal({ preset: 'allFives', players: 2, handSize: 3 }, ['1-4 6-6 5-6', '0-0 2-3 3-3'], {
      opener: 0,
    });
    const st = play(st0, 0, '1-4');
    expect(viewFor(st, 0).count).toBe(5);
    expect(hist(viewFor(st, 0))[0]).toMatchObject({ type: 'play', tile: '1-4', points: 5 });
    expect(viewFor(st, 1).scores).toEqual([5, 0]);
  });

  it('worked example: an opening 1-4 placed by the opener rule (highest tile, no double dealt) scores 5', () => {
    // highestDoubleElseHighestTile: nobody holds a double, 1-4 is the heaviest tile dealt.
    const st = deal({ preset: 'allFives', players: 2, handSize: 2, opener: 'highestDoubleElseHighestTile' }, [
      '1-4 0-1',
      '0-3 1-2',
    ]);
    const v = viewFor(st, 1);
    expect(hist(v)[0]).toEqual({ type: 'play', seat: 0, tile: '1-4', end: 0, points: 5, forced: true });
    expect(v.count).toBe(5);
    expect(v.scores).toEqual([5, 0]);
  });
});

describe('docs/rules.md and 001: roundToFive, 5*floor((x+2)/5)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 5],
    [4, 5],
    [5, 5],
    [28, 30],
    [27, 25],
    [12, 10],
    [13, 15],
  ])('roundToNearestFive(%i) = %i (1-2 -> 0, 3-4 -> 5, 28 -> 30)', (x, want) => {
    expect(roundToNearestFive(x)).toBe(want);
  });
});

/** Scoring options for the score keeper: defaults othersMinusOwn, no rounding (docs/rules.md, 001). */
function keeper(players: number, opts: Partial<ScoringRules> = {}): ScoringRules {
  return {
    players,
    teams: 'individuals',
    blockedScoring: 'othersMinusOwn',
    roundToFive: false,
    doubledScores: false,
    losersLosePips: false,
    ...opts,
  };
}

describe('docs/rules.md score keeper (001): three players, Ana goes out; Ben holds 4-6, 0-3, 2-2 (17), Cy 5-5, 0-1 (11)', () => {
  const pips = [0, 17, 11];
  const out = { kind: 'domino', seat: 0, doubled: false } as const;

  it('001 worked example: Ana scores 17 + 11 = 28', () => {
    const s = scoreHand(keeper(3), pips, out);
    expect(s.winner).toBe(0);
    expect(s.award).toBe(28);
    expect(s.deltas).toEqual([28, 0, 0]);
  });

  it('score keeper example: Ana scores 30 with roundToFive', () => {
    const s = scoreHand(keeper(3, { roundToFive: true }), pips, out);
    expect(s.award).toBe(30);
    expect(s.deltas).toEqual([30, 0, 0]);
  });

  it('score keeper example: with losersLosePips Ben loses 17 and Cy 11', () => {
    const s = scoreHand(keeper(3, { losersLosePips: true }), pips, out);
    expect(s.deltas).toEqual([28, -17, -11]);
  });

  it('001 worked example played through the engine: Ana goes out, Ana 28 (30 rounded; losers -17, -11)', () => {
    // Block game, Ana leads 1-6; Ben plays 3-6, Cy 1-4, Ana goes out with 3-5.
    const hands = ['1-6 3-5', '4-6 0-3 2-2 3-6', '5-5 0-1 1-4'];
    for (const [opts, want] of [
      [{}, [28, 0, 0]],
      [{ roundToFive: true }, [30, 0, 0]],
      [{ losersLosePips: true }, [28, -17, -11]],
    ] as const) {
      let st = deal({ preset: 'block', players: 3, handSize: 4, ...opts }, hands, { opener: 0 });
      st = play(st, 0, '1-6');
      st = play(st, 1, '3-6', 1);
      st = play(st, 2, '1-4', 0);
      st = play(st, 0, '3-5', 1);
      expect(st.last?.end).toBe(HAND_DOMINO);
      expect(st.last?.out).toBe(0);
      const last = viewFor(st, 1).lastHand!;
      expect(last.hands).toEqual([[], ['0-3', '2-2', '4-6'], ['0-1', '5-5']]);
      expect(last.pips).toEqual([0, 17, 11]);
      expect(last.deltas).toEqual(want);
      expect(st.scores).toEqual(want);
    }
  });
});

describe('docs/rules.md score keeper (001): two players blocked, Ana 1-4 2-3 (10), Ben 5-6 4-4 (19)', () => {
  const pips = [10, 19];
  const blocked = { kind: 'blocked' } as const;

  it.each([
    ['othersMinusOwn', false, 9],
    ['eachOpponentMinusOwn', false, 9],
    ['othersTotal', false, 19],
    ['allHands', false, 29],
    ['othersTotal', true, 20],
  ] as const)(
    'Ana wins the blocked hand: %s (roundToFive %s) scores %i',
    (blockedScoring, roundToFive, award) => {
      const s = scoreHand(keeper(2, { blockedScoring, roundToFive }), pips, blocked);
      expect(s.winner).toBe(0);
      expect(s.award).toBe(award);
      expect(s.deltas).toEqual([award, 0]);
    },
  );

  it.each([
    ['othersMinusOwn', false, 9],
    ['eachOpponentMinusOwn', false, 9],
    ['othersTotal', false, 19],
    ['allHands', false, 29],
    ['othersTotal', true, 20],
  ] as const)(
    '001 blocked example played through the engine: %s (roundToFive %s) scores %i',
    (blockedScoring, roundToFive, award) => {
      // Block game: Ana leads 0-0; nobody holds another 0, so the hand blocks at once.
      const st0 = deal(
        { preset: 'block', players: 2, handSize: 3, blockedScoring, roundToFive },
        ['0-0 1-4 2-3', '5-6 4-4'],
        {
          opener: 0,
        },
      );
      const res = applyMove(st0, 0, { type: 'play', tile: tile('0-0') });
      expect(res.ok && res.handEnded).toBe(true);
      if (!res.ok) return;
      const last = viewFor(res.state, 0).lastHand!;
      expect(last.reason).toBe('blocked');
      expect(res.state.last?.end).toBe(HAND_BLOCKED);
      expect(last.pips).toEqual([10, 19]);
      expect(last.winner).toBe(0);
      expect(last.award).toBe(award);
      expect(res.state.scores).toEqual([award, 0]);
      // Blocked at once: no round of passes in the history.
      expect(hist(last)).toEqual([{ type: 'play', seat: 0, tile: '0-0', end: 0, points: 0, forced: false }]);
    },
  );
});

/** The boneyard for a fixed deal: every tile not in `hands` nor `tail`, then `tail` (drawn from its end). */
function boneWith(hands: string[], tail = ''): string {
  const used = new Set([...hands.join(' ').split(/\s+/), ...tail.split(/\s+/)].filter(Boolean).map(tile));
  const rest: string[] = [];
  for (let t = 0; t < 28; t++) if (!used.has(t)) rest.push(`${tileName(t)}`);
  return `${rest.join(' ')} ${tail}`;
}

describe('docs/rules.md score keeper (001) through the sheet (tallySheet)', () => {
  const ana = ['Ana', 'Ben', 'Cy'];

  it.each([
    [{}, [28, 0, 0]],
    [{ roundToFive: true }, [30, 0, 0]],
    [{ losersLosePips: true }, [28, -17, -11]],
  ] as const)(
    'Ana goes out; Ben 4-6 0-3 2-2 (17), Cy 5-5 0-1 (11), options %j: totals %j',
    (opts, totals) => {
      const r = resolveSheetRules({ players: ana, ...opts });
      const hand: RecordedHand = { outcome: { kind: 'domino', player: 0 }, pips: [0, 17, 11] };
      expect(recordProblems(r, hand)).toEqual([]);
      const sheet = tallySheet(r, [hand]);
      expect(sheet.totals).toEqual(totals);
      expect(sheet.leaders).toEqual([0]);
      expect(sheet.winner).toBeNull();
    },
  );

  it.each([
    ['othersMinusOwn', false, 9],
    ['eachOpponentMinusOwn', false, 9],
    ['othersTotal', false, 19],
    ['allHands', false, 29],
    ['othersTotal', true, 20],
  ] as const)(
    'two players blocked, Ana 10 Ben 19: %s (roundToFive %s): Ana %i',
    (blockedScoring, roundToFive, award) => {
      const r = resolveSheetRules({ players: ['Ana', 'Ben'], blockedScoring, roundToFive });
      const sheet = tallySheet(r, [{ outcome: { kind: 'blocked' }, pips: [10, 19] }]);
      expect(sheet.hands[0]).toMatchObject({ winner: 0, award });
      expect(sheet.totals).toEqual([award, 0]);
    },
  );

  it('the sheet defaults: othersMinusOwn, no rounding, target 100', () => {
    expect(resolveSheetRules({ players: ana })).toMatchObject({
      blockedScoring: 'othersMinusOwn',
      roundToFive: false,
      doubledScores: false,
      losersLosePips: false,
      target: 100,
      maxHands: null,
    });
    expect(resolveSheetRules({ players: ana, losersLosePips: true }).maxHands).toBe(50);
    expect(resolveSheetRules({ players: ana, target: 61 }).target).toBe(61);
  });

  it('the sheet tallies hands until someone reaches the target; the highest total wins; a tie for first plays on', () => {
    const r = resolveSheetRules({ players: ['Ana', 'Ben'], target: 61 });
    const hands: RecordedHand[] = [
      { outcome: { kind: 'domino', player: 0 }, pips: [0, 30] },
      { outcome: { kind: 'domino', player: 1 }, pips: [25, 0] },
      { outcome: { kind: 'blocked' }, pips: [20, 20] },
    ];
    const sheet = tallySheet(r, hands);
    expect(sheet.hands.map((h) => h.totals)).toEqual([
      [30, 0],
      [30, 25],
      [30, 25],
    ]);
    expect(sheet.winner).toBeNull();
    const won = tallySheet(r, [...hands, { outcome: { kind: 'domino', player: 1 }, pips: [40, 0] }]);
    expect(won.totals).toEqual([30, 65]);
    expect(won.winner).toBe(1);
    // All Fives points during play count; a tie for first after someone reached the target plays on.
    const tied: RecordedHand[] = [
      { outcome: { kind: 'domino', player: 0 }, pips: [0, 50] },
      { outcome: { kind: 'domino', player: 1 }, pips: [55, 0], points: [5, 0] },
      { outcome: { kind: 'domino', player: 1 }, pips: [10, 0], points: [10, 0] },
    ];
    const tie = tallySheet(r, tied);
    expect(tie.totals).toEqual([65, 65]);
    expect(tie.leaders).toEqual([0, 1]);
    expect(tie.winner).toBeNull();
    const after = tallySheet(r, [...tied, { outcome: { kind: 'domino', player: 0 }, pips: [0, 3] }]);
    expect(after.totals).toEqual([68, 65]);
    expect(after.winner).toBe(0);
  });

  it('a recorded hand that cannot have happened is refused with the reason', () => {
    const r = resolveSheetRules({ players: ana });
    expect(recordProblems(r, { outcome: { kind: 'domino', player: 0 }, pips: [3, 17, 11] })).toEqual([
      { path: ['pips', 0], message: expect.stringMatching(/went out/) },
    ]);
    expect(recordProblems(r, { outcome: { kind: 'blocked' }, pips: [3, 17] })[0].path).toEqual(['pips']);
    expect(
      recordProblems(r, { outcome: { kind: 'blocked' }, pips: [3, 17, 11], points: [5, 3, 0] })[0].path,
    ).toEqual(['points', 1]);
  });
});

describe('seed 000 (partnership)', () => {
  it('000 "In the first deal, the player holding the double six opens and must play it first"', () => {
    const hands = [
      '0-0 0-1 0-2 0-3 0-4 0-5 0-6',
      '1-1 1-2 1-3 1-4 1-5 1-6 2-2',
      '2-3 2-4 2-5 2-6 3-3 3-4 6-6',
      '3-5 3-6 4-4 4-5 4-6 5-5 5-6',
    ];
    const st = deal({ preset: 'partnership', players: 4 }, hands);
    const v = viewFor(st, 3);
    expect(st.rules.opener).toBe('doubleSixHolder');
    expect(v.opener).toBe(2);
    expect(v.line).toEqual([{ seat: 2, tile: '6-6', end: 0 }]);
    expect(hist(v)[0]).toMatchObject({ type: 'play', seat: 2, tile: '6-6', forced: true });
    expect(v.handCounts).toEqual([7, 7, 6, 7]);
    expect(v.turn).toBe(3);
  });

  it('000 "When a player plays their last tile, their team wins the deal and scores the pips in the other team\'s hands"', () => {
    // A later deal (the winner of the last one, seat 0, leads any tile).
    const st0 = deal(
      { preset: 'partnership', players: 4, handSize: 2 },
      ['1-2 2-3', '0-0 5-5', '6-6 4-4', '1-6 3-3'],
      { opener: 0, handNo: 2 },
    );
    let st = play(st0, 0, '1-2');
    // Seats 1 and 2 hold no 1 or 2 and pass by themselves; seat 3 plays 1-6 on the 1.
    expect(hist(viewFor(st, 3)).slice(1)).toEqual([
      { type: 'pass', seat: 1, numbers: [1, 2] },
      { type: 'pass', seat: 2, numbers: [1, 2] },
    ]);
    st = play(st, 3, '1-6', 0);
    st = play(st, 0, '2-3', 1);
    const last = viewFor(st, 0).lastHand!;
    expect(last.reason).toBe('domino');
    // Team 1 (seats 1, 3) holds 0-0 5-5 3-3: 16 pips. Partner seat 2's 6-6 4-4 never counts.
    expect(last.award).toBe(16);
    expect(st.scores).toEqual([16, 0]);
    // The winner of the previous deal opens the next one with any tile.
    expect(st.hand.opener).toBe(0);
    expect(st.hand.line.v).toEqual([]);
  });

  it('000 "When nobody can play (blocked) the team with fewer pips wins and scores the other team\'s total"', () => {
    // Seat 1 leads 0-0; nobody else holds a 0: blocked at once.
    // Team 0: 1-2 5-6 | 3-4 2-2 = 25; team 1: 1-1 | 4-4 1-3 = 14.
    const st0 = deal(
      { preset: 'partnership', players: 4, handSize: 2 },
      ['1-2 5-6', '0-0 1-1', '3-4 2-2', '4-4 1-3'],
      { opener: 1, handNo: 2 },
    );
    const res = applyMove(st0, 1, { type: 'play', tile: tile('0-0') });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.state.last?.score.sidePips).toEqual([25, 14]);
    expect(res.state.last?.score.winner).toBe(1);
    expect(res.state.scores).toEqual([0, 25]);
    // Blocked: the player of the winning team with the fewest pips (seat 1: 2, seat 3: 12) opens.
    expect(res.state.hand.opener).toBe(1);
  });

  it('000 "If a blocked deal ends with equal pips, nobody scores" and "the previous opener opens again"', () => {
    // Team 0: 1-2 5-6 | 3-4 2-2 = 25; team 1: 6-6 | 4-5 1-3 = 25.
    const st0 = deal(
      { preset: 'partnership', players: 4, handSize: 2 },
      ['1-2 5-6', '0-0 6-6', '3-4 2-2', '4-5 1-3'],
      { opener: 1, handNo: 2 },
    );
    const res = applyMove(st0, 1, { type: 'play', tile: tile('0-0') });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.state.last?.score.sidePips).toEqual([25, 25]);
    expect(res.state.last?.score.winner).toBeNull();
    expect(res.state.scores).toEqual([0, 0]);
    expect(res.state.handNo).toBe(3);
    expect(res.state.hand.opener).toBe(1);
  });

  it('000 two players: "the highest double dealt opens, or the highest tile if nobody has a double"', () => {
    const rules = { preset: 'partnership', players: 2, handSize: 3 } as const;
    // 6-6 and 5-5 are in the boneyard: seat 1's 4-4 is the highest double dealt.
    const st = deal(rules, ['2-2 3-3 5-6', '4-4 0-1 0-2']);
    expect(viewFor(st, 0).line).toEqual([{ seat: 1, tile: '4-4', end: 0 }]);
    // No double dealt: the heaviest tile, 5-6, opens.
    const st2 = deal(rules, ['2-3 4-6 0-1', '5-6 0-2 1-3']);
    expect(viewFor(st2, 0).line).toEqual([{ seat: 1, tile: '5-6', end: 0 }]);
  });

  it('000 two players: "draws one tile at a time until they can", "may not draw while you hold a playable tile", "if the boneyard is empty … you pass"', () => {
    const hands = ['6-6 1-1', '0-1 0-2'];
    const st = deal({ preset: 'partnership', players: 2, handSize: 2 }, hands, {
      bone: boneWith(hands, '2-6 2-3 1-3'),
    });
    // Seat 0 placed 6-6; seat 1 holds no 6 and drew 1-3, 2-3, then 2-6, which fits.
    expect(hist(viewFor(st, 0))).toEqual([
      { type: 'play', seat: 0, tile: '6-6', end: 0, points: 0, forced: true },
      { type: 'draw', seat: 1, count: 3 },
    ]);
    expect(hist(viewFor(st, 1))[1]).toEqual({
      type: 'draw',
      seat: 1,
      count: 3,
      tiles: ['1-3', '2-3', '2-6'],
    });
    expect(viewFor(st, 1).turn).toBe(1);
    expect(viewFor(st, 1).legalMoves).toEqual([
      { type: 'play', tile: '2-6', end: 0 },
      { type: 'play', tile: '2-6', end: 1 },
    ]);
    const drawing = applyMove(st, 1, { type: 'draw' });
    expect(drawing.ok ? null : drawing.error.code).toBe('move/must-play');

    // All 28 dealt (14 each): seat 1 holds no 6 and the boneyard is empty, so it passes.
    const full = [
      '0-6 1-6 2-6 3-6 4-6 5-6 6-6 0-0 0-1 0-2 0-3 0-4 0-5 1-1',
      '1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 3-5 4-4 4-5 5-5',
    ];
    const st2 = deal({ preset: 'partnership', players: 2, handSize: 14 }, full);
    expect(hist(viewFor(st2, 1))).toEqual([
      { type: 'play', seat: 0, tile: '6-6', end: 0, points: 0, forced: true },
      { type: 'pass', seat: 1, numbers: [6] },
    ]);
    expect(viewFor(st2, 0).turn).toBe(0);
  });
});

describe('seed 001 (Pagat, Fundex, score keeper)', () => {
  it('001 "A double-six counts 12, and a double-blank counts 0"', () => {
    expect(PIPS[tile('6-6')]).toBe(12);
    expect(PIPS[tile('0-0')]).toBe(0);
    expect(PIPS[tile('4-6')]).toBe(10);
  });

  it('001 "Fundex subtracts the winner\'s pips from each opponent separately, which gives a smaller total when three or four play"', () => {
    const pips = [5, 12, 20];
    const pagat = scoreHand(keeper(3), pips, { kind: 'blocked' });
    const fundex = scoreHand(keeper(3, { blockedScoring: 'eachOpponentMinusOwn' }), pips, {
      kind: 'blocked',
    });
    expect(pagat.award).toBe(32 - 5);
    expect(fundex.award).toBe(12 - 5 + (20 - 5));
    expect(fundex.award).toBeLessThan(pagat.award);
  });

  it('001 "A tie for fewest pips scores nothing for anyone in Pagat\'s rules"', () => {
    const s = scoreHand(keeper(3, { losersLosePips: true }), [7, 7, 20], { kind: 'blocked' });
    expect(s.winner).toBeNull();
    expect(s.award).toBe(0);
    expect(s.deltas).toEqual([0, 0, 0]);
  });

  it('001 "Pagat uses 61 points when three or four people play as individuals"; 100 for two or partnerships', () => {
    expect(resolveRules({ preset: 'block', players: 3 }).target).toBe(61);
    expect(resolveRules({ preset: 'draw', players: 4 }).target).toBe(61);
    expect(resolveRules({ preset: 'block', players: 2 }).target).toBe(100);
    expect(resolveRules({ preset: 'block', players: 4, teams: 'partnership' }).target).toBe(100);
  });
});

describe('seed 002', () => {
  const game002 = {
    preset: 'block',
    players: 2,
    opener: 'highestDoubleElseHighestTile',
    laterOpener: 'sameAsFirst',
  } as const;

  it('002 "If the open ends are 3 on the left and 5 on the right, you may play any tile containing a 3 (left) or a 5 (right)"', () => {
    const st0 = deal({ ...game002, handSize: 4 }, ['3-5 6-6 0-0 1-1', '2-3 4-5 1-2 3-3'], {
      opener: 0,
      handNo: 2,
    });
    const st = play(st0, 0, '3-5');
    expect(ends(st)).toEqual([3, 5]);
    expect(viewFor(st, 1).legalMoves).toEqual([
      { type: 'play', tile: '2-3', end: 0 },
      { type: 'play', tile: '3-3', end: 0 },
      { type: 'play', tile: '4-5', end: 1 },
    ]);
  });

  it('002 "If neither player holds a double, the player with the highest single tile leads"', () => {
    const st = deal({ ...game002, handSize: 3 }, ['4-5 0-1 0-2', '3-6 1-2 0-3']);
    // 3-6 and 4-5 both weigh 9: the higher end wins (project rule).
    expect(viewFor(st, 0).line).toEqual([{ seat: 1, tile: '3-6', end: 0 }]);
  });

  it('002 "Blocked: the player with the lowest sum wins, earning the difference between the opponent\'s pips and their own"', () => {
    const st0 = deal({ ...game002, handSize: 3 }, ['0-0 1-2 2-2', '4-5 3-3'], { opener: 0, handNo: 2 });
    const st = play(st0, 0, '0-0');
    expect(st.last?.score.sidePips).toEqual([7, 15]);
    expect(st.scores).toEqual([8, 0]);
  });
});

describe('seed 003', () => {
  it('003 "a player who is short of a number may pick up several tiles in one turn"', () => {
    const hands = ['3-3 4-4', '0-1 1-2'];
    const st0 = deal({ preset: 'draw', players: 2, handSize: 2 }, hands, {
      opener: 0,
      bone: boneWith(hands, '3-6 5-6 0-5 2-4'),
    });
    const st = play(st0, 0, '3-3');
    // 2-4, 0-5 and 5-6 do not fit the 3s; the fourth tile, 3-6, does.
    expect(hist(viewFor(st, 0))[1]).toEqual({ type: 'draw', seat: 1, count: 4 });
    expect(hist(viewFor(st, 1))[1]).toEqual({
      type: 'draw',
      seat: 1,
      count: 4,
      tiles: ['2-4', '0-5', '5-6', '3-6'],
    });
    expect(viewFor(st, 1).boneyard).toBe(28 - 4 - 4);
    expect(viewFor(st, 1).handCounts).toEqual([1, 6]);
    expect(viewFor(st, 1).legalMoves).toEqual([
      { type: 'play', tile: '3-6', end: 0 },
      { type: 'play', tile: '3-6', end: 1 },
    ]);
  });

  it('003 "If two or more players share the lowest total, nobody scores that hand, and the lead passes to the player on the left of the one who led it"', () => {
    // Block game, three players, a later hand led by seat 1; 0-0 blocks at once; seats 0 and 2 tie at 10.
    const st0 = deal({ preset: 'block', players: 3, handSize: 2 }, ['1-2 3-4', '0-0 6-6', '1-4 2-3'], {
      opener: 1,
      handNo: 2,
    });
    const st = play(st0, 1, '0-0');
    expect(st.last?.score.winner).toBeNull();
    expect(st.scores).toEqual([0, 0, 0]);
    expect(st.hand.opener).toBe(2);
  });

  it('003 "the winner scores the pips left in the other players\' hands, minus the pips left in their own"', () => {
    const st0 = deal({ preset: 'block', players: 3, handSize: 2 }, ['1-2 3-4', '0-0 1-1', '1-4 5-6'], {
      opener: 1,
      handNo: 2,
    });
    const st = play(st0, 1, '0-0');
    // Seat 1 holds 1-1 (2): 10 + 16 - 2 = 24.
    expect(st.scores).toEqual([0, 24, 0]);
    expect(st.hand.opener).toBe(1);
  });
});

describe('seed 003: the end of the game', () => {
  // All Fives, two players, spinner none: seat 0 leads 1-2 (3), seat 1 plays 2-4 (ends 1 and 4: 5, scores 5),
  // seat 0 goes out with 4-6 (7); seat 1 keeps 5-5: 10, an award of 10.
  const hand = (scores: number[]) => {
    let st = deal({ preset: 'allFives', players: 2, handSize: 2, spinner: 'none' }, ['1-2 4-6', '2-4 5-5'], {
      opener: 0,
    });
    st = { ...st, scores: scores.slice() };
    st = play(st, 0, '1-2');
    st = play(st, 1, '2-4', 1);
    return play(st, 0, '4-6', 1);
  };

  it('003 "The game ends after a hand in which a player reaches the target score, and the highest score wins"', () => {
    const st = hand([145, 140]);
    expect(st.scores).toEqual([155, 145]);
    expect(st.winner).toBe(0);
    // Seat 0 went out and reached 150, but seat 1 (148 + 5 points during play) is higher.
    const st2 = hand([140, 148]);
    expect(st2.scores).toEqual([150, 153]);
    expect(st2.winner).toBe(1);
  });

  it('003 "If first place is exactly tied, another hand is played, so a game never ends in a draw"', () => {
    const st = hand([140, 145]);
    expect(st.scores).toEqual([150, 150]);
    expect(st.winner).toBe(-1);
    expect(st.handNo).toBe(2);
    expect(viewFor(st, 0).status).toBe('playing');
  });
});

describe('seed 004', () => {
  const game004 = {
    preset: 'draw',
    players: 2,
    opener: 'highestDoubleElseHighestTile',
    laterOpener: 'sameAsFirst',
    blockedScoring: 'allHands',
    target: 100,
  } as const;

  it('004 "If no player has the double-6, then the double-5 is played and so on"', () => {
    const st = deal({ ...game004, handSize: 3 }, ['4-4 1-2 0-6', '5-5 3-3 1-6']);
    expect(viewFor(st, 0).line).toEqual([{ seat: 1, tile: '5-5', end: 0 }]);
    expect(hist(viewFor(st, 0))[0]).toMatchObject({ forced: true });
  });

  it('004 "the double-5 was played first … 3-5 on the right … 1-5 to the left. Only a tile containing a 1 or a 3 can be played now"', () => {
    const hands = ['5-5 1-5 0-0 2-4', '3-5 1-2 3-4 0-6 2-6 5-6'];
    let st = deal({ ...game004, handSize: 6 }, hands);
    expect(ends(st)).toEqual([5, 5]);
    st = play(st, 1, '3-5', 1);
    expect(ends(st)).toEqual([5, 3]);
    st = play(st, 0, '1-5', 0);
    expect(ends(st)).toEqual([1, 3]);
    expect(viewFor(st, 1).legalMoves).toEqual([
      { type: 'play', tile: '1-2', end: 0 },
      { type: 'play', tile: '3-4', end: 1 },
    ]);
    const wrong = applyMove(st, 1, { type: 'play', tile: tile('5-6'), end: 0 });
    expect(wrong.ok ? null : wrong.error.code).toBe('move/tile-does-not-match-end');
  });

  it('004 "your opponent has just played 1-6 … playing 3-6 to the right makes both ends 6 … he will have to draw until he pulls a 6"', () => {
    const hands = ['1-3 3-6 0-0 4-4', '1-6 0-1 2-2 4-5'];
    let st = deal({ ...game004, handSize: 4 }, hands, {
      opener: 0,
      handNo: 2,
      bone: boneWith(hands, '2-6 1-1 0-2'),
    });
    // A later hand with the lead given (matchFromDeal: opener applies from hand 2 on).
    st = play(st, 0, '1-3');
    st = play(st, 1, '1-6', 0);
    expect(ends(st)).toEqual([6, 3]);
    const both = applyMove(st, 0, { type: 'play', tile: tile('3-6') });
    expect(both.ok ? null : both.error.code).toBe('move/end-required');
    st = play(st, 0, '3-6', 1);
    expect(ends(st)).toEqual([6, 6]);
    expect(hist(viewFor(st, 1))[3]).toEqual({
      type: 'draw',
      seat: 1,
      count: 3,
      tiles: ['0-2', '1-1', '2-6'],
    });
    expect(viewFor(st, 1).legalMoves).toEqual([
      { type: 'play', tile: '2-6', end: 0 },
      { type: 'play', tile: '2-6', end: 1 },
    ]);
  });

  it('004 "each player should tally the points remaining in their hands and award those points to the winner" (allHands; 5-5 counts 10)', () => {
    const r = resolveRules(game004);
    const s = scoreHand(r, [PIPS[tile('1-2')], PIPS[tile('5-5')]], { kind: 'blocked' });
    expect(s.award).toBe(3 + 10);
  });
});

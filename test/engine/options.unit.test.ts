/**
 * Scenario tests from fixed hands (`matchFromDeal`): for each preset and each option of docs/rules.md (#the-games, #house-rules),
 * the option changes exactly what it should. Also the automatic draws and passes, blocked hands,
 * and every rejected move (which must leave the state as it was).
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  dealFromSeed,
  HAND_BLOCKED,
  HAND_DOMINO,
  HAND_PLAYING,
  isOver,
  type MatchState,
  type Move,
  type MoveOptions,
  matchFromDeal,
  newMatch,
  parseRules,
  popcount,
  type RulesInput,
  seedState,
  shuffle,
  tileName,
  tilesOf,
  viewFor,
} from '../../shared/engine';
import { hist, tile, tiles } from '../support/tiles';

interface Extra {
  opener?: number;
  bone?: string;
  handNo?: number;
  scores?: number[];
}

function deal(input: RulesInput, hands: string[], extra: Extra = {}): MatchState {
  return matchFromDeal(parseRules(input), {
    hands: hands.map(tiles),
    opener: extra.opener,
    handNo: extra.handNo,
    scores: extra.scores,
    bone: extra.bone === undefined ? undefined : tiles(extra.bone),
  });
}

/** The boneyard for a fixed deal: every tile not in `hands` nor `tail`, then `tail` (drawn from its end). */
function boneWith(hands: string[], tail = ''): string {
  const used = new Set([...hands.join(' ').split(/\s+/), ...tail.split(/\s+/)].filter(Boolean).map(tile));
  const rest: string[] = [];
  for (let t = 0; t < 28; t++) if (!used.has(t)) rest.push(tileName(t));
  return `${rest.join(' ')} ${tail}`;
}

function move(st: MatchState, seat: number, m: Move, opts?: MoveOptions): MatchState {
  const res = applyMove(st, seat, m, opts);
  if (!res.ok) throw new Error(`seat ${seat} ${JSON.stringify(m)}: ${res.error.code} ${res.error.message}`);
  return res.state;
}

const play = (st: MatchState, seat: number, name: string, end?: number, opts?: MoveOptions) =>
  move(st, seat, { type: 'play', tile: tile(name), end }, opts);

const ends = (st: MatchState): number[] => viewFor(st, null).ends.map((e) => e.number);

/** Expects a rejection with `code` and checks that the state is exactly as before. */
function expectRejected(st: MatchState, seat: number, m: Move, code: string): void {
  const before = JSON.stringify(st);
  const res = applyMove(st, seat, m);
  expect(res.ok).toBe(false);
  if (!res.ok) {
    expect(res.error.code).toBe(code);
    expect(res.error.message.length).toBeGreaterThan(5);
  }
  expect(JSON.stringify(st)).toBe(before);
}

const PRESETS = ['partnership', 'draw', 'block', 'allFives'] as const;

describe('handSize', () => {
  it.each([
    [{ preset: 'draw', players: 3, handSize: 4 }, 4, 16],
    [{ preset: 'draw', players: 2, handSize: 5 }, 5, 18],
    [{ preset: 'block', players: 2, handSize: 3 }, 3, 22],
    [{ preset: 'block', players: 4, handSize: 7 }, 7, 0],
    [{ preset: 'allFives', players: 4, handSize: 6 }, 6, 4],
    [{ preset: 'allFives', players: 3, handSize: 9 }, 9, 1],
  ] as const)('%j deals %i tiles each and leaves %i undealt', (input, size, rest) => {
    const r = parseRules(input);
    for (let i = 0; i < 3; i++) {
      const st = newMatch(r, { seed: `hs-${i}` });
      const v = viewFor(st, null);
      // lots: nothing is placed and nobody has drawn yet.
      expect(v.handCounts).toEqual(new Array(input.players).fill(size));
      expect(v.boneyard).toBe(rest);
    }
  });

  it('partnership with 4 players and handSize 5: 20 tiles dealt, 8 set aside, never drawn', () => {
    const r = parseRules({ preset: 'partnership', players: 4, handSize: 5 });
    for (let i = 0; i < 5; i++) {
      const { deal: d } = dealFromSeed(r, `p5-${i}`, true);
      expect(d.hands.map(popcount)).toEqual([5, 5, 5, 5]);
      expect(d.bone).toHaveLength(8);
      const v = viewFor(newMatch(r, { seed: `p5-${i}` }), null);
      expect(v.boneyard).toBe(8);
      expect(hist(v).some((e) => e.type === 'draw')).toBe(false);
    }
  });
});

describe('opener (first hand)', () => {
  it("doubleSixHolder places 6-6 automatically as that seat's play; play continues to its left", () => {
    const hands = [
      '0-0 0-1 0-2 0-3 0-4 0-5 0-6',
      '1-1 1-2 1-3 1-4 1-5 1-6 2-2',
      '2-3 2-4 2-5 2-6 3-3 3-4 3-5',
      '3-6 4-4 4-5 4-6 5-5 5-6 6-6',
    ];
    const st = deal({ preset: 'block', players: 4, handSize: 7, opener: 'doubleSixHolder' }, hands);
    const v = viewFor(st, 0);
    expect(v.opener).toBe(3);
    expect(hist(v)).toEqual([{ type: 'play', seat: 3, tile: '6-6', end: 0, points: 0, forced: true }]);
    // Seat 0 holds 0-6: play continues to seat 3's left.
    expect(v.turn).toBe(0);
    expect(v.handCounts).toEqual([7, 7, 7, 6]);
  });

  it('doubleSixHolder over random deals: the forced first play is always 6-6 by its holder', () => {
    const r = parseRules({ preset: 'partnership', players: 4 });
    for (let i = 0; i < 20; i++) {
      const { deal: d, lead } = dealFromSeed(r, `d6-${i}`, true);
      const holder = d.hands.findIndex((m) => (m & (1 << tile('6-6'))) !== 0);
      expect(lead).toEqual({ seat: holder, tile: tile('6-6') });
      const st = newMatch(r, { seed: 'm', handSeed: `d6-${i}` });
      expect(hist(viewFor(st, null))[0]).toMatchObject({
        type: 'play',
        seat: holder,
        tile: '6-6',
        forced: true,
      });
    }
  });

  it('highestDoubleElseHighestTile: any double beats a heavier non-double', () => {
    const st = deal({ preset: 'draw', players: 3, handSize: 2, opener: 'highestDoubleElseHighestTile' }, [
      '5-6 4-6',
      '0-1 0-2',
      '1-1 0-3',
    ]);
    expect(hist(viewFor(st, 0))[0]).toMatchObject({ type: 'play', seat: 2, tile: '1-1', forced: true });
    expect(viewFor(st, 0).opener).toBe(2);
  });

  it('highestDoubleElseHighestTile with no double: the heaviest tile; equal weights go to the higher end (3-6 before 4-5, project rule)', () => {
    const input = {
      preset: 'block',
      players: 3,
      handSize: 2,
      opener: 'highestDoubleElseHighestTile',
    } as const;
    const st = deal(input, ['4-5 0-1', '3-6 0-2', '2-6 1-3']);
    expect(hist(viewFor(st, 0))[0]).toMatchObject({ seat: 1, tile: '3-6', forced: true });
    const st2 = deal(input, ['4-5 0-1', '2-6 0-4', '1-6 1-3']);
    expect(hist(viewFor(st2, 0))[0]).toMatchObject({ seat: 0, tile: '4-5', forced: true });
    const st3 = deal(input, ['4-5 0-1', '2-6 0-2', '5-6 1-3']);
    expect(hist(viewFor(st3, 0))[0]).toMatchObject({ seat: 2, tile: '5-6', forced: true });
  });

  it('highestDoubleElseRedeal: with no double dealt it reshuffles (deterministically, from the same seed) and the highest double opens', () => {
    const r = parseRules({ preset: 'draw', players: 2, handSize: 5, opener: 'highestDoubleElseRedeal' });
    let seed = '';
    for (let i = 0; i < 2000 && !seed; i++) {
      if (dealFromSeed(r, `redeal-${i}`, true).deal.shuffles > 1) seed = `redeal-${i}`;
    }
    expect(seed).not.toBe('');
    // The first shuffle of that seed dealt no double.
    const first = shuffle(
      seedState(seed),
      Array.from({ length: 28 }, (_, t) => t),
    ).slice(0, 10);
    expect(first.filter((t) => tileName(t)[0] === tileName(t)[2])).toEqual([]);
    const a = dealFromSeed(r, seed, true);
    const b = dealFromSeed(r, seed, true);
    expect(b).toEqual(a);
    const doubles = (m: number) => tilesOf(m).filter((t) => tileName(t)[0] === tileName(t)[2]);
    const all = [...doubles(a.deal.hands[0]), ...doubles(a.deal.hands[1])];
    expect(all.length).toBeGreaterThan(0);
    const highest = Math.max(...all);
    expect(a.lead).toEqual({ seat: doubles(a.deal.hands[0]).includes(highest) ? 0 : 1, tile: highest });
    // A match dealt from that seed opens with that double, placed for its holder.
    const st = newMatch(r, { seed: 'any', handSeed: seed });
    expect(hist(viewFor(st, null))[0]).toMatchObject({
      type: 'play',
      seat: a.lead!.seat,
      tile: tileName(highest),
      forced: true,
    });
    // highestDoubleElseHighestTile deals the same seed once and opens with the highest tile.
    const r2 = parseRules({
      preset: 'draw',
      players: 2,
      handSize: 5,
      opener: 'highestDoubleElseHighestTile',
    });
    const c = dealFromSeed(r2, seed, true);
    expect(c.deal.shuffles).toBe(1);
    expect(c.deal.hands.flatMap(tilesOf).sort((x, y) => x - y)).toEqual(first.slice().sort((x, y) => x - y));
    // Later hands (laterOpener winner) never redeal.
    expect(dealFromSeed(r, seed, false).deal.shuffles).toBe(1);
  });

  it('highestDoubleElseRedeal: matchFromDeal refuses fixed hands without a double', () => {
    expect(() =>
      deal({ preset: 'block', players: 2, handSize: 2, opener: 'highestDoubleElseRedeal' }, [
        '1-2 3-4',
        '5-6 0-1',
      ]),
    ).toThrow(/no double/);
  });

  it('lots: a seat drawn by lot leads any tile; every seat gets drawn; the same seed draws the same seat', () => {
    const r = parseRules({ preset: 'block', players: 3 });
    const openers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const st = newMatch(r, { seed: `lots-${i}` });
      const v = viewFor(st, st.hand.turn);
      expect(v.opener).toBe(v.turn);
      expect(v.line).toEqual([]);
      expect(v.legalMoves?.map((m) => (m.type === 'play' ? m.tile : 'draw')).sort()).toEqual(
        v.hand?.slice().sort(),
      );
      expect(newMatch(r, { seed: `lots-${i}` }).hand.opener).toBe(v.opener);
      openers.add(v.opener);
    }
    expect([...openers].sort()).toEqual([0, 1, 2]);
  });

  // Regression: a hand whose forced opening tile leaves nobody able to play (or draw) used to
  // stay blocked but unscored (`turn = -1`, no winner, every move rejected: the match was stuck).
  // Fixed in cbaa7a5: such a hand is scored at once like any blocked hand.
  it('a first hand blocked by its forced opening tile is scored at once and the match goes on (newMatch)', () => {
    const r = parseRules({
      preset: 'block',
      players: 4,
      handSize: 2,
      opener: 'highestDoubleElseHighestTile',
    });
    let blockedAtOnce = 0;
    for (let i = 0; i < 100; i++) {
      const st = newMatch(r, { seed: `s${i}` });
      expect(st.hand.end === HAND_PLAYING || isOver(st), `seed s${i}`).toBe(true);
      if (st.last) {
        blockedAtOnce++;
        // Hand 1 ended on its forced tile alone, and was scored.
        expect(st.last.handNo).toBe(1);
        expect(st.last.end).toBe(HAND_BLOCKED);
        expect(hist(viewFor(st, 0).lastHand)).toEqual([
          expect.objectContaining({ type: 'play', forced: true }),
        ]);
        expect(st.scores).toEqual(st.last.scores);
      }
      if (!isOver(st)) expect(viewFor(st, st.hand.turn).legalMoves?.length).toBeGreaterThan(0);
    }
    expect(blockedAtOnce).toBeGreaterThan(0);
  });

  it('a later hand (laterOpener sameAsFirst) blocked by its forced opening tile is scored at once', () => {
    const input = {
      preset: 'block',
      players: 4,
      handSize: 2,
      opener: 'highestDoubleElseHighestTile',
      laterOpener: 'sameAsFirst',
      target: 1000,
    } as const;
    // Hand 1: seat 0 places 5-5, seat 1 plays 5-6 and nobody holds a 5 or a 6: blocked.
    const st = deal(input, ['5-5 0-1', '5-6 1-2', '2-3 0-2', '0-3 1-4']);
    let blockedAtOnce = 0;
    for (let i = 0; i < 100; i++) {
      const res = applyMove(
        st,
        1,
        { type: 'play', tile: tile('5-6'), end: 0 },
        { nextHandSeed: `later-${i}` },
      );
      expect(res.ok).toBe(true);
      if (!res.ok) continue;
      const s2 = res.state;
      expect(s2.hand.end === HAND_PLAYING || isOver(s2), `nextHandSeed later-${i}`).toBe(true);
      const finished = (res as { finished?: { handNo: number; end: number }[] }).finished ?? [s2.last!];
      expect(finished[0]).toMatchObject({ handNo: 1, end: HAND_BLOCKED });
      expect(s2.handNo).toBe(1 + finished.length);
      if (finished.length > 1) blockedAtOnce++;
    }
    expect(blockedAtOnce).toBeGreaterThan(0);
  });
});

describe('laterOpener and blockedTieLead: who opens the next hand', () => {
  // Three players, block game, a hand led by seat 1 that seat 0 wins by going out:
  // seat 1 leads 1-1; seat 2 passes; seat 0 plays 1-2; seats 1, 2 pass; seat 0 goes out with 2-3.
  const hands = ['1-2 2-3', '1-1 5-5', '4-4 6-6'];
  const playHand = (input: Partial<RulesInput>, nextHandSeed = 'next hand') => {
    let st = deal({ preset: 'block', players: 3, handSize: 2, target: 500, ...input } as RulesInput, hands, {
      opener: 1,
      handNo: 2,
    });
    st = play(st, 1, '1-1');
    st = play(st, 0, '1-2', 0);
    st = play(st, 0, '2-3', 0, { nextHandSeed });
    // With a forced opening tile and tiny hands, the new deal may block at once and be scored too.
    if (st.handNo === 3) expect(st.last).toMatchObject({ end: HAND_DOMINO, out: 0, opener: 1 });
    return st;
  };

  it('winner: the seat that went out leads the next hand with any tile', () => {
    const st = playHand({ laterOpener: 'winner' });
    const v = viewFor(st, 0);
    expect(v.opener).toBe(0);
    expect(v.turn).toBe(0);
    expect(v.line).toEqual([]);
    expect(v.legalMoves).toHaveLength(2);
  });

  it('winner is the default: also with an opener rule bound to a tile, later hands are led freely', () => {
    const st = playHand({ opener: 'highestDoubleElseHighestTile' });
    expect(st.hand.opener).toBe(0);
    expect(st.hand.line.v).toEqual([]);
  });

  it('rotate: the lead passes left of the last opener, whoever won', () => {
    const st = playHand({ laterOpener: 'rotate' });
    expect(st.hand.opener).toBe(2);
    expect(st.hand.line.v).toEqual([]);
  });

  it('sameAsFirst with a tile rule: the first-hand rule, forced tile included, applies to the new deal', () => {
    let checked = 0;
    for (const nextHandSeed of 'abcdefghijklmnop'.split('')) {
      const input = { laterOpener: 'sameAsFirst', opener: 'highestDoubleElseHighestTile' } as const;
      const st = playHand(input, nextHandSeed);
      // Skip deals whose forced tile blocks them at once (scored, and hand 4 dealt from another seed).
      if (st.handNo !== 3) continue;
      checked++;
      const { lead } = dealFromSeed(st.rules, nextHandSeed, true);
      expect(st.hand.opener).toBe(lead!.seat);
      expect(hist(viewFor(st, null))[0]).toMatchObject({
        type: 'play',
        seat: lead!.seat,
        tile: tileName(lead!.tile),
        forced: true,
      });
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('sameAsFirst with lots: lots are drawn again every hand', () => {
    const openers = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const st = playHand({ laterOpener: 'sameAsFirst', opener: 'lots' }, `lots again ${i}`);
      expect(st.hand.opener).toBe(dealFromSeed(st.rules, `lots again ${i}`, true).lead!.seat);
      expect(st.hand.line.v).toEqual([]);
      openers.add(st.hand.opener);
    }
    expect([...openers].sort()).toEqual([0, 1, 2]);
  });

  // A blocked hand led by seat 1 (0-0, nobody holds another 0); seats 0 and 2 tie for fewest (10).
  const tieHands = ['1-2 3-4', '0-0 6-6', '1-4 2-3'];
  const blockTie = (input: Partial<RulesInput>) => {
    const st0 = deal({ preset: 'block', players: 3, handSize: 2, ...input } as RulesInput, tieHands, {
      opener: 1,
      handNo: 2,
    });
    const st = play(st0, 1, '0-0');
    expect(st.last?.score.winner).toBeNull();
    return st;
  };

  it('blockedTieLead sameOpener: after a tied block the last opener leads again', () => {
    expect(blockTie({ blockedTieLead: 'sameOpener' }).hand.opener).toBe(1);
  });

  it('blockedTieLead nextOpener (draw/block default): the player left of the last opener leads', () => {
    expect(blockTie({ blockedTieLead: 'nextOpener' }).hand.opener).toBe(2);
    expect(blockTie({}).hand.opener).toBe(2);
  });

  it('partnership defaults to sameOpener after a tied block', () => {
    // Team 0 (seats 0, 2): 1-2 5-6 | 3-4 2-2 = 25; team 1: 6-6 | 4-5 1-3 = 25.
    const st0 = deal(
      { preset: 'partnership', players: 4, handSize: 2 },
      ['1-2 5-6', '0-0 6-6', '3-4 2-2', '4-5 1-3'],
      {
        opener: 1,
        handNo: 2,
      },
    );
    const st = play(st0, 1, '0-0');
    expect(st.last?.score.winner).toBeNull();
    expect(st.hand.opener).toBe(1);
  });

  it('blockedTieLead matters only under winner: rotate passes the lead left, sameAsFirst applies the first-hand rule', () => {
    expect(blockTie({ laterOpener: 'rotate', blockedTieLead: 'sameOpener' }).hand.opener).toBe(2);
    const st = blockTie({ laterOpener: 'sameAsFirst', opener: 'lots', blockedTieLead: 'sameOpener' });
    expect(st.hand.opener).toBe(dealFromSeed(st.rules, st.hand.seed, true).lead!.seat);
  });

  it('winner after a blocked hand with a single winner: the player with the fewest pips leads', () => {
    const st0 = deal({ preset: 'block', players: 3, handSize: 2 }, ['1-2 3-4', '0-0 6-6', '1-4 2-2'], {
      opener: 1,
      handNo: 2,
    });
    const st = play(st0, 1, '0-0');
    expect(st.last?.score.winner).toBe(2);
    expect(st.hand.opener).toBe(2);
  });

  it("teams, blocked: the winning team's player with the fewest pips leads; equal partners: first in turn order from the last opener", () => {
    // Team 0 (seats 0, 2) 8 + 8 = 16 against team 1 (seats 1, 3) 12 + 20.
    const input = { preset: 'partnership', players: 4, handSize: 2 } as const;
    const equal = (leader: number) => {
      const hands = ['1-2 1-4', '', '1-3 2-2', ''];
      hands[leader] = '0-0 6-6';
      hands[leader === 1 ? 3 : 1] = '5-6 4-5';
      return play(deal(input, hands, { opener: leader, handNo: 2 }), leader, '0-0');
    };
    // Led by seat 1: turn order 1, 2, 3, 0 -> seat 2. Led by seat 3: order 3, 0, 1, 2 -> seat 0.
    expect(equal(1).last?.score.winner).toBe(0);
    expect(equal(1).hand.opener).toBe(2);
    expect(equal(3).hand.opener).toBe(0);
    // Unequal partners: the one with fewer pips, whoever led.
    const st = play(
      deal(input, ['1-2 1-4', '0-0 6-6', '1-3 1-1', '5-6 4-5'], { opener: 1, handNo: 2 }),
      1,
      '0-0',
    );
    expect(st.hand.opener).toBe(2);
  });
});

describe('blockedScoring (a blocked hand only)', () => {
  // Three players: seat 0 leads 0-0 and nobody holds another 0. Left: seat 0 1-1 (2), seat 1 2-3 4-4 (13), seat 2 5-6 1-2 (14).
  const individuals = ['0-0 1-1', '2-3 4-4', '5-6 1-2'];
  it.each([
    ['othersMinusOwn', 27 - 2],
    ['othersTotal', 27],
    ['eachOpponentMinusOwn', 13 - 2 + (14 - 2)],
    ['allHands', 29],
  ] as const)('three individuals, %s: the winner scores %i', (blockedScoring, award) => {
    const st0 = deal({ preset: 'block', players: 3, handSize: 2, blockedScoring }, individuals, {
      opener: 0,
    });
    const st = play(st0, 0, '0-0');
    expect(st.last?.end).toBe(HAND_BLOCKED);
    expect(st.last?.score).toMatchObject({ winner: 0, award, sidePips: [2, 13, 14], doubled: false });
    expect(st.scores).toEqual([award, 0, 0]);
  });

  // Teams of four: team 0 (seats 0, 2) 1-1 | 1-2 2-2 = 9; team 1 (seats 1, 3) 2-3 4-4 | 5-6 1-3 = 28.
  const teams = ['0-0 1-1', '2-3 4-4', '1-2 2-2', '5-6 1-3'];
  it.each([
    ['othersMinusOwn', 19],
    ['othersTotal', 28],
    ['eachOpponentMinusOwn', 19],
    ['allHands', 37],
  ] as const)('teams of four (block), %s: team 0 scores %i on team totals', (blockedScoring, award) => {
    const st0 = deal(
      { preset: 'block', players: 4, handSize: 2, teams: 'partnership', blockedScoring },
      teams,
      {
        opener: 0,
      },
    );
    const st = play(st0, 0, '0-0');
    expect(st.last?.score).toMatchObject({ winner: 0, award, sidePips: [9, 28] });
    expect(st.scores).toEqual([award, 0]);
  });

  it('the partnership preset scores othersTotal by default (team totals)', () => {
    const st = play(
      deal({ preset: 'partnership', players: 4, handSize: 2 }, teams, { opener: 0, handNo: 2 }),
      0,
      '0-0',
    );
    expect(st.scores).toEqual([28, 0]);
  });

  it.each(['othersMinusOwn', 'othersTotal', 'eachOpponentMinusOwn', 'allHands'] as const)(
    '%s: a tie for fewest pips scores nothing for anyone',
    (blockedScoring) => {
      const st0 = deal(
        { preset: 'block', players: 3, handSize: 2, blockedScoring },
        ['1-2 3-4', '0-0 6-6', '1-4 2-3'],
        {
          opener: 1,
        },
      );
      const st = play(st0, 1, '0-0');
      expect(st.last?.score.winner).toBeNull();
      expect(st.scores).toEqual([0, 0, 0]);
    },
  );

  it('blockedScoring does not change what going out scores', () => {
    for (const blockedScoring of [
      'othersMinusOwn',
      'othersTotal',
      'eachOpponentMinusOwn',
      'allHands',
    ] as const) {
      let st = deal({ preset: 'block', players: 2, handSize: 2, blockedScoring }, ['1-2 2-3', '1-4 5-6'], {
        opener: 0,
      });
      st = play(st, 0, '1-2');
      st = play(st, 1, '1-4', 0);
      st = play(st, 0, '2-3', 1);
      expect(st.scores).toEqual([11, 0]);
    }
  });
});

describe('roundToFive', () => {
  // All Fives, two players: seat 0 leads 1-2 (3), seat 1 plays 2-6 (7), seat 0 goes out with 1-3 (9).
  // Seat 1 keeps 4-5 and 0-4: 13 pips. No count is a multiple of 5.
  const hands = ['1-2 1-3', '2-6 4-5 0-4'];
  const goOut = (input: Partial<RulesInput>) => {
    let st = deal({ preset: 'allFives', players: 2, handSize: 3, ...input } as RulesInput, hands, {
      opener: 0,
    });
    st = play(st, 0, '1-2');
    st = play(st, 1, '2-6', 1);
    st = play(st, 0, '1-3', 0);
    expect(st.last?.pts).toEqual([0, 0]);
    return st;
  };

  it('on (allFives default): going out scores 13 rounded to 15', () => {
    expect(goOut({}).scores).toEqual([15, 0]);
  });

  it('off: going out scores 13', () => {
    expect(goOut({ roundToFive: false }).scores).toEqual([13, 0]);
  });

  it('in a draw game it rounds the award (off by default): 13 -> 15', () => {
    const input = { preset: 'draw', players: 2, handSize: 3 } as const;
    const run = (roundToFive: boolean) => {
      let st = deal({ ...input, roundToFive }, hands, { opener: 0 });
      st = play(st, 0, '1-2');
      st = play(st, 1, '2-6', 1);
      return play(st, 0, '1-3', 0).scores;
    };
    expect(run(false)).toEqual([13, 0]);
    expect(run(true)).toEqual([15, 0]);
  });

  it('a blocked award of 1-2 rounds to 0, 3-4 to 5', () => {
    // Seat 0 leads 0-0; left: seat 0 1-1 (2), seat 1 1-3 (4): othersMinusOwn 2 -> 0; othersTotal 4 -> 5.
    const run = (blockedScoring: 'othersMinusOwn' | 'othersTotal') =>
      play(
        deal(
          { preset: 'block', players: 2, handSize: 2, roundToFive: true, blockedScoring },
          ['0-0 1-1', '1-3'],
          {
            opener: 0,
          },
        ),
        0,
        '0-0',
      );
    expect(run('othersMinusOwn').last?.score).toMatchObject({ winner: 0, award: 0 });
    expect(run('othersTotal').last?.score).toMatchObject({ winner: 0, award: 5 });
  });
});

describe('automatic draws and passes; blocked hands', () => {
  it('draw game: a seat that cannot play draws one tile at a time until one fits (the history shows how many)', () => {
    const hands = ['3-3 4-4', '0-1 1-2', '0-2 5-5'];
    const st0 = deal({ preset: 'draw', players: 3, handSize: 2 }, hands, {
      opener: 0,
      bone: boneWith(hands, '3-6 0-0'),
    });
    const st = play(st0, 0, '3-3');
    expect(hist(viewFor(st, 2))).toEqual([
      { type: 'play', seat: 0, tile: '3-3', end: 0, points: 0, forced: false },
      { type: 'draw', seat: 1, count: 2 },
    ]);
    expect(hist(viewFor(st, 1))[1]).toEqual({ type: 'draw', seat: 1, count: 2, tiles: ['0-0', '3-6'] });
    expect(viewFor(st, 2).turn).toBe(1);
    expect(viewFor(st, 2).boneyard).toBe(28 - 6 - 2);
  });

  it('block game: a seat that cannot play passes by itself; the history says on which numbers', () => {
    const st0 = deal({ preset: 'block', players: 3, handSize: 2 }, ['1-2 5-5', '3-4 6-6', '2-3 0-0'], {
      opener: 0,
    });
    const st = play(st0, 0, '1-2');
    expect(hist(viewFor(st, 0)).slice(1)).toEqual([{ type: 'pass', seat: 1, numbers: [1, 2] }]);
    expect(viewFor(st, 0).turn).toBe(2);
  });

  it('draw game with an empty boneyard: the seat passes', () => {
    // 14 each, all dealt; seat 0 leads 6-6 and seat 1 holds no 6.
    const full = [
      '0-6 1-6 2-6 3-6 4-6 5-6 6-6 0-0 0-1 0-2 0-3 0-4 0-5 1-1',
      '1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 3-5 4-4 4-5 5-5',
    ];
    const st = play(deal({ preset: 'draw', players: 2, handSize: 14 }, full, { opener: 0 }), 0, '6-6');
    expect(hist(viewFor(st, 0)).slice(1)).toEqual([{ type: 'pass', seat: 1, numbers: [6] }]);
    expect(viewFor(st, 0).turn).toBe(0);
  });

  it('block game, four players: every seat that cannot play passes in turn until one can', () => {
    const st0 = deal(
      { preset: 'block', players: 4, handSize: 2 },
      ['1-2 3-3', '2-4 5-5', '1-6 6-6', '0-3 0-5'],
      {
        opener: 0,
      },
    );
    let st = play(st0, 0, '1-2');
    st = play(st, 1, '2-4', 1);
    // Ends 1 and 4: seat 2 plays 1-6. Ends 6 and 4: seats 3, 0, 1 hold neither and pass; seat 2 holds 6-6.
    st = play(st, 2, '1-6', 0);
    expect(hist(viewFor(st, 0)).slice(3)).toEqual([
      { type: 'pass', seat: 3, numbers: [4, 6] },
      { type: 'pass', seat: 0, numbers: [4, 6] },
      { type: 'pass', seat: 1, numbers: [4, 6] },
    ]);
    expect(viewFor(st, 2).turn).toBe(2);
    expect(viewFor(st, 2).legalMoves).toEqual([{ type: 'play', tile: '6-6', end: 0 }]);
  });

  it('a blocked hand ends at once: the play that leaves nobody able to play ends it, no passes recorded', () => {
    // Seat 0 leads 1-2, seat 1 plays 2-5: ends 1 and 5; nobody holds a 1 or a 5.
    const st0 = deal({ preset: 'block', players: 3, handSize: 2 }, ['1-2 3-3', '2-5 4-4', '2-2 0-6'], {
      opener: 0,
    });
    const st1 = play(st0, 0, '1-2');
    expect(st1.hand.turn).toBe(1);
    const res = applyMove(st1, 1, { type: 'play', tile: tile('2-5'), end: 1 });
    expect(res.ok && res.handEnded).toBe(true);
    if (!res.ok) return;
    expect(res.state.last?.end).toBe(HAND_BLOCKED);
    expect(hist(viewFor(res.state, 0).lastHand)).toEqual([
      { type: 'play', seat: 0, tile: '1-2', end: 0, points: 0, forced: false },
      { type: 'play', seat: 1, tile: '2-5', end: 1, points: 0, forced: false },
    ]);
    // Left: seat 0 3-3 (6), seat 1 4-4 (8), seat 2 2-2 0-6 (10): seat 0 wins 8 + 10 - 6.
    expect(res.state.last?.score).toMatchObject({ winner: 0, award: 12 });
  });

  it('draw game: a seat that draws the last tile and still cannot play passes; play goes on', () => {
    const hands = [
      '0-6 1-6 2-6 3-6 4-6 5-6 6-6 0-0',
      '1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 3-5 4-4 4-5 5-5 0-1 0-2 0-3 0-4 0-5',
    ];
    const st0 = deal({ preset: 'draw', players: 2, handSize: 8 }, hands, { opener: 0, bone: '1-1' });
    let st = play(st0, 0, '6-6');
    expect(hist(viewFor(st, 0)).slice(1)).toEqual([
      { type: 'draw', seat: 1, count: 1 },
      { type: 'pass', seat: 1, numbers: [6] },
    ]);
    expect(st.hand.turn).toBe(0);
    st = play(st, 0, '0-6', 0);
    expect(st.hand.turn).toBe(1);
  });
});

describe('boneyardReserve', () => {
  // Draw game, two players. The line goes 0-1 | 1-2 | 2-0 | 0-3 | 3-4 | 4-0 | 0-5 | 5-6 | 6-0, always on end 1,
  // so both ends show 0 at the end. The only 0 left is 0-0, at the bottom of the boneyard.
  const hands = ['0-1 0-2 3-4 0-5 0-6 1-1', '1-2 0-3 0-4 5-6 2-2'];
  const sequence: [number, string][] = [
    [0, '0-1'],
    [1, '1-2'],
    [0, '0-2'],
    [1, '0-3'],
    [0, '3-4'],
    [1, '0-4'],
    [0, '0-5'],
    [1, '5-6'],
  ];
  const upTo = (boneyardReserve: 0 | 2) => {
    const rest = boneWith(hands, '0-0').split(/\s+/).filter(Boolean);
    // 0-0 second from the bottom: drawn last but one with reserve 0, never with reserve 2.
    const bone = [rest[0], '0-0', ...rest.slice(1, -1)].join(' ');
    let st = deal({ preset: 'draw', players: 2, handSize: 6, boneyardReserve }, hands, { opener: 0, bone });
    for (const [seat, name] of sequence)
      st = play(st, seat, name, seat === 0 && name === '0-1' ? undefined : 1);
    return st;
  };

  it('0 (default): a seat that cannot play draws every tile it needs, down to the last', () => {
    const st = play(upTo(0), 0, '0-6', 1);
    // Seat 1 drew 15 tiles without a 0, then 0-0.
    const h = hist(viewFor(st, 1));
    expect(h[h.length - 1]).toEqual(expect.objectContaining({ type: 'draw', seat: 1, count: 16 }));
    expect(viewFor(st, 1).boneyard).toBe(1);
    expect(viewFor(st, 1).turn).toBe(1);
    expect(viewFor(st, 1).legalMoves).toEqual([
      { type: 'play', tile: '0-0', end: 0 },
      { type: 'play', tile: '0-0', end: 1 },
    ]);
  });

  it('2: the last two tiles are never drawn, so the same hand blocks instead', () => {
    const res = applyMove(upTo(2), 0, { type: 'play', tile: tile('0-6'), end: 1 });
    expect(res.ok && res.handEnded).toBe(true);
    if (!res.ok) return;
    expect(res.state.last?.end).toBe(HAND_BLOCKED);
    const h = hist(viewFor(res.state, 1).lastHand);
    // Draws that leave nobody able to play or draw end the hand at once: no pass after them.
    expect(h[h.length - 1]).toEqual({ type: 'draw', seat: 1, count: 15 });
    expect(h.some((e) => e.type === 'pass')).toBe(false);
    // The two tiles left, 0-0 among them, were never drawn.
    expect(res.state.last?.hands[1]).not.toContain(tile('0-0'));
    expect(res.state.last?.hands.some((m) => (m & (1 << tile('0-0'))) !== 0)).toBe(false);
  });

  it('2: a seat that cannot play draws down to two tiles, then passes', () => {
    // Four tiles in the boneyard, none with a 6; seat 0 leads 6-6 and keeps sixes to play on.
    const full = [
      '0-6 1-6 2-6 3-6 4-6 5-6 6-6 0-0 0-1 0-2 0-3 0-4',
      '1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 3-5',
    ];
    const bone = '0-5 4-4 4-5 5-5';
    const run = (boneyardReserve: 0 | 2) =>
      play(
        deal({ preset: 'draw', players: 2, handSize: 12, boneyardReserve }, full, { opener: 0, bone }),
        0,
        '6-6',
      );
    expect(hist(viewFor(run(0), 0)).slice(1)).toEqual([
      { type: 'draw', seat: 1, count: 4 },
      { type: 'pass', seat: 1, numbers: [6] },
    ]);
    expect(viewFor(run(0), 0).boneyard).toBe(0);
    expect(hist(viewFor(run(2), 1)).slice(1)).toEqual([
      { type: 'draw', seat: 1, count: 2, tiles: ['5-5', '4-5'] },
      { type: 'pass', seat: 1, numbers: [6] },
    ]);
    expect(viewFor(run(2), 0).boneyard).toBe(2);
    expect(viewFor(run(2), 0).turn).toBe(0);
  });
});

describe('drawWhilePlayable', () => {
  const hands = ['1-2 5-5', '2-3 6-6'];
  const input = { preset: 'draw', players: 2, handSize: 2 } as const;
  const bone = boneWith(hands, '4-4 0-0');

  it('true: drawing is offered as a legal move to a seat holding a playable tile; it keeps the turn', () => {
    const st0 = deal({ ...input, drawWhilePlayable: true }, hands, { opener: 0, bone });
    const st1 = play(st0, 0, '1-2');
    expect(viewFor(st1, 1).legalMoves).toEqual([{ type: 'play', tile: '2-3', end: 1 }, { type: 'draw' }]);
    const st2 = move(st1, 1, { type: 'draw' });
    let v = viewFor(st2, 1);
    expect(v.turn).toBe(1);
    expect(v.hand).toEqual(['0-0', '2-3', '6-6']);
    expect(v.boneyard).toBe(st1.hand.bone.length - 1);
    expect(hist(v)[1]).toEqual({ type: 'draw', seat: 1, count: 1, tiles: ['0-0'] });
    expect(hist(viewFor(st2, 0))[1]).toEqual({ type: 'draw', seat: 1, count: 1 });
    // It may draw again, then must play: there is no pass. (Whether the history shows two draws
    // by choice as one entry or two, it shows both, in order, with their tiles only to seat 1.)
    const st3 = move(st2, 1, { type: 'draw' });
    v = viewFor(st3, 1);
    const draws = hist(v).filter((e) => e.type === 'draw');
    expect(draws.reduce((n, e) => n + (e.count as number), 0)).toBe(2);
    expect(draws.flatMap((e) => e.tiles as string[])).toEqual(['0-0', '4-4']);
    expect(hist(viewFor(st3, 0)).filter((e) => e.type === 'draw' && 'tiles' in e)).toEqual([]);
    expect(v.hand).toEqual(['0-0', '2-3', '4-4', '6-6']);
    expect(v.legalMoves).toEqual([{ type: 'play', tile: '2-3', end: 1 }, { type: 'draw' }]);
    const st4 = play(st3, 1, '2-3', 1);
    expect(st4.hand.turn).toBe(0);
  });

  it('true: the history marks each draw by choice as a move of its own (chosen); draws by themselves are not', () => {
    const st0 = deal({ ...input, drawWhilePlayable: true }, hands, { opener: 0, bone });
    let st = play(st0, 0, '1-2');
    st = move(st, 1, { type: 'draw' });
    st = move(st, 1, { type: 'draw' });
    const draws = viewFor(st, 1).history.filter((e) => e.type === 'draw');
    expect(draws).toEqual([
      { type: 'draw', seat: 1, count: 1, chosen: true, tiles: ['0-0'] },
      { type: 'draw', seat: 1, count: 1, chosen: true, tiles: ['4-4'] },
    ]);
    expect(viewFor(st, 0).history.filter((e) => e.type === 'draw')).toEqual([
      { type: 'draw', seat: 1, count: 1, chosen: true },
      { type: 'draw', seat: 1, count: 1, chosen: true },
    ]);
    // A seat that cannot play draws by itself: one entry, not chosen.
    const h2 = ['1-2 5-5', '3-4 6-6'];
    const auto = play(
      deal({ ...input, drawWhilePlayable: true }, h2, { opener: 0, bone: boneWith(h2, '2-3 0-0') }),
      0,
      '1-2',
    );
    expect(viewFor(auto, 0).history[1]).toEqual({ type: 'draw', seat: 1, count: 2, chosen: false });
  });

  it('true: the player leading a hand never draws by choice', () => {
    const st0 = deal({ ...input, drawWhilePlayable: true }, hands, { opener: 0, bone });
    expect(viewFor(st0, 0).legalMoves?.some((m) => m.type === 'draw')).toBe(false);
    expectRejected(st0, 0, { type: 'draw' }, 'move/leader-cannot-draw');
  });

  it('true: no draw is offered once the boneyard is down to the reserve', () => {
    const full = [
      '0-6 1-6 2-6 3-6 4-6 5-6 6-6 0-0 0-1 0-2 0-3 0-4',
      '1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 3-5',
    ];
    const st0 = deal(
      { preset: 'draw', players: 2, handSize: 12, drawWhilePlayable: true, boneyardReserve: 2 },
      full,
      { opener: 1, bone: '0-5 4-4 4-5 5-5' },
    );
    let st = play(st0, 1, '1-1');
    // Seat 0 holds 0-1: a draw is offered while the boneyard holds 4 > 2 tiles.
    expect(viewFor(st, 0).legalMoves?.at(-1)).toEqual({ type: 'draw' });
    st = move(st, 0, { type: 'draw' });
    st = move(st, 0, { type: 'draw' });
    expect(viewFor(st, 0).boneyard).toBe(2);
    expect(viewFor(st, 0).legalMoves?.some((m) => m.type === 'draw')).toBe(false);
    expectRejected(st, 0, { type: 'draw' }, 'move/cannot-draw');
  });

  it('true: a seat that cannot play still draws by itself', () => {
    const h2 = ['1-2 5-5', '3-4 6-6'];
    const st0 = deal({ ...input, drawWhilePlayable: true }, h2, { opener: 0, bone: boneWith(h2, '2-3 0-0') });
    const st = play(st0, 0, '1-2');
    expect(hist(viewFor(st, 1))[1]).toEqual({ type: 'draw', seat: 1, count: 2, tiles: ['0-0', '2-3'] });
  });

  it('false (default): no draw is offered, and a draw request with a playable tile is rejected with move/must-play', () => {
    const st0 = deal(input, hands, { opener: 0, bone });
    const st1 = play(st0, 0, '1-2');
    expect(viewFor(st1, 1).legalMoves).toEqual([{ type: 'play', tile: '2-3', end: 1 }]);
    expectRejected(st1, 1, { type: 'draw' }, 'move/must-play');
  });
});

describe('spinner', () => {
  // Block game, two players: seat 0 leads 5-5, seat 1 plays 3-5 on end 0, seat 0 plays 0-5 on end 1.
  // Seat 1 then holds only 2-5 (fits a short side only) and 6-6; seat 0 keeps 1-1.
  const hands = ['5-5 0-5 1-1', '3-5 2-5 6-6'];
  const opening = (spinner: string, preset: 'block' | 'allFives' = 'block') => {
    let st = deal({ preset, players: 2, handSize: 3, spinner } as RulesInput, hands, { opener: 0 });
    st = play(st, 0, '5-5');
    st = play(st, 1, '3-5', 0);
    return st;
  };

  it('none: a double opens nothing; after 0-5 nobody can play on 3 or 0 and the hand blocks', () => {
    const st = opening('none');
    expect(ends(st)).toEqual([3, 5]);
    const res = applyMove(st, 0, { type: 'play', tile: tile('0-5'), end: 1 });
    expect(res.ok && res.handEnded).toBe(true);
    if (res.ok) expect(res.state.last?.end).toBe(HAND_BLOCKED);
  });

  it('firstDouble: short sides open only once both long sides are covered, then count for play', () => {
    const st = opening('firstDouble');
    // One long side covered: still two ends; 2-5 could only go on the spinner's other long side.
    expect(ends(st)).toEqual([3, 5]);
    const st2 = play(st, 0, '0-5', 1);
    const v = viewFor(st2, 1);
    expect(v.ends).toEqual([
      { end: 0, number: 3, tile: '3-5', emptySpinnerSide: false },
      { end: 1, number: 0, tile: '0-5', emptySpinnerSide: false },
      { end: 2, number: 5, tile: '5-5', emptySpinnerSide: true },
      { end: 3, number: 5, tile: '5-5', emptySpinnerSide: true },
    ]);
    // Seat 1 can play 2-5 on a short side: the hand is not blocked.
    expect(v.turn).toBe(1);
    expect(v.legalMoves).toEqual([
      { type: 'play', tile: '2-5', end: 2 },
      { type: 'play', tile: '2-5', end: 3 },
    ]);
  });

  it('firstDouble: an empty short side counts for blocking too (ends that only a short side fits keep the hand going)', () => {
    const st = play(opening('firstDouble'), 0, '0-5', 1);
    expect(st.hand.end).toBe(HAND_PLAYING);
    // Once 2-5 is played on it, seat 0 (1-1) and seat 1 (6-6) cannot play anywhere: blocked.
    const res = applyMove(st, 1, { type: 'play', tile: tile('2-5'), end: 2 });
    expect(res.ok && res.state.last?.end).toBe(HAND_BLOCKED);
  });

  it('firstDouble: a non-double opening, the first double played later becomes the spinner with one long side covered', () => {
    const h = ['1-5 3-5 1-1', '5-5 2-2 4-6'];
    const run = (spinner: string, preset: 'block' | 'allFives' = 'block') => {
      let st = deal({ preset, players: 2, handSize: 3, spinner } as RulesInput, h, { opener: 0 });
      st = play(st, 0, '1-5');
      st = play(st, 1, '5-5', 1);
      const mid = st;
      st = play(st, 0, '3-5', 1);
      return { mid, st };
    };
    const first = run('firstDouble');
    expect(ends(first.mid)).toEqual([1, 5]);
    expect(ends(first.st)).toEqual([1, 3, 5, 5]);
    // openingDouble: the opening tile is no double, so there is no spinner at all.
    expect(ends(run('openingDouble').st)).toEqual([1, 3]);
    expect(ends(run('none').st)).toEqual([1, 3]);
    // All Fives count: the later spinner counts both halves while its far side is uncovered.
    const fives = run('firstDouble', 'allFives');
    expect(viewFor(fives.mid, 0).count).toBe(1 + 10);
    expect(viewFor(fives.st, 0).count).toBe(1 + 3);
  });

  it('openingDouble: an opening double is a spinner', () => {
    const st = play(opening('openingDouble'), 0, '0-5', 1);
    expect(ends(st)).toEqual([3, 0, 5, 5]);
  });

  it('everyDouble: every double opens its short sides once both of its long sides carry a tile; firstDouble only the first', () => {
    const h = ['5-5 0-5 1-3 6-6 1-1', '3-5 3-3 4-4 2-6'];
    const run = (spinner: string) => {
      let st = deal({ preset: 'block', players: 2, handSize: 4, spinner } as RulesInput, h, { opener: 0 });
      st = play(st, 0, '5-5');
      st = play(st, 1, '3-5', 0);
      st = play(st, 0, '0-5', 1);
      st = play(st, 1, '3-3', 0);
      const mid = st;
      return { mid, st: play(st, 0, '1-3', 0) };
    };
    const every = run('everyDouble');
    // 3-3 on end 0: one of its long sides is covered (by 3-5), the other is the end.
    expect(ends(every.mid)).toEqual([3, 0, 5, 5]);
    expect(ends(every.st)).toEqual([1, 0, 5, 5, 3, 3]);
    expect(
      viewFor(every.st, 1)
        .ends.slice(4)
        .every((e) => e.emptySpinnerSide && e.tile === '3-3'),
    ).toBe(true);
    expect(ends(run('firstDouble').st)).toEqual([1, 0, 5, 5]);
    expect(ends(run('openingDouble').st)).toEqual([1, 0, 5, 5]);
    expect(ends(run('none').st)).toEqual([1, 0]);
  });
});

describe('doubledScores', () => {
  // Block game, two players: seat 0 leads 1-2; seat 1 plays 1-4 on end 0 (ends 4, 2); seat 0 goes out.
  const out = (last: string, end: number | undefined, opts: Partial<RulesInput> = {}) => {
    let st = deal(
      { preset: 'block', players: 2, handSize: 3, doubledScores: true, ...opts } as RulesInput,
      [`1-2 ${last}`, '1-4 5-6 3-3'],
      { opener: 0 },
    );
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    return play(st, 0, last, end);
  };

  it('going out with a double doubles the award: 17 -> 34', () => {
    const st = out('2-2', 1);
    expect(st.last?.score).toMatchObject({ award: 34, doubled: true });
    expect(st.scores).toEqual([34, 0]);
    expect(viewFor(st, 0).lastHand).toMatchObject({ award: 34, doubled: true });
  });

  it('going out with a tile that fitted two ends (4 and 2) doubles the award', () => {
    expect(out('2-4', 0).last?.score).toMatchObject({ award: 34, doubled: true });
  });

  it('going out with a tile that fits one end only: not doubled', () => {
    expect(out('2-5', 1).last?.score).toMatchObject({ award: 17, doubled: false });
  });

  it('off (default): never doubled', () => {
    expect(out('2-2', 1, { doubledScores: false }).last?.score).toMatchObject({ award: 17, doubled: false });
  });

  it('two ends showing the same number count as two ends', () => {
    // Seat 0 leads 1-2, seat 1 plays 1-4 (ends 4, 2), seat 0 plays 2-4 on end 1 (ends 4, 4), seat 1 passes,
    // seat 0 goes out with 0-4, which fits both 4s.
    let st = deal(
      { preset: 'block', players: 2, handSize: 3, doubledScores: true },
      ['1-2 2-4 0-4', '1-4 5-6 3-3 6-6'],
      {
        opener: 0,
      },
    );
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    st = play(st, 0, '2-4', 1);
    expect(ends(st)).toEqual([4, 4]);
    expect(st.hand.turn).toBe(0);
    st = play(st, 0, '0-4', 1);
    expect(st.last?.score).toMatchObject({ award: 2 * 29, doubled: true });
  });

  it('order: subtract, then round, then double (17 -> 15 -> 30)', () => {
    expect(out('2-2', 1, { roundToFive: true }).last?.score).toMatchObject({ award: 30, doubled: true });
  });

  it('never in a blocked hand, even when its last tile was a double', () => {
    // Seat 0 leads 1-4, seat 1 plays 4-4; nobody holds a 1 or a 4.
    let st = deal(
      { preset: 'block', players: 2, handSize: 3, doubledScores: true },
      ['1-4 2-2', '4-4 5-5 0-3'],
      {
        opener: 0,
      },
    );
    st = play(st, 0, '1-4');
    st = play(st, 1, '4-4', 1);
    expect(st.last).toMatchObject({ end: HAND_BLOCKED });
    expect(st.last?.score).toMatchObject({ winner: 0, award: 13 - 4, doubled: false });
  });

  it('not for a first tile that empties the hand', () => {
    const st = play(
      deal({ preset: 'block', players: 2, handSize: 2, doubledScores: true }, ['3-3', '1-2 4-5'], {
        opener: 0,
      }),
      0,
      '3-3',
    );
    expect(st.last?.score).toMatchObject({ award: 12, doubled: false });
  });
});

describe('losersLosePips', () => {
  it('individuals: every non-winner loses its own pips; neither rounded nor doubled; scores may go negative', () => {
    let st = deal(
      {
        preset: 'block',
        players: 2,
        handSize: 3,
        losersLosePips: true,
        roundToFive: true,
        doubledScores: true,
      },
      ['1-2 2-2', '1-4 5-6 3-3'],
      { opener: 0 },
    );
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    st = play(st, 0, '2-2', 1);
    // Award 17 -> 15 -> 30; seat 1 loses 17.
    expect(st.last?.score.deltas).toEqual([30, -17]);
    expect(st.scores).toEqual([30, -17]);
  });

  it('three individuals, blocked: both losers lose their own pips', () => {
    const st = play(
      deal(
        { preset: 'block', players: 3, handSize: 2, losersLosePips: true },
        ['0-0 1-1', '2-3 4-4', '5-6 1-2'],
        {
          opener: 0,
        },
      ),
      0,
      '0-0',
    );
    expect(st.scores).toEqual([25, -13, -14]);
  });

  it("teams: the losing team loses its own pips, the winner's partner loses nothing", () => {
    let st = deal(
      { preset: 'partnership', players: 4, handSize: 2, losersLosePips: true },
      ['1-2 2-3', '0-0 5-5', '6-6 4-4', '1-6 3-3'],
      { opener: 0, handNo: 2 },
    );
    st = play(st, 0, '1-2');
    st = play(st, 3, '1-6', 0);
    st = play(st, 0, '2-3', 1);
    expect(st.last?.score.deltas).toEqual([16, -16]);
  });

  it('a tied block: nobody wins and nobody loses', () => {
    const st = play(
      deal(
        { preset: 'block', players: 3, handSize: 2, losersLosePips: true },
        ['1-2 3-4', '0-0 6-6', '1-4 2-3'],
        {
          opener: 1,
        },
      ),
      1,
      '0-0',
    );
    expect(st.last?.score.winner).toBeNull();
    expect(st.scores).toEqual([0, 0, 0]);
  });

  it('maxHands defaults to 50: after hand 50 the highest score wins, target or not', () => {
    let st = deal(
      { preset: 'block', players: 2, handSize: 2, losersLosePips: true },
      ['1-2 2-3', '1-4 5-6'],
      {
        opener: 0,
        handNo: 50,
        scores: [-40, -30],
      },
    );
    expect(st.rules.maxHands).toBe(50);
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    st = play(st, 0, '2-3', 1);
    // Seat 0: -40 + 11 = -29; seat 1: -30 - 11 = -41.
    expect(st.scores).toEqual([-29, -41]);
    expect(isOver(st)).toBe(true);
    expect(st.winner).toBe(0);
    expect(viewFor(st, 1)).toMatchObject({ status: 'over', winner: 0, turn: null });
  });
});

describe('target and the end of the match', () => {
  const twoHands = ['1-2 2-3', '1-4 5-6'];
  const goOut = (input: Partial<RulesInput>, scores?: number[]) => {
    let st = deal({ preset: 'block', players: 2, handSize: 2, ...input } as RulesInput, twoHands, {
      opener: 0,
      scores,
    });
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    return play(st, 0, '2-3', 1);
  };

  it('reaching the target ends the match; the winner has the highest score', () => {
    const st = goOut({ target: 61 }, [50, 40]);
    expect(st.scores).toEqual([61, 40]);
    expect(isOver(st)).toBe(true);
    expect(st.winner).toBe(0);
    expect(viewFor(st, 0).status).toBe('over');
    expect(viewFor(st, 0).legalMoves).toBeNull();
  });

  it('passing the target ends the match', () => {
    const st = goOut({ target: 55 }, [50, 40]);
    expect(st.winner).toBe(0);
  });

  it('one short of the target: the next hand is dealt', () => {
    const st = goOut({ target: 62 }, [50, 40]);
    expect(isOver(st)).toBe(false);
    expect(st.handNo).toBe(2);
    expect(st.hand.end).toBe(HAND_PLAYING);
  });

  it('a custom target (project extension) is honoured', () => {
    expect(goOut({ target: 11 }).winner).toBe(0);
    expect(isOver(goOut({ target: 12 }))).toBe(false);
  });

  // All Fives, two players, spinner none: seat 0 leads 1-2 (3), seat 1 plays 2-4 (ends 1, 4: scores 5),
  // seat 0 goes out with 4-6 (7); seat 1 keeps 5-5: award 10.
  const fives = (scores: number[]) => {
    let st = deal({ preset: 'allFives', players: 2, handSize: 2, spinner: 'none' }, ['1-2 4-6', '2-4 5-5'], {
      opener: 0,
      scores,
    });
    st = play(st, 0, '1-2');
    st = play(st, 1, '2-4', 1);
    expect(viewFor(st, 0).scores).toEqual([scores[0], scores[1] + 5]);
    return play(st, 0, '4-6', 1);
  };

  it('All Fives points scored during play count toward the target; the highest score wins', () => {
    // 140 + 10 = 150 against 148 + 5 = 153: seat 1 wins although seat 0 went out.
    const st = fives([140, 148]);
    expect(st.scores).toEqual([150, 153]);
    expect(st.winner).toBe(1);
    // 145 + 10 = 155 against 145 + 5 = 150: seat 0.
    expect(fives([145, 145]).winner).toBe(0);
  });

  it('a tie for first plays another hand', () => {
    const st = fives([140, 145]);
    expect(st.scores).toEqual([150, 150]);
    expect(isOver(st)).toBe(false);
    expect(st.handNo).toBe(2);
    expect(viewFor(st, 0).status).toBe('playing');
  });

  it('points during play alone never end the match before the hand is finished', () => {
    let st = deal(
      { preset: 'allFives', players: 2, handSize: 3, spinner: 'none' },
      ['1-2 4-6 0-0', '2-4 5-5 3-3'],
      {
        opener: 0,
        scores: [0, 149],
      },
    );
    st = play(st, 0, '1-2');
    st = play(st, 1, '2-4', 1);
    expect(viewFor(st, 0).scores).toEqual([0, 154]);
    expect(isOver(st)).toBe(false);
    expect(viewFor(st, 0).turn).toBe(0);
  });

  it('maxHands: after that many hands the highest score wins below the target; a tie plays another hand', () => {
    const st = goOut({ maxHands: 1 });
    expect(st.scores).toEqual([11, 0]);
    expect(st.winner).toBe(0);
    const tie = play(
      deal({ preset: 'block', players: 3, handSize: 2, maxHands: 1 }, ['1-2 3-4', '0-0 6-6', '1-4 2-3'], {
        opener: 1,
      }),
      1,
      '0-0',
    );
    expect(tie.scores).toEqual([0, 0, 0]);
    expect(isOver(tie)).toBe(false);
    expect(tie.handNo).toBe(2);
  });

  it('partnership: the first side to reach the target wins', () => {
    let st = deal(
      { preset: 'partnership', players: 4, handSize: 2, target: 50 },
      ['1-2 2-3', '0-0 5-5', '6-6 4-4', '1-6 3-3'],
      {
        opener: 0,
        handNo: 2,
        scores: [40, 49],
      },
    );
    st = play(st, 0, '1-2');
    st = play(st, 3, '1-6', 0);
    st = play(st, 0, '2-3', 1);
    expect(st.scores).toEqual([56, 49]);
    expect(st.winner).toBe(0);
  });

  it('a move after the match is over is rejected with move/match-over, the state unchanged', () => {
    const st = goOut({ target: 11 });
    expectRejected(st, 0, { type: 'play', tile: tile('5-6') }, 'move/match-over');
    expectRejected(st, 1, { type: 'draw' }, 'move/match-over');
  });
});

describe('teams in draw and block games (4 players)', () => {
  // Draw game, teams: seat 0 leads 1-2, seat 1 2-3, seat 2 1-4, seat 3 3-5, seat 0 goes out with 4-6.
  // Left: seat 1 6-6 (12), seat 2 5-5 (10, partner: never counts), seat 3 0-0 (0).
  const hands = ['1-2 4-6', '2-3 6-6', '1-4 5-5', '3-5 0-0'];
  const run = (input: Partial<RulesInput>) => {
    let st = deal({ preset: 'draw', players: 4, handSize: 2, ...input } as RulesInput, hands, { opener: 0 });
    st = play(st, 0, '1-2');
    st = play(st, 1, '2-3', 1);
    st = play(st, 2, '1-4', 0);
    st = play(st, 3, '3-5', 1);
    return play(st, 0, '4-6', 0);
  };

  it("teams: going out scores the other team's pips only; scores are per team", () => {
    const st = run({ teams: 'partnership' });
    expect(st.rules.target).toBe(100);
    expect(st.scores).toEqual([12, 0]);
    expect(viewFor(st, 2).sides).toEqual([0, 1, 0, 1]);
    expect(viewFor(st, 2).scores).toEqual([12, 0]);
  });

  it('individuals: going out scores all other hands', () => {
    const st = run({});
    expect(st.rules.target).toBe(61);
    expect(st.scores).toEqual([22, 0, 0, 0]);
  });

  it('block with teams: the next hand is led by the winner', () => {
    const st = run({ teams: 'partnership' });
    expect(st.hand.opener).toBe(0);
  });
});

describe('rejected moves: each returns its code and leaves the state as it was', () => {
  // Block game, two players: seat 0 leads 1-2 (ends 1, 2). Seat 1 holds 1-4, 2-4, 4-4.
  const base = () =>
    play(
      deal({ preset: 'block', players: 2, handSize: 3 }, ['1-2 5-5 0-0', '1-4 2-4 4-4'], { opener: 0 }),
      0,
      '1-2',
    );

  it('move/not-your-turn', () => {
    expectRejected(base(), 0, { type: 'play', tile: tile('5-5') }, 'move/not-your-turn');
  });

  it('move/no-such-seat', () => {
    expectRejected(base(), 2, { type: 'play', tile: tile('1-4'), end: 0 }, 'move/no-such-seat');
    expectRejected(base(), -1, { type: 'play', tile: tile('1-4'), end: 0 }, 'move/no-such-seat');
  });

  it('move/tile-not-in-hand', () => {
    expectRejected(base(), 1, { type: 'play', tile: tile('1-6'), end: 0 }, 'move/tile-not-in-hand');
    expectRejected(base(), 1, { type: 'play', tile: tile('5-5'), end: 0 }, 'move/tile-not-in-hand');
  });

  it('move/unknown-tile', () => {
    expectRejected(base(), 1, { type: 'play', tile: 28, end: 0 }, 'move/unknown-tile');
    expectRejected(base(), 1, { type: 'play', tile: -1, end: 0 }, 'move/unknown-tile');
    expectRejected(base(), 1, { type: 'play', tile: 1.5, end: 0 }, 'move/unknown-tile');
  });

  it('move/no-such-end', () => {
    expectRejected(base(), 1, { type: 'play', tile: tile('1-4'), end: 2 }, 'move/no-such-end');
    expectRejected(base(), 1, { type: 'play', tile: tile('1-4'), end: -1 }, 'move/no-such-end');
  });

  it('move/tile-does-not-match-end (named end, or no end fits)', () => {
    expectRejected(base(), 1, { type: 'play', tile: tile('1-4'), end: 1 }, 'move/tile-does-not-match-end');
    expectRejected(base(), 1, { type: 'play', tile: tile('4-4') }, 'move/tile-does-not-match-end');
    expectRejected(base(), 1, { type: 'play', tile: tile('4-4'), end: 0 }, 'move/tile-does-not-match-end');
  });

  it('move/end-required (a tile that fits two ends, no end named)', () => {
    const st = play(
      deal({ preset: 'block', players: 2, handSize: 2 }, ['1-2 5-5', '1-1 0-6'], { opener: 1 }),
      1,
      '1-1',
    );
    // Ends 1, 1: seat 0's 1-2 fits both.
    expect(ends(st)).toEqual([1, 1]);
    expectRejected(st, 0, { type: 'play', tile: tile('1-2') }, 'move/end-required');
    // Naming the end of a tile that fits one end only is not required.
    const b = base();
    expect(applyMove(b, 1, { type: 'play', tile: tile('1-4') }).ok).toBe(true);
  });

  it('move/must-play (draw game, drawWhilePlayable off, the seat holds a playable tile)', () => {
    const hands = ['1-2 5-5 0-0', '1-4 2-4 4-4'];
    const st = play(deal({ preset: 'draw', players: 2, handSize: 3 }, hands, { opener: 0 }), 0, '1-2');
    expectRejected(st, 1, { type: 'draw' }, 'move/must-play');
  });

  it('move/cannot-draw (block game; or the boneyard is down to the reserve)', () => {
    expectRejected(base(), 1, { type: 'draw' }, 'move/cannot-draw');
    const full = [
      '0-6 1-6 2-6 3-6 4-6 5-6 6-6 0-0 0-1 0-2 0-3 0-4 0-5 1-1',
      '1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 3-5 4-4 4-5 5-5',
    ];
    const st = play(deal({ preset: 'draw', players: 2, handSize: 14 }, full, { opener: 1 }), 1, '1-2');
    expectRejected(st, 0, { type: 'draw' }, 'move/cannot-draw');
  });

  it('move/leader-cannot-draw', () => {
    const st = deal(
      { preset: 'draw', players: 2, handSize: 3, drawWhilePlayable: true },
      ['1-2 5-5 0-0', '1-4 2-4 4-4'],
      {
        opener: 0,
      },
    );
    expectRejected(st, 0, { type: 'draw' }, 'move/leader-cannot-draw');
  });

  it('move/match-over', () => {
    let st = deal({ preset: 'block', players: 2, handSize: 2, target: 5 }, ['1-2 2-3', '1-4 5-6'], {
      opener: 0,
    });
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    st = play(st, 0, '2-3', 1);
    expect(isOver(st)).toBe(true);
    expectRejected(st, 1, { type: 'play', tile: tile('5-6'), end: 0 }, 'move/match-over');
  });

  it('an accepted move never changes the state it was applied to', () => {
    const st = base();
    const before = JSON.stringify(st);
    expect(applyMove(st, 1, { type: 'play', tile: tile('1-4'), end: 0 }).ok).toBe(true);
    expect(JSON.stringify(st)).toBe(before);
  });

  // Regression: a lead naming an end other than 0 (5, -1, 1.5, NaN) used to be accepted and
  // played on end 0. Fixed in cbaa7a5.
  it('a lead naming an end that does not exist is rejected with move/no-such-end', () => {
    const st = deal({ preset: 'block', players: 2, handSize: 2 }, ['1-2 3-4', '2-5 0-6'], { opener: 0 });
    for (const end of [5, 1, -1, 1.5, Number.NaN]) {
      expectRejected(st, 0, { type: 'play', tile: tile('1-2'), end }, 'move/no-such-end');
    }
    expect(applyMove(st, 0, { type: 'play', tile: tile('1-2'), end: 0 }).ok).toBe(true);
    expect(applyMove(st, 0, { type: 'play', tile: tile('1-2') }).ok).toBe(true);
  });
});

describe('scoring options under every preset (two players, the same hand)', () => {
  // A later hand led by seat 0: 1-2; seat 1 plays 1-4 (ends 4, 2); seat 0 goes out with the double 2-2.
  // Seat 1 keeps 5-6 and 3-3: 17 pips. No count along the way is a multiple of 5 (3, 6, 8).
  const hands = ['1-2 2-2', '1-4 5-6 3-3'];
  const cases = PRESETS.flatMap((preset) =>
    [
      {},
      { roundToFive: true },
      { roundToFive: false },
      { doubledScores: true },
      { losersLosePips: true },
    ].map((opts) => [preset, opts] as const),
  );

  it.each(cases)('%s with %j', (preset, opts) => {
    let st = deal({ preset, players: 2, handSize: 3, ...opts } as RulesInput, hands, {
      opener: 0,
      handNo: 2,
    });
    st = play(st, 0, '1-2');
    st = play(st, 1, '1-4', 0);
    st = play(st, 0, '2-2', 1);
    const r = st.rules;
    expect(r.roundToFive).toBe('roundToFive' in opts ? opts.roundToFive : preset === 'allFives');
    let award = 17;
    if (r.roundToFive) award = 15;
    if (r.doubledScores) award *= 2;
    expect(st.last?.pts).toEqual([0, 0]);
    expect(st.last?.score).toMatchObject({ winner: 0, award, doubled: r.doubledScores });
    expect(st.scores).toEqual([award, r.losersLosePips ? -17 : 0]);
  });
});

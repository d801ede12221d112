/**
 * Computer players over whole hands (tens of seconds): legal moves across every preset and level,
 * the search players at their budgets, determinism, fairness to hidden tiles, worlds that honour
 * the view. The quick checks: bots.unit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, computerPlayer, REFERENCE_LEVELS } from '../../shared/bots';
import { chooseExpert, EXPERT_DEFAULTS } from '../../shared/bots/expert/expert';
import { inferSlots } from '../../shared/bots/expert/inference';
import { blankHand, knowledgeOf, sampleWorld } from '../../shared/bots/expert/world';
import { ISMCTS_DEFAULTS } from '../../shared/bots/ismcts/ismcts';
import { searchIsmcts } from '../../shared/bots/ismcts/search';
import type { PlayerLevel } from '../../shared/bots/player';
import {
  applyMove,
  HIGH,
  isOver,
  type LegalMove,
  LOW,
  type MatchState,
  moveOf,
  newMatch,
  nextInt,
  parseRules,
  parseTile,
  popcount,
  type RulesInput,
  type SeatView,
  seedState,
  shuffle,
  viewFor,
} from '../../shared/engine';

const games: RulesInput[] = [
  { preset: 'partnership', players: 4 },
  { preset: 'partnership', players: 2 },
  { preset: 'draw', players: 2 },
  { preset: 'draw', players: 3, drawWhilePlayable: true, boneyardReserve: 2 },
  { preset: 'draw', players: 4, spinner: 'everyDouble' },
  { preset: 'block', players: 3 },
  { preset: 'block', players: 4, teams: 'partnership', doubledScores: true },
  { preset: 'allFives', players: 2 },
  { preset: 'allFives', players: 4, spinner: 'everyDouble' },
];

/**
 * The search players at a small budget (the tests check rules and purity, not strength): the
 * expert's tree search, its PIMC search (an option the benchmark screens), the reference ISMCTS.
 */
const quick: Record<string, (view: SeatView, seed: string) => LegalMove> = {
  expert: (view, seed) =>
    chooseExpert(view, seed, {
      ...EXPERT_DEFAULTS,
      tree: { ...EXPERT_DEFAULTS.tree!, iterations: 60, spinnerIterations: 60, pool: 16 },
    }),
  expertPimc: (view, seed) =>
    chooseExpert(view, seed, {
      ...EXPERT_DEFAULTS,
      tree: null,
      budget: 3000,
      spinnerBudget: 3000,
      worlds: 12,
    }),
  ismcts: (view, seed) => searchIsmcts(view, seed, { ...ISMCTS_DEFAULTS, iterations: 60 }),
};

/** Plays one hand with every seat a computer player; returns the states seen before each decision. */
function playHand(st: MatchState, levelOf: (seat: number) => string, tag: string) {
  const seen: MatchState[] = [];
  for (let i = 0; ; i++) {
    const seat = st.hand.turn;
    const view = viewFor(st, seat);
    const level = levelOf(seat);
    const choice = (quick[level] ?? computerPlayer(level as PlayerLevel).choose)(view, `${tag}-${i}`);
    expect(view.legalMoves).toContainEqual(choice);
    seen.push(st);
    const res = applyMove(st, seat, moveOf(choice));
    if (!res.ok) throw new Error(`${level} at seat ${seat} made an illegal move: ${res.error.code}`);
    st = res.state;
    if (res.handEnded || isOver(st)) return { st, seen };
  }
}

describe('computer players', () => {
  it('never make an illegal move, across a thousand random hands of every preset', () => {
    let hands = 0;
    for (const [g, input] of games.entries()) {
      const r = parseRules(input);
      for (let d = 0; d < 120; d++) {
        // The searching levels play their own hands below, at a small budget.
        const levels = BOT_LEVELS.filter((l) => l !== 'expert' && l !== 'master');
        playHand(
          newMatch(r, { seed: `legal-${g}-${d}` }),
          (s) => levels[(s + d) % levels.length],
          `${g}-${d}`,
        );
        hands++;
      }
    }
    expect(hands).toBeGreaterThanOrEqual(1000);
  });

  it('the search players never make an illegal move, in hands of every preset', () => {
    for (const level of Object.keys(quick)) {
      for (const [g, input] of games.entries()) {
        const r = parseRules(input);
        for (let d = 0; d < 6; d++)
          playHand(newMatch(r, { seed: `${level}-${g}-${d}` }), () => level, `x${g}-${d}`);
      }
    }
  });

  it('master, at its full budget, plays whole hands legally (Draw, All Fives with its spinner)', () => {
    for (const input of [games[2], games[7]]) {
      const r = parseRules(input);
      // Every seat the master: playHand checks each choice is among the view's legal moves.
      const { st } = playHand(newMatch(r, { seed: `master-${input.preset}` }), () => 'master', 'master');
      expect(st.last).not.toBeNull();
    }
  });

  it('ISMCTS stops once no iteration left can change its move, and plays what every iteration would', () => {
    let searches = 0;
    let stoppedEarly = 0;
    for (const [g, input] of games.entries()) {
      const r = parseRules(input);
      const { seen } = playHand(newMatch(r, { seed: `settle-${g}` }), () => 'greedy', `settle-${g}`);
      for (const [i, st] of seen.entries()) {
        const view = viewFor(st, st.hand.turn);
        if (view.legalMoves!.length < 2) continue;
        const runs = [true, false].map((settle) => {
          let playouts = 0;
          const move = searchIsmcts(view, `settle-${g}-${i}`, {
            ...ISMCTS_DEFAULTS,
            iterations: 400,
            settle,
            rollout: (rr, h, rng) => {
              playouts++;
              return ISMCTS_DEFAULTS.rollout(rr, h, rng);
            },
          });
          return { move, playouts };
        });
        expect(runs[0].move).toEqual(runs[1].move);
        searches++;
        if (runs[0].playouts < runs[1].playouts) stoppedEarly++;
      }
    }
    // The rule is exercised: many searches end early.
    expect(searches).toBeGreaterThan(40);
    expect(stoppedEarly).toBeGreaterThan(searches / 2);
  });

  it('decide the same way for the same view and seed (deterministic)', () => {
    const r = parseRules({ preset: 'draw', players: 2 });
    const { seen } = playHand(newMatch(r, { seed: 'det' }), () => 'greedy', 'det');
    for (const st of seen.slice(0, 6)) {
      const view = viewFor(st, st.hand.turn);
      for (const level of [...BOT_LEVELS, ...REFERENCE_LEVELS]) {
        expect(computerPlayer(level).choose(view, 'same')).toEqual(
          computerPlayer(level).choose(view, 'same'),
        );
      }
    }
  });

  it('fairness: re-dealing the hidden tiles among all worlds consistent with a view leaves the move unchanged', () => {
    const rng = seedState('fair');
    for (const input of [games[0], games[2], games[7]]) {
      const r = parseRules(input);
      const { seen } = playHand(newMatch(r, { seed: `fair-${input.preset}` }), () => 'greedy', 'fair');
      for (const st of seen.filter((s) => viewFor(s, s.hand.turn).legalMoves!.length > 1).slice(0, 3)) {
        const seat = st.hand.turn;
        const view = viewFor(st, seat);
        const move = chooseExpert(view, 'fixed-seed');
        const pimc = { ...EXPERT_DEFAULTS, tree: null };
        const pimcMove = chooseExpert(view, 'fixed-seed', pimc);
        const reference = computerPlayer('ismcts').choose(view, 'fixed-seed');
        const master = computerPlayer('master').choose(view, 'fixed-seed');
        for (let k = 0; k < 4; k++) {
          const other = redealHidden(st, seat, rng);
          // Another world: other hands differ, yet this seat's view is identical ...
          expect(other.hand.hands).not.toEqual(st.hand.hands);
          expect(viewFor(other, seat)).toEqual(view);
          // ... and so is the move.
          expect(chooseExpert(viewFor(other, seat), 'fixed-seed')).toEqual(move);
          expect(chooseExpert(viewFor(other, seat), 'fixed-seed', pimc)).toEqual(pimcMove);
          expect(computerPlayer('ismcts').choose(viewFor(other, seat), 'fixed-seed')).toEqual(reference);
          expect(computerPlayer('master').choose(viewFor(other, seat), 'fixed-seed')).toEqual(master);
        }
      }
    }
  });

  it('every dealt world honours what the view proves: counts, unseen tiles only, no number a seat passed on', () => {
    let checked = 0;
    for (const input of [games[0], games[2], games[3], games[5]]) {
      const r = parseRules(input);
      for (let d = 0; d < 6; d++) {
        const { seen } = playHand(newMatch(r, { seed: `worlds-${d}` }), () => 'greedy', `w${d}`);
        for (const st of seen) {
          const view = viewFor(st, st.hand.turn);
          const k = knowledgeOf(view, inferSlots(view));
          const h = blankHand(k);
          const rng = seedState(`s-${d}`);
          for (let i = 0; i < 8; i++) {
            // Half the worlds by the matching fallback, as when random deals keep dead-ending.
            k.failures = i % 2 ? Number.POSITIVE_INFINITY : 0;
            sampleWorld(k, h, rng, []);
            expectConsistent(view, k.inference.slots, h.hands, h.bone);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

/** Shuffles every tile seat `seat` cannot see among the other hands and the boneyard, keeping counts. */
function redealHidden(st: MatchState, seat: number, rng: ReturnType<typeof seedState>): MatchState {
  const next: MatchState = JSON.parse(JSON.stringify(st));
  const h = next.hand;
  const hidden: number[] = [];
  const counts: number[] = [];
  h.hands.forEach((m, s) => {
    if (s === seat) return;
    counts[s] = 0;
    for (let t = 0; t < 28; t++)
      if (m & (1 << t)) {
        hidden.push(t);
        counts[s]++;
      }
  });
  hidden.push(...h.bone);
  shuffle(rng, hidden);
  nextInt(rng, 2);
  let i = 0;
  h.hands.forEach((_, s) => {
    if (s === seat) return;
    let m = 0;
    for (let k = 0; k < counts[s]; k++) m |= 1 << hidden[i++];
    h.hands[s] = m;
  });
  h.bone = hidden.slice(i);
  return next;
}

/** A dealt world fits the view: its counts, only unseen tiles, and no slot holding a number it cannot. */
function expectConsistent(view: SeatView, slots: number[][], hands: number[], bone: number[]): void {
  const me = view.seat!;
  const own = view.hand!.reduce((m, t) => m | (1 << parseTile(t)!), 0);
  expect(hands[me]).toBe(own);
  let all = view.line.reduce((m, p) => m | (1 << parseTile(p.tile)!), own);
  hands.forEach((m, s) => {
    expect(popcount(m), `seat ${s}'s count`).toBe(view.handCounts[s]);
    if (s === me) return;
    expect(m & all, `seat ${s} holds a tile seen elsewhere`).toBe(0);
    all |= m;
    // Numbers every one of the seat's slots rules out: it holds no tile showing them.
    const never = slots[s].reduce((a, b) => a & b, 0x7f);
    for (let v = 0; v <= 6; v++)
      if (never & (1 << v))
        for (let t = 0; t < 28; t++)
          if (m & (1 << t)) expect(LOW[t] === v || HIGH[t] === v, `seat ${s} holds a ${v}`).toBe(false);
  });
  expect(bone).toHaveLength(view.boneyard);
  for (const t of bone) {
    expect(all & (1 << t)).toBe(0);
    all |= 1 << t;
  }
  expect(all).toBe((1 << 28) - 1);
}

import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, computerPlayer, REFERENCE_LEVELS } from '../../shared/bots';
import { chooseExpert } from '../../shared/bots/expert/expert';
import { inferSlots } from '../../shared/bots/expert/inference';
import { ISMCTS_DEFAULTS } from '../../shared/bots/ismcts/ismcts';
import { searchIsmcts } from '../../shared/bots/ismcts/search';
import type { PlayerLevel } from '../../shared/bots/player';
import {
  applyMove,
  isOver,
  type LegalMove,
  type MatchState,
  matchFromDeal,
  moveOf,
  newMatch,
  nextInt,
  parseRules,
  type RulesInput,
  type SeatView,
  seedState,
  shuffle,
  tileOf,
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

/** The search players at a small budget (the tests check rules and purity, not strength). */
const quick: Partial<Record<PlayerLevel, (view: SeatView, seed: string) => LegalMove>> = {
  expert: (view, seed) => chooseExpert(view, seed, { steps: 1200, randomShare: 0.15 }),
  ismcts: (view, seed) => searchIsmcts(view, seed, { ...ISMCTS_DEFAULTS, iterations: 60 }),
};

/** Plays one hand with every seat a computer player; returns the states seen before each decision. */
function playHand(st: MatchState, levelOf: (seat: number) => PlayerLevel, tag: string) {
  const seen: MatchState[] = [];
  for (let i = 0; ; i++) {
    const seat = st.hand.turn;
    const view = viewFor(st, seat);
    const level = levelOf(seat);
    const choice = (quick[level] ?? computerPlayer(level).choose)(view, `${tag}-${i}`);
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
        const levels = BOT_LEVELS.filter((l) => l !== 'expert');
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
    for (const level of Object.keys(quick) as PlayerLevel[]) {
      for (const [g, input] of games.entries()) {
        const r = parseRules(input);
        for (let d = 0; d < 6; d++)
          playHand(newMatch(r, { seed: `${level}-${g}-${d}` }), () => level, `x${g}-${d}`);
      }
    }
  });

  it('greedy plays the heaviest playable tile', () => {
    const r = parseRules({ preset: 'block', players: 2, opener: 'lots' });
    const st = matchFromDeal(r, {
      hands: [
        [tileOf(1, 2), tileOf(6, 6), tileOf(0, 5)],
        [tileOf(3, 4), tileOf(0, 0), tileOf(2, 2)],
      ],
      opener: 0,
    });
    expect(computerPlayer('greedy').choose(viewFor(st, 0), 's')).toEqual({
      type: 'play',
      tile: '6-6',
      end: 0,
    });
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
        const reference = computerPlayer('ismcts').choose(view, 'fixed-seed');
        for (let k = 0; k < 4; k++) {
          const other = redealHidden(st, seat, rng);
          // Another world: other hands differ, yet this seat's view is identical ...
          expect(other.hand.hands).not.toEqual(st.hand.hands);
          expect(viewFor(other, seat)).toEqual(view);
          // ... and so is the move.
          expect(chooseExpert(viewFor(other, seat), 'fixed-seed')).toEqual(move);
          expect(computerPlayer('ismcts').choose(viewFor(other, seat), 'fixed-seed')).toEqual(reference);
        }
      }
    }
  });

  it('infers the numbers an opponent passed on, and nothing from draws under drawWhilePlayable', () => {
    const r = parseRules({ preset: 'block', players: 2, opener: 'lots' });
    // Seat 1 holds no 6 and no 3: after 6-6 and 3-6 it must pass.
    const st0 = matchFromDeal(r, {
      hands: [
        [tileOf(6, 6), tileOf(3, 6), tileOf(0, 0), tileOf(1, 1)],
        [tileOf(0, 1), tileOf(1, 2), tileOf(2, 2), tileOf(4, 5)],
      ],
      opener: 0,
    });
    let st = st0;
    for (const m of [{ type: 'play' as const, tile: tileOf(6, 6), end: 0 }]) {
      const res = applyMove(st, st.hand.turn, m);
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
    }
    // Seat 1 cannot play on 6: it passed, and it is seat 0's turn again.
    expect(st.hand.turn).toBe(0);
    const slots = inferSlots(viewFor(st, 0)).slots[1];
    expect(slots).toHaveLength(4);
    for (const m of slots) expect(m & (1 << 6)).not.toBe(0);

    const drawing = parseRules({ preset: 'draw', players: 2, opener: 'lots', drawWhilePlayable: true });
    const d0 = matchFromDeal(drawing, {
      hands: [
        [tileOf(6, 6), tileOf(0, 0)],
        [tileOf(0, 1), tileOf(1, 2)],
      ],
      opener: 0,
    });
    const d1 = applyMove(d0, 0, { type: 'play', tile: tileOf(6, 6), end: 0 });
    if (!d1.ok) throw new Error(d1.error.message);
    // Seat 1 had to draw, but under drawWhilePlayable a draw proves nothing.
    const inferred = inferSlots(viewFor(d1.state, 0)).slots[1];
    expect(inferred.every((m) => m === 0)).toBe(true);
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

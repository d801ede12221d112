/**
 * Finished hands for the analysis tests: played by computer players (seeded, so the same hands
 * every run), with the view each seat had at each of its decisions, as the engine gave it then.
 */
import { computerPlayer, type PlayerLevel } from '../../shared/bots';
import {
  applyMove,
  type HandRecord,
  type LegalMove,
  type MatchState,
  moveOf,
  newMatch,
  parseRules,
  type Rules,
  type RulesInput,
  type SeatView,
  viewFor,
} from '../../shared/engine';

export interface PlayedHand {
  rules: Rules;
  record: HandRecord;
  /** The view of the seat to move before each chosen move, by the move's index in the log. */
  views: Map<number, SeatView>;
  /** The match once the hand is over (the next hand dealt, unless the match is over). */
  after: MatchState;
}

/** Games with every kind of step: draws by themselves and by choice, passes, spinners, teams. */
export const GAMES: RulesInput[] = [
  { preset: 'draw', players: 2 },
  { preset: 'block', players: 2 },
  { preset: 'allFives', players: 2 },
  { preset: 'partnership', players: 4 },
  { preset: 'draw', players: 3, drawWhilePlayable: true, boneyardReserve: 2 },
  { preset: 'block', players: 3 },
  { preset: 'draw', players: 4, spinner: 'everyDouble' },
  { preset: 'allThrees', players: 2 },
  { preset: 'fivesAndThrees', players: 3 },
];

const LEVELS: PlayerLevel[] = ['greedy', 'random'];

/** Plays the current hand of `st` to its end; seat levels alternate by seat and `tag`. */
export function playOut(st: MatchState, tag: string, level?: (seat: number) => PlayerLevel): PlayedHand {
  const views = new Map<number, SeatView>();
  for (let i = 0; ; i++) {
    const seat = st.hand.turn;
    const view = viewFor(st, seat);
    views.set(st.hand.log.length, view);
    const player = computerPlayer(level?.(seat) ?? LEVELS[(seat + tag.length) % LEVELS.length]);
    const res = applyMove(st, seat, moveOf(player.choose(view, `${tag}-${i}`)));
    if (!res.ok) throw new Error(`an illegal move: ${res.error.message}`);
    if (res.handEnded) return { rules: st.rules, record: res.finished[0], views, after: res.state };
    st = res.state;
  }
}

/** The first hand of a match of `input`, played out. */
export function playedHand(input: RulesInput, seed: string): PlayedHand {
  return playOut(newMatch(parseRules(input), { seed }), seed);
}

/** Plays the given moves (tile names and ends, or draws) from `st`, each for the seat to move. */
export function playMoves(st: MatchState, moves: LegalMove[]): MatchState {
  for (const m of moves) {
    const res = applyMove(st, st.hand.turn, moveOf(m));
    if (!res.ok) throw new Error(`${JSON.stringify(m)}: ${res.error.message}`);
    st = res.state;
  }
  return st;
}

/** Small budgets: the tests check what the analysis says and how, not its precision. */
export const QUICK = { worlds: 200, maxWorlds: 400, exactNodes: 60_000, exactTotal: 200_000 };

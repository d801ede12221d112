/**
 * After a person's move (or the start), the seats that need nobody move at once: computer
 * players, and, with `playForcedMoves`, any seat that has a single legal move. Each computer
 * player is fed only `viewFor(state, itsSeat)`. Stops when a person has a choice to make, the
 * match ends, or a computer player is next once the time budget is spent (the `due` index then
 * hands the table to the scheduler at once).
 */
import { type BotLevel, computerPlayer } from '../../shared/bots';
import {
  applyMove,
  type HandRecord,
  isOver,
  legalMovesOf,
  type MatchState,
  type MoveOptions,
  type MoveResult,
  moveOf,
  viewFor,
} from '../../shared/engine';
import type { TableRecord } from './model';

export interface AutoPlay {
  budgetMs: number;
  clock(): number;
  /** Seeds each hand dealt after a move (undefined: the match's own PRNG, for dev tables). */
  handSeeds: (() => string) | undefined;
}

/** Plays the automatic moves; returns the new state and how many moves were made. */
export function playAutomaticMoves(
  table: TableRecord,
  start: MatchState,
  version: number,
  auto: AutoPlay,
): { state: MatchState; moves: number; finished: { record: HandRecord; move: number }[] } {
  const began = auto.clock();
  let state = start;
  let moves = 0;
  // The hands each move finished (move counts from 1), for the archive.
  const finished: { record: HandRecord; move: number }[] = [];
  while (!isOver(state)) {
    const seat = state.hand.turn;
    const sitter = table.seats[seat];
    let result: Applied;
    if (sitter.kind === 'computer') {
      // The budget is for computer players' thinking; a person's forced move costs nothing and
      // is always played (left unplayed, it would run down that person's clock).
      if (auto.clock() - began >= auto.budgetMs) break;
      const seed = `${table.botSeed}:${version + moves}`;
      result = computerMove(state, sitter.level, seed, { nextHandSeed: auto.handSeeds });
    } else if (table.playForcedMoves) {
      const legal = legalMovesOf(state.rules, state.hand);
      if (legal.length !== 1) break;
      result = applied(applyMove(state, seat, moveOf(legal[0]), { nextHandSeed: auto.handSeeds }), seat);
    } else {
      break;
    }
    state = result.state;
    moves++;
    for (const record of result.finished) finished.push({ record, move: moves });
  }
  return { state, moves, finished };
}

type Applied = Extract<MoveResult, { ok: true }>;

/**
 * Chooses and applies the move of a computer player of `level` for the seat to move.
 *
 * It sees that seat's view alone (viewFor) and is seeded by `seed`, so the same table and version
 * choose the same move. The one place a computer player moves: in a request, and as the
 * scheduler's stand-in.
 */
export function computerMove(
  state: MatchState,
  level: BotLevel,
  seed: string,
  options: MoveOptions,
): Applied {
  const seat = state.hand.turn;
  const choice = computerPlayer(level).choose(viewFor(state, seat), seed);
  return applied(applyMove(state, seat, moveOf(choice), options), seat);
}

/** A computer player only picks from the seat's legal moves: a refusal is a bug, not a client error. */
function applied(result: MoveResult, seat: number): Applied {
  if (!result.ok) throw new Error(`automatic move refused at seat ${seat}: ${result.error.message}`);
  return result;
}

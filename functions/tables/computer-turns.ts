/**
 * After a person's move (or the start), the seats that need nobody move at once: computer
 * players, and, with `playForcedMoves`, any seat that has a single legal move. Each computer
 * player is fed only `viewFor(state, itsSeat)`. Stops when a person has a choice to make, the
 * match ends, or a computer player is next once the time budget is spent (the `due` index then
 * hands the table to the scheduler at once).
 */
import { computerPlayer } from '../../shared/bots';
import {
  applyMove,
  type HandRecord,
  isOver,
  legalMovesOf,
  type MatchState,
  type Move,
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
    let move: Move;
    if (sitter.kind === 'computer') {
      // The budget is for computer players' thinking; a person's forced move costs nothing and
      // is always played (left unplayed, it would run down that person's clock).
      if (auto.clock() - began >= auto.budgetMs) break;
      const view = viewFor(state, seat);
      move = moveOf(computerPlayer(sitter.level).choose(view, `${table.botSeed}:${version + moves}`));
    } else if (table.playForcedMoves) {
      const legal = legalMovesOf(state.rules, state.hand);
      if (legal.length !== 1) break;
      move = moveOf(legal[0]);
    } else {
      break;
    }
    const result = applyMove(state, seat, move, { nextHandSeed: auto.handSeeds });
    // A computer player only picks from its legal moves: a refusal is a bug, not a client error.
    if (!result.ok) throw new Error(`automatic move refused at seat ${seat}: ${result.error.message}`);
    state = result.state;
    moves++;
    for (const record of result.finished) finished.push({ record, move: moves });
  }
  return { state, moves, finished };
}

/**
 * The automatic moves after a move: computer players think within a time budget; a person's
 * forced move (playForcedMoves) is played whatever the budget, or it would run down their clock.
 */
import { describe, expect, it } from 'vitest';
import { type AutoPlay, computerMove, playAutomaticMoves } from '../../functions/tables/computer-turns';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import { computerPlayer } from '../../shared/bots';
import {
  applyMove,
  evStandIn,
  isOver,
  legalMovesOf,
  moveOf,
  newMatch,
  resolveRules,
  viewFor,
} from '../../shared/engine';

const seats: SeatRecord[] = [
  { kind: 'computer', level: 'greedy' },
  { kind: 'person', playerId: 'p1', name: 'P1' },
];
const table = { seats, playForcedMoves: true, botSeed: 'bots' } as unknown as TableRecord;
const rules = resolveRules({ preset: 'block', players: 2 });

/** A budget that lasts for one computer move: the clock jumps after being asked twice. */
function oneMoveBudget(): AutoPlay {
  let calls = 0;
  return { budgetMs: 150, clock: () => (calls++ < 2 ? 0 : 1_000), handSeeds: undefined };
}

describe('automatic moves', () => {
  it('once the budget is spent, a person’s only move is still played', () => {
    let stoppedOnForced = 0;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      let state = newMatch(rules, { seed: `forced-${i}` });
      for (let step = 0; step < 100 && !isOver(state); step++) {
        if (state.hand.turn === 0) {
          state = playAutomaticMoves(table, state, step, { ...oneMoveBudget(), budgetMs: 1e9 }).state;
          continue;
        }
        // The person moves; then the automatic moves, with a budget that runs out after one.
        const moved = applyMove(state, 1, moveOf(legalMovesOf(state.rules, state.hand)[0]));
        if (!moved.ok) throw new Error(moved.error.message);
        state = playAutomaticMoves(table, moved.state, step, oneMoveBudget()).state;
        checked++;
        if (!isOver(state) && state.hand.turn === 1 && legalMovesOf(state.rules, state.hand).length === 1)
          stoppedOnForced++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(stoppedOnForced).toBe(0);
  });

  it('once the budget is spent, a computer player to move is left for the scheduler', () => {
    const both = { ...table, seats: [seats[0], { kind: 'computer', level: 'greedy' }] } as TableRecord;
    const { moves } = playAutomaticMoves(both, newMatch(rules, { seed: 'forced-wait' }), 1, oneMoveBudget());
    expect(moves).toBe(1);
  });

  it('a computer move is the bot’s choice from the seat’s view, the same for the same seed; a stand-in’s is marked', () => {
    const state = newMatch(rules, { seed: 'one-move' });
    const seat = state.hand.turn;
    const chosen = computerPlayer('greedy').choose(viewFor(state, seat), 'bots:7');
    const expected = applyMove(state, seat, moveOf(chosen));

    const moved = computerMove(state, 'greedy', 'bots:7', {});
    expect(expected.ok && moved.state).toEqual(expected.ok && expected.state);
    expect(computerMove(state, 'greedy', 'bots:7', {}).state).toEqual(moved.state);
    const standIn = computerMove(state, 'greedy', 'bots:7', { standIn: true }).state;
    expect(standIn.hand.log.filter(evStandIn)).toHaveLength(1);
    expect(moved.state.hand.log.filter(evStandIn)).toHaveLength(0);
  });
});

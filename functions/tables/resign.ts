/**
 * Resigning: a seated person concedes the match while it is played. The engine's forfeit decides
 * the winner, as for a timeout under the forfeit policy (due.ts), and the table ends in
 * one conditional write. The hand left unfinished has its seed revealed with the end (fair-deal.ts).
 */
import { forfeitMatch } from '../../shared/engine';
import { forfeitMexican } from '../../shared/engine/games/mexican-train';
import { change } from './change';
import type { TableContext } from './context';
import { TableError } from './errors';
import { isMatchOver, requireStarted } from './guards';
import { isTrainMatch } from './model';
import { settle } from './settle';
import { settleTrains } from './trains';
import { requireSeat } from './visibility';

export function resign(ctx: TableContext, idOrCode: string, playerId: string) {
  return change(ctx, idOrCode, (table) => {
    const seat = requireSeat(table, playerId);
    const match = requireStarted(table);
    // A retry of a resignation that landed: answer with the table as it is.
    if (match.forfeit === seat) return null;
    if (isMatchOver(match)) throw new TableError('move/match-over', 'the match is already over');
    if (isTrainMatch(match)) return settleTrains(table, forfeitMexican(match, seat), 1, ctx);
    return settle(table, forfeitMatch(match, seat), 1, ctx);
  });
}

/**
 * A hint: the move the expert computer player would make now, from the asking seat's view alone.
 *
 * The service behind POST /v1/tables/{id}/hint. It reads the table and never writes it; the
 * hints are counted in an item of their own: [analysis.md](../../docs/analysis.md#hints).
 */
import { computerPlayer } from '../../shared/bots';
import { type LegalMove, viewFor } from '../../shared/engine';
import type { TableContext } from './context';
import { TableError } from './errors';
import { matchInPlay, requireStarted } from './guards';
import { getTableOrThrow } from './load';
import { isTrainMatch, lineMatch, type TableRecord } from './model';
import { requireSeat } from './visibility';

/** The level that gives hints: the expert, as in docs/bots.md. */
export const HINT_LEVEL = 'expert' as const;

/** The seed of a hint: the same table at the same version gives the same hint, asked twice or by a test. */
export const hintSeed = (tableId: string, version: number) => `hint:${tableId}:${version}`;

export interface Hint {
  table: TableRecord;
  seat: number;
  handNo: number;
  /** What the expert would play, one of the seat's legal moves. */
  move: LegalMove;
  /** Hints this seat has taken in this hand, this one counted. */
  hints: number;
}

/** The expert's move for `playerId`'s seat at table `idOrCode`, counted; refused unless it is theirs to ask. */
export async function hintFor(ctx: TableContext, idOrCode: string, playerId: string): Promise<Hint> {
  const table = await getTableOrThrow(ctx, idOrCode);
  // A spectator (or a stranger) has no seat: the seat's view is what the hint is made from.
  const seat = requireSeat(table, playerId);
  if (table.rated) throw new TableError('hint/rated-table', 'a rated match is played without hints');
  if (table.seats.some((s, i) => i !== seat && s.kind !== 'computer'))
    throw new TableError(
      'hint/not-against-computers',
      'hints are given only in games against computer players, where nobody else is helped or hindered',
    );
  requireStarted(table);
  const inPlay = matchInPlay(table);
  if (inPlay && isTrainMatch(inPlay))
    throw new TableError(
      'hint/not-against-computers',
      'hints are given in the line games only, not in Mexican Train yet',
    );
  const state = inPlay && lineMatch(table);
  if (!state) throw new TableError('move/match-over', 'the match is over: there is no move to hint at');
  if (state.hand.turn !== seat)
    throw new TableError('move/not-your-turn', `it is seat ${state.hand.turn}'s turn, not yours`);
  const move = computerPlayer(HINT_LEVEL).choose(viewFor(state, seat), hintSeed(table.id, table.version));
  const hints = await ctx.store.countHint(
    table.id,
    state.handNo,
    seat,
    table.version,
    ctx.now().toISOString(),
  );
  return { table, seat, handNo: state.handNo, move, hints };
}

/**
 * A hint: the move the expert computer player would make now, from the asking seat's view alone.
 *
 * The service behind POST /v1/tables/{id}/hint. It reads the table and never writes it; the
 * hints are counted in an item of their own: [analysis.md](../../docs/analysis.md#hints).
 */
import { computerPlayer } from '../../shared/bots';
import { mexicanComputerPlayer } from '../../shared/bots/mexican-train';
import { type LegalMove, viewFor } from '../../shared/engine';
import {
  type MexicanLegalMove,
  type MexicanState,
  mexicanViewFor,
} from '../../shared/engine/games/mexican-train';
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
  /** The hand (a Mexican Train table: the round). */
  handNo: number;
  /** What the expert would play, one of the seat's legal moves (a train move at a train table). */
  move: LegalMove | MexicanLegalMove;
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
  if (inPlay && isTrainMatch(inPlay)) return counted(ctx, table, seat, trainHint(table, inPlay, seat));
  const state = inPlay && lineMatch(table);
  if (!state) throw new TableError('move/match-over', 'the match is over: there is no move to hint at');
  if (state.hand.turn !== seat)
    throw new TableError('move/not-your-turn', `it is seat ${state.hand.turn}'s turn, not yours`);
  const move = computerPlayer(HINT_LEVEL).choose(viewFor(state, seat), hintSeed(table.id, table.version));
  return counted(ctx, table, seat, { handNo: state.handNo, move });
}

/** The expert train player's move for `seat` from its view alone; the round is the hand counted. */
function trainHint(table: TableRecord, st: MexicanState, seat: number): Pick<Hint, 'handNo' | 'move'> {
  if (st.round.turn !== seat)
    throw new TableError('move/not-your-turn', `it is seat ${st.round.turn}'s turn, not yours`);
  const view = mexicanViewFor(st, seat);
  return {
    handNo: st.round.round,
    move: mexicanComputerPlayer(HINT_LEVEL).choose(view, hintSeed(table.id, table.version)),
  };
}

/** The hint counted for the seat and hand, once per table version. */
async function counted(
  ctx: TableContext,
  table: TableRecord,
  seat: number,
  h: Pick<Hint, 'handNo' | 'move'>,
): Promise<Hint> {
  const hints = await ctx.store.countHint(table.id, h.handNo, seat, table.version, ctx.now().toISOString());
  return { table, seat, ...h, hints };
}

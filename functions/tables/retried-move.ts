/**
 * Recognises a move sent again without an Idempotency-Key, whose answer was lost, as a replay.
 *
 * The table is at the sent version plus one by the seat's own move (then perhaps computer
 * players' replies): [failure-semantics.md](../../docs/failure-semantics.md#nothing-is-applied-twice).
 */
import {
  EV_DRAW,
  EV_PLAY,
  evEnd,
  evSeat,
  evStandIn,
  evTile,
  evType,
  isChosenMove,
  isOver,
  type MexicanMove,
  type MexicanState,
  type Move,
} from '../../shared/engine';
import { MT_PLAY, MT_STOP, mtSeat, mtTile, mtTrain, mtType } from '../../shared/engine/games/mexican-train';
import { lineMatch, type TableRecord, trainMatch } from './model';
import { type TrainMoveInput, trainMoveOf } from './trains';

interface ChosenMove {
  version: number;
  event: number;
}

/** The chosen moves the table still holds (the hand in play and the one before), by version. */
function chosenMoves(table: TableRecord): ChosenMove[] {
  const m = lineMatch(table);
  if (!m || table.handStartVersion === undefined) return [];
  const start = table.handStartVersion;
  const chosen = (log: number[]) => log.filter(isChosenMove);
  // The hand before ended at the version the hand in play was dealt at (when the match is over,
  // the hand "in play" is that last hand itself).
  const before = m.last ? chosen(m.last.log) : [];
  const ended = before.map((event, i) => ({ version: start - before.length + 1 + i, event }));
  if (isOver(m)) return ended;
  return [...ended, ...chosen(m.hand.log).map((event, i) => ({ version: start + 1 + i, event }))];
}

const sameMove = (event: number, move: Move): boolean =>
  // The stand-in's move for the seat (its deadline passed) is not the seat's own, however alike.
  !evStandIn(event) &&
  (move.type === 'draw'
    ? evType(event) === EV_DRAW
    : evType(event) === EV_PLAY &&
      evTile(event) === move.tile &&
      // The same end too: the same tile on another end is another move (a lead is logged at 0).
      evEnd(event) === (move.end ?? 0));

/**
 * Whether `move` by `seat`, sent at version `sentAt`, is the move that took the table to
 * `sentAt + 1`, with only computer players moving after it (or anyone, when `othersAfter`: this
 * request itself sent it before and went unanswered).
 */
export function wasApplied(
  table: TableRecord,
  seat: number,
  move: Move | TrainMoveInput,
  sentAt: number,
  othersAfter = false,
): boolean {
  if (table.version <= sentAt) return false;
  const trains = trainMatch(table);
  if (trains || !('type' in move)) {
    return (
      trains !== null && !('type' in move) && trainWasApplied(table, trains, seat, move, sentAt, othersAfter)
    );
  }
  const moves = chosenMoves(table);
  const mine = moves.find((c) => c.version === sentAt + 1);
  if (!mine || evSeat(mine.event) !== seat || !sameMove(mine.event, move)) return false;
  const after = moves.filter((c) => c.version > sentAt + 1);
  // Every version after it is a chosen move still on record: nothing else (a resignation, a seat
  // change) happened in between.
  if (after.length !== table.version - sentAt - 1) return false;
  return othersAfter || after.every((c) => table.seats[evSeat(c.event)].kind === 'computer');
}

/**
 * wasApplied at a Mexican Train table: its chosen moves (plays and stops; draws and passes follow
 * by themselves) of the round in play and the one before, one version each, up to the table's.
 */
function trainWasApplied(
  table: TableRecord,
  st: MexicanState,
  seat: number,
  move: TrainMoveInput,
  sentAt: number,
  othersAfter: boolean,
): boolean {
  if (st.forfeit !== undefined) return false;
  let wanted: MexicanMove;
  try {
    wanted = trainMoveOf(st, move);
  } catch {
    return false;
  }
  const chosen = (log: number[]) => log.filter((e) => mtType(e) === MT_PLAY || mtType(e) === MT_STOP);
  const before = st.last && st.last.round !== st.round.round ? chosen(st.last.log) : [];
  const moves = [...before, ...chosen(st.round.log)];
  const at = (version: number) => moves[moves.length - 1 - (table.version - version)];
  const mine = at(sentAt + 1);
  if (mine === undefined || mtSeat(mine) !== seat) return false;
  const same =
    wanted.type === 'stop'
      ? mtType(mine) === MT_STOP
      : mtType(mine) === MT_PLAY && mtTile(mine) === wanted.tile && mtTrain(mine) === wanted.train;
  if (!same) return false;
  for (let v = sentAt + 2; v <= table.version; v++) {
    const e = at(v);
    if (e === undefined || (!othersAfter && table.seats[mtSeat(e)].kind !== 'computer')) return false;
  }
  return true;
}

/** Whether the chosen move that made `version` is still on record (the hand in play or the one before). */
export function hasMoveAt(table: TableRecord, version: number): boolean {
  return chosenMoves(table).some((c) => c.version === version);
}

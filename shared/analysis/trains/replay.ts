/**
 * A finished Mexican Train round replayed from its record alone: the deal rebuilt from what the
 * round's end reveals (each hand left, plus the tiles its seat played, less the tiles it drew),
 * the boneyard from the draws in the log, then every chosen move (a play or a stop) applied in
 * order by the engine, which makes the draws and passes between them by itself. The replay is
 * checked: it must make the recorded log, entry for entry, and leave the revealed hands.
 *
 * No seed is needed, so a development table's fixed deal replays as any other. The boneyard's
 * never-drawn tiles are put in id order: nothing in the round depends on their order.
 */
import {
  cloneMexican,
  engineOf,
  type MexicanMove,
  type MexicanRound,
  type MexicanRules,
  type MexicanState,
  MT_DRAW,
  MT_PLAY,
  MT_STOP,
  mtSeat,
  mtTile,
  mtTrain,
  mtType,
  openRound,
  playMexican,
  ROUND_PLAYING,
  type RoundRecord,
  setOf,
} from '../../engine/games/mexican-train';

/** A decision of the round: the state before a chosen move, whose seat is to move. */
export interface TrainDecision {
  /** Index in the round's log of the move's entry. */
  at: number;
  seat: number;
  /** The whole match state then (totals at the round's start): cut with mexicanViewFor. */
  state: MexicanState;
  move: MexicanMove;
}

export interface TrainReplay {
  /** Each seat's tiles as dealt (ids). */
  dealt: number[][];
  decisions: TrainDecision[];
}

/** The round as dealt: hands, boneyard (drawn from its end) and the seat that moved first. */
export function dealOf(
  r: MexicanRules,
  rec: RoundRecord,
): { hands: number[][]; bone: number[]; first: number } {
  const set = setOf(r);
  const hands = rec.hands.map((h) => h.slice());
  const drawn: number[] = [];
  // Backwards from the end: a play gives its tile back to the hand, a draw takes it out.
  for (let i = rec.log.length - 1; i >= 0; i--) {
    const e = rec.log[i];
    const seat = mtSeat(e);
    if (mtType(e) === MT_PLAY) hands[seat].push(mtTile(e));
    else if (mtType(e) === MT_DRAW) {
      const k = hands[seat].indexOf(mtTile(e));
      if (k < 0) throw new Error(`seat ${seat} drew ${set.name(mtTile(e))} and the record cannot place it`);
      hands[seat].splice(k, 1);
      drawn.push(mtTile(e));
    }
  }
  const engineTile = set.tileOf(engineOf(r, rec.round), engineOf(r, rec.round))!;
  const used = new Set<number>([engineTile, ...drawn]);
  for (const h of hands) for (const t of h) used.add(t);
  const undrawn: number[] = [];
  for (let t = 0; t < set.count; t++) if (!used.has(t)) undrawn.push(t);
  if (rec.log.length === 0) throw new Error('an empty round record');
  return {
    hands: hands.map((h) => h.sort((a, b) => a - b)),
    bone: [...undrawn, ...drawn],
    first: mtSeat(rec.log[0]),
  };
}

/** The round of `rec` replayed under `r`: its deal and every decision's state. */
export function replayRound(r: MexicanRules, rec: RoundRecord): TrainReplay {
  const { hands, bone, first } = dealOf(r, rec);
  const dealt = hands.map((h) => h.slice());
  const rd: MexicanRound = openRound(r, rec.round, rec.seed, hands, bone, first);
  const totals = rec.totals.map((x, s) => x - rec.adds[s]);
  const decisions: TrainDecision[] = [];
  const same = () => rd.log.every((e, i) => e === rec.log[i]) && rd.log.length <= rec.log.length;
  if (!same()) throw new Error('the replayed deal does not make the recorded round');
  while (rd.end === ROUND_PLAYING) {
    const at = rd.log.length;
    const e = rec.log[at];
    if (e === undefined) throw new Error('the record ends while the round is in play');
    const type = mtType(e);
    if ((type !== MT_PLAY && type !== MT_STOP) || mtSeat(e) !== rd.turn)
      throw new Error(`log entry ${at} is not a move of the seat to move`);
    const move: MexicanMove =
      type === MT_STOP ? { type: 'stop' } : { type: 'play', tile: mtTile(e), train: mtTrain(e) };
    const state = cloneMexican({ rules: r, rng: [0, 0, 0, 0], totals, round: rd, last: null, places: null });
    decisions.push({ at, seat: rd.turn, state, move });
    playMexican(r, rd, move);
    if (!same()) throw new Error(`the replay departs from the record at entry ${at}`);
  }
  if (rd.log.length !== rec.log.length || rd.end !== rec.end)
    throw new Error('the replay ends otherwise than the record');
  for (let s = 0; s < r.players; s++)
    if (
      rd.hands[s].join() !==
      rec.hands[s]
        .slice()
        .sort((a, b) => a - b)
        .join()
    )
      throw new Error(`seat ${s}'s hand at the end is not the revealed one`);
  return { dealt, decisions };
}

/**
 * What one seat (or a spectator) may see of a Mexican Train match: its own hand, every train and
 * marker, each seat's tile count, the boneyard's size, the totals and the public history. Never
 * another hand or a boneyard tile; a seat's drawn tiles only in its own history. At a round's
 * end every hand is revealed (`lastRound`).
 */
import {
  type MexicanMove,
  type MexicanState,
  MT_DRAW,
  MT_PASS,
  MT_PLAY,
  mexicanLegalMoves,
  mtSeat,
  mtTile,
  mtTrain,
  mtType,
  ROUND_OUT,
  type RoundRecord,
  setOf,
} from './match';
import type { MexicanRules } from './rules';

export type MexicanHistoryEvent =
  | { type: 'play'; seat: number; tile: string; train: number }
  | { type: 'draw'; seat: number; tile?: string }
  | { type: 'pass'; seat: number }
  | { type: 'stop'; seat: number };

export interface TrainView {
  /** The seat that owns it; null for the public Mexican train. */
  owner: number | null;
  tiles: string[];
  /** The number a tile must show to go on it. */
  open: number;
  marker: boolean;
  /** Its last tile is a double that must be covered before anything else is played. */
  openDouble: boolean;
}

export type MexicanLegalMove = { type: 'play'; tile: string; train: number } | { type: 'stop' };

export interface RoundResultView {
  round: number;
  engine: string;
  reason: 'out' | 'blocked';
  out: number | null;
  hands: string[][];
  adds: number[];
  totals: number[];
  seed: string;
  history: MexicanHistoryEvent[];
}

export interface MexicanSeatView {
  game: 'mexicanTrain';
  seat: number | null;
  rules: MexicanRules;
  players: number;
  round: number;
  rounds: number;
  /** The engine in the hub, `E-E`. */
  engine: string;
  status: 'playing' | 'over';
  turn: number | null;
  hand: string[] | null;
  handPips: number | null;
  handCounts: number[];
  boneyard: number;
  /** Seat k's train at index k, the Mexican train last. */
  trains: TrainView[];
  /** The tile the seat to move drew and must play, in its own view only. */
  mustPlay: string | null;
  /** A first-turn run is going on (firstTurnManyTiles). */
  run: boolean;
  totals: number[];
  history: MexicanHistoryEvent[];
  legalMoves: MexicanLegalMove[] | null;
  lastRound: RoundResultView | null;
  /** Places once the match is over (1 best, shared on equal totals). */
  places: number[] | null;
  /** The seat that resigned or forfeited on time, if one did. */
  forfeitedBy: number | null;
}

/** The public history of a round, plus the tiles `seat` drew itself. */
export function mexicanHistory(
  r: MexicanRules,
  log: readonly number[],
  seat: number | null,
): MexicanHistoryEvent[] {
  const set = setOf(r);
  return log.map((e): MexicanHistoryEvent => {
    const s = mtSeat(e);
    switch (mtType(e)) {
      case MT_PLAY:
        return { type: 'play', seat: s, tile: set.name(mtTile(e)), train: mtTrain(e) };
      case MT_DRAW:
        return s === seat ? { type: 'draw', seat: s, tile: set.name(mtTile(e)) } : { type: 'draw', seat: s };
      case MT_PASS:
        return { type: 'pass', seat: s };
      default:
        return { type: 'stop', seat: s };
    }
  });
}

function roundResult(r: MexicanRules, rec: RoundRecord): RoundResultView {
  const set = setOf(r);
  return {
    round: rec.round,
    engine: `${rec.engine}-${rec.engine}`,
    reason: rec.end === ROUND_OUT ? 'out' : 'blocked',
    out: rec.out >= 0 ? rec.out : null,
    hands: rec.hands.map((h) => h.map(set.name)),
    adds: rec.adds,
    totals: rec.totals,
    seed: rec.seed,
    // Hands are revealed at the round's end; draws from the boneyard stay private.
    history: mexicanHistory(r, rec.log, null),
  };
}

/** What `seat` sees (null: a spectator, who sees no hand). */
export function mexicanViewFor(st: MexicanState, seat: number | null): MexicanSeatView {
  const r = st.rules;
  const rd = st.round;
  const set = setOf(r);
  const over = st.places !== null;
  const own = seat === null ? null : rd.hands[seat];
  const toMove = !over && seat !== null && seat === rd.turn;
  return {
    game: 'mexicanTrain',
    seat,
    rules: r,
    players: r.players,
    round: rd.round,
    rounds: r.rounds,
    engine: `${rd.engine}-${rd.engine}`,
    status: over ? 'over' : 'playing',
    turn: over ? null : rd.turn,
    hand: own === null ? null : own.map(set.name),
    handPips: own === null ? null : own.reduce((n, t) => n + set.pips[t], 0),
    handCounts: rd.hands.map((h) => h.length),
    boneyard: rd.bone.length,
    trains: rd.trains.map((t, k) => ({
      owner: k < r.players ? k : null,
      tiles: t.tiles.map(set.name),
      open: t.open,
      marker: t.marker,
      openDouble: rd.openDouble === k,
    })),
    mustPlay: toMove && rd.drawn >= 0 ? set.name(rd.drawn) : null,
    run: rd.run,
    totals: st.totals.slice(),
    history: mexicanHistory(r, rd.log, seat),
    legalMoves: toMove
      ? mexicanLegalMoves(r, rd).map((m) =>
          m.type === 'stop' ? m : { type: 'play' as const, tile: set.name(m.tile), train: m.train },
        )
      : null,
    lastRound: st.last ? roundResult(r, st.last) : null,
    places: st.places,
    forfeitedBy: st.forfeit ?? null,
  };
}

/** The engine move for a legal move as a view lists it. */
export function mexicanMoveOf(r: MexicanRules, m: MexicanLegalMove): MexicanMove {
  return m.type === 'stop' ? m : { type: 'play', tile: setOf(r).parse(m.tile)!, train: m.train };
}

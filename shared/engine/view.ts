/**
 * What one seat (or a spectator) may see of a match. `viewFor` is the only way a client or a
 * computer player learns anything about a game: its result holds no other hand and no boneyard
 * tile, by construction (the types below are not the stored state).
 */
import { countMoves, DRAW, HAND_DOMINO, type HandState, moveEnd, moveTile, nthMove } from './hand';
import { ARM_EMPTY, ARM_SHORT, endsCount } from './line';
import {
  EV_DRAW,
  EV_PLAY,
  evChosen,
  evEnd,
  evForced,
  evNumbers,
  evPoints,
  evSeat,
  evStandIn,
  evTile,
  evType,
  numbersOf,
} from './log';
import {
  type HandRecord,
  isOver,
  liveScores,
  type MatchState,
  type Move,
  seatCountsOf,
  seatPipsOf,
  seatTilesOf,
} from './match';
import { type Rules, setSizeOf, sideOf, wordsOfRules } from './rules';
import { countScoringOf, pointsUnit } from './scoring';
import { parseTile, tileName } from './tiles';
import { pipsIn, tilesIn } from './words';

/** A tile as players write it, `a-b` with a <= b. */
export type TileName = string;

export type HistoryEvent =
  | {
      type: 'play';
      seat: number;
      tile: TileName;
      end: number;
      points: number;
      forced: boolean;
      /** Present (true) when the seat's move deadline passed and the stand-in chose this move. */
      timedOut?: true;
    }
  | {
      type: 'draw';
      seat: number;
      count: number;
      /** A draw by choice (drawWhilePlayable); otherwise the seat could not play and drew by itself. */
      chosen: boolean;
      /** Present (true) when the seat's move deadline passed and the stand-in chose this draw. */
      timedOut?: true;
      /** Only in the drawing seat's own view. */
      tiles?: TileName[];
    }
  | {
      type: 'pass';
      seat: number;
      /** The numbers showing at the open ends: the seat holds none of them. */
      numbers: number[];
    };

export interface EndView {
  /** Index to name in a move. */
  end: number;
  /** The number a tile must show to go here. */
  number: number;
  /** The tile at this end (for an empty spinner side, the spinner). */
  tile: TileName;
  /** A spinner's short side that no tile has been played on yet (counts nothing in All Fives). */
  emptySpinnerSide: boolean;
}

export type LegalMove = { type: 'play'; tile: TileName; end: number } | { type: 'draw' };

/** How a finished hand ended, with everything it reveals (the views' lastHand, the feed's handEnded). */
export interface HandResultView {
  handNo: number;
  reason: 'domino' | 'blocked';
  /** The seat that went out (domino), else null. */
  out: number | null;
  /** The side that won the hand, null for a tied block. */
  winner: number | null;
  award: number;
  doubled: boolean;
  /** Each side's change from the hand's end (award, pips lost). */
  deltas: number[];
  /** Points scored during play per side (All Fives). */
  points: number[];
  /** The tiles left in every hand, revealed at the end of the hand. */
  hands: TileName[][];
  pips: number[];
  scores: number[];
  /** The hand's deal seed, revealed: `dealFromSeed` recomputes the deal from it. */
  seed: string;
}

export interface HandSummaryView extends HandResultView {
  history: HistoryEvent[];
}

export interface SeatView {
  /** The seat this view is for; null for a spectator. */
  seat: number | null;
  rules: Rules;
  /** The set the match is played with: 6 (double-six), 9 or 12 (docs/rules.md#sets). */
  set: 6 | 9 | 12;
  players: number;
  /** Seat → side (its team, or itself). */
  sides: number[];
  handNo: number;
  status: 'playing' | 'over';
  /** Seat to move; null once the match is over. */
  turn: number | null;
  opener: number;
  /** This seat's tiles (null for a spectator). */
  hand: TileName[] | null;
  handPips: number | null;
  /** Tiles in each seat's hand. */
  handCounts: number[];
  /** Tiles left in the boneyard (in block games: tiles set aside unused). */
  boneyard: number;
  /** Open ends, in end-index order. */
  ends: EndView[];
  /** Tiles in the line, in the order they were played. */
  line: { seat: number; tile: TileName; end: number }[];
  /** The All Fives count of the open ends now (null when the game does not count). */
  count: number | null;
  /** Scores per side, including points scored during this hand. */
  scores: number[];
  history: HistoryEvent[];
  /** This seat's legal moves when it is its turn (a front end marks playable tiles from them). */
  legalMoves: LegalMove[] | null;
  lastHand: HandSummaryView | null;
  /** The winning side once the match is over. */
  winner: number | null;
  /** The seat that forfeited the match, if one did. */
  forfeitedBy: number | null;
}

/** The public history of a hand, plus the tiles `seat` drew itself. */
export function historyFor(log: readonly number[], seat: number | null, unit = 5): HistoryEvent[] {
  return historyEntries(log, seat, unit).map((x) => x.event);
}

/**
 * The same history, each event with the index in `log` of the entry it starts at (so a caller
 * can place it in time, e.g. the feed's table versions).
 */
export function historyEntries(
  log: readonly number[],
  seat: number | null,
  /** The unit of the log's points (scoring.ts pointsUnit of the hand's rules). */
  unit = 5,
): { event: HistoryEvent; at: number }[] {
  const out: { event: HistoryEvent; at: number }[] = [];
  log.forEach((e, at) => {
    const s = evSeat(e);
    const type = evType(e);
    if (type === EV_PLAY) {
      const event: HistoryEvent = {
        type: 'play',
        seat: s,
        tile: tileName(evTile(e)),
        end: evEnd(e),
        points: evPoints(e, unit),
        forced: evForced(e),
        ...(evStandIn(e) && { timedOut: true as const }),
      };
      out.push({ event, at });
    } else if (type === EV_DRAW) {
      const prev = out[out.length - 1]?.event;
      const own = s === seat;
      const chosen = evChosen(e);
      // Draws that happen by themselves in a row are one event; each draw by choice is a move.
      if (!chosen && prev && prev.type === 'draw' && prev.seat === s && !prev.chosen) {
        prev.count++;
        if (own) prev.tiles!.push(tileName(evTile(e)));
      } else {
        const draw: HistoryEvent = {
          type: 'draw',
          seat: s,
          count: 1,
          chosen,
          ...(evStandIn(e) && { timedOut: true as const }),
        };
        if (own) draw.tiles = [tileName(evTile(e))];
        out.push({ event: draw, at });
      }
    } else {
      out.push({ event: { type: 'pass', seat: s, numbers: numbersOf(evNumbers(e)) }, at });
    }
  });
  return out;
}

function linePlays(h: HandState): { seat: number; tile: TileName; end: number }[] {
  const out: { seat: number; tile: TileName; end: number }[] = [];
  for (const e of h.log)
    if (evType(e) === EV_PLAY) out.push({ seat: evSeat(e), tile: tileName(evTile(e)), end: evEnd(e) });
  return out;
}

/**
 * A finished hand's result and revealed hands. `rules` says the set (a bigger set's record holds
 * W words a seat); without it the record is read as double-six's.
 */
export function handResultOf(rec: HandRecord, rules: Pick<Rules, 'set'> = {}): HandResultView {
  return {
    handNo: rec.handNo,
    reason: rec.end === HAND_DOMINO ? 'domino' : 'blocked',
    out: rec.out >= 0 ? rec.out : null,
    winner: rec.score.winner,
    award: rec.score.award,
    doubled: rec.score.doubled,
    deltas: rec.score.deltas,
    points: rec.pts,
    hands: seatTilesOf(rules, rec.hands).map((ts) => ts.map(tileName)),
    pips: seatPipsOf(rules, rec.hands),
    scores: rec.scores,
    seed: rec.seed,
  };
}

function summary(r: Rules, rec: HandRecord): HandSummaryView {
  // Once a hand is over its hands are revealed, but draws from the boneyard stay private.
  return { ...handResultOf(rec, r), history: historyFor(rec.log, null, pointsUnit(r)) };
}

/** The legal moves of the seat to move, in `nthMove` order. */
export function legalMovesOf(r: Rules, h: HandState): LegalMove[] {
  const out: LegalMove[] = [];
  const n = countMoves(r, h);
  for (let k = 0; k < n; k++) {
    const m = nthMove(r, h, k);
    out.push(m === DRAW ? { type: 'draw' } : { type: 'play', tile: tileName(moveTile(m)), end: moveEnd(m) });
  }
  return out;
}

/** The engine move for a legal move as a view lists it. */
export function moveOf(m: LegalMove): Move {
  return m.type === 'draw' ? { type: 'draw' } : { type: 'play', tile: parseTile(m.tile)!, end: m.end };
}

/** What `seat` sees (null: a spectator, who sees no hand). */
export function viewFor(st: MatchState, seat: number | null): SeatView {
  const r = st.rules;
  const h = st.hand;
  const over = isOver(st);
  const W = wordsOfRules(r);
  const own = seat === null ? null : tilesIn(h.hands, seat * W, W);
  const l = h.line;
  return {
    seat,
    rules: r,
    set: setSizeOf(r),
    players: r.players,
    sides: Array.from({ length: r.players }, (_, s) => sideOf(r, s)),
    handNo: st.handNo,
    status: over ? 'over' : 'playing',
    turn: over ? null : h.turn,
    opener: h.opener,
    hand: own === null ? null : own.map(tileName),
    handPips: own === null ? null : pipsIn(h.hands, seat! * W, W),
    handCounts: seatCountsOf(r, h.hands),
    boneyard: h.bone.length,
    ends: l.v.map((v, i) => ({
      end: i,
      number: v,
      tile: tileName(l.t[i]),
      emptySpinnerSide: (l.f[i] & (ARM_EMPTY | ARM_SHORT)) === (ARM_EMPTY | ARM_SHORT),
    })),
    line: linePlays(h),
    count: countScoringOf(r) !== 'none' && l.v.length > 0 ? endsCount(l) : null,
    scores: liveScores(st),
    history: historyFor(h.log, seat, pointsUnit(r)),
    legalMoves: !over && seat !== null && seat === h.turn ? legalMovesOf(r, h) : null,
    lastHand: st.last ? summary(r, st.last) : null,
    winner: over ? st.winner : null,
    forfeitedBy: st.forfeit ?? null,
  };
}

/** The spectator's view: nobody's hand, never the boneyard. */
export function spectatorView(st: MatchState): SeatView {
  return viewFor(st, null);
}

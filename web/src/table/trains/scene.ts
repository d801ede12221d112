/**
 * A Mexican Train round as it stood after some of its moves: each train's tiles, markers and open
 * double, each hand's tile count, the boneyard, whose turn. Worked out forward from the round's
 * start (every train empty) through its public history, so the screen can show the moves one at
 * a time, the round in play's or the one that just finished. Pure.
 */
import type { Schemas } from '../../api/client';
import { numbersOf } from '../Domino';

type TrainView = Schemas['TrainView'];
export type TrainHistoryEvent = TrainView['history'][number];
export type TrainState = TrainView['trains'][number];

/** A round's moves and where they left the hands. */
export interface RoundRecord {
  round: number;
  engine: string;
  history: TrainHistoryEvent[];
  /** Tiles in each hand after the last move. */
  counts: number[];
  /** Tiles in the set (the engine too). */
  tiles: number;
  /** The seat to move after the last move (null: the round or the match is over). */
  turn: number | null;
}

export interface TrainScene {
  round: number;
  engine: string;
  /** How many of the round's moves are shown (0: the deal). */
  step: number;
  /** Seat k's train at index k, the Mexican train last. */
  trains: TrainState[];
  handCounts: number[];
  boneyard: number;
  turn: number | null;
  /** The move shown last, if any. */
  last: TrainHistoryEvent | null;
}

/** Tiles in a double-N set: 55 for double-nine, 91 for double-twelve. */
const tilesIn = (set: number) => ((set + 1) * (set + 2)) / 2;

/** The round in play, as the view has it. */
export function currentRound(view: TrainView): RoundRecord {
  return {
    round: view.round,
    engine: view.engine,
    history: view.history,
    counts: view.handCounts,
    tiles: tilesIn(view.rules.set),
    turn: view.status === 'playing' ? view.turn : null,
  };
}

/** The round that just finished: its revealed hands give the counts. */
export function finishedRound(view: TrainView): RoundRecord | null {
  const last = view.lastRound;
  if (!last) return null;
  return {
    round: last.round,
    engine: last.engine,
    history: last.history,
    counts: last.hands.map((hand) => hand.length),
    tiles: tilesIn(view.rules.set),
    turn: null,
  };
}

/** The round numbered `round` if the view has its moves: the one in play or the last one. */
export function roundOf(view: TrainView, round: number): RoundRecord | null {
  if (view.round === round) return currentRound(view);
  return view.lastRound?.round === round ? finishedRound(view) : null;
}

/** The round after its first `step` moves. */
export function trainSceneAt(rec: RoundRecord, step: number): TrainScene {
  const k = Math.max(0, Math.min(step, rec.history.length));
  const players = rec.counts.length;
  const open = numbersOf(rec.engine)[0];
  const trains: TrainState[] = Array.from({ length: players + 1 }, (_, i) => ({
    owner: i < players ? i : null,
    tiles: [],
    open,
    marker: false,
    openDouble: false,
  }));
  // The hands as dealt: the counts after the last move, with its plays given back and draws taken.
  const counts = [...rec.counts];
  for (const e of rec.history) {
    if (e.type === 'play') counts[e.seat]++;
    else if (e.type === 'draw') counts[e.seat]--;
  }
  let double = -1;
  for (const e of rec.history.slice(0, k)) {
    if (e.type === 'draw') counts[e.seat]++;
    // A seat that could not play puts a marker on its own train.
    else if (e.type === 'pass') trains[e.seat].marker = true;
    else if (e.type === 'play') {
      counts[e.seat]--;
      const train = trains[e.train];
      const [a, b] = numbersOf(e.tile);
      train.tiles = [...train.tiles, e.tile];
      train.open = a === train.open ? b : a;
      // A tile on a seat's own train takes its marker off.
      if (e.train === e.seat) train.marker = false;
      // A double waits to be covered, unless it was the round's last tile.
      if (a === b && counts[e.seat] > 0) double = e.train;
      else if (double === e.train) double = -1;
    }
  }
  if (double >= 0) trains[double].openDouble = true;
  const laid = trains.reduce((n, train) => n + train.tiles.length, 0);
  const held = counts.reduce((a, b) => a + b, 0);
  return {
    round: rec.round,
    engine: rec.engine,
    step: k,
    trains,
    handCounts: counts,
    boneyard: Math.max(0, rec.tiles - 1 - laid - held),
    turn: k < rec.history.length ? rec.history[k].seat : rec.turn,
    last: k > 0 ? rec.history[k - 1] : null,
  };
}

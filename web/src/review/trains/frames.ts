/**
 * A Mexican Train round's review as frames: after each step, every train's tiles and marker and
 * the reader's own tiles (from the hand it was dealt, its plays and the draws its cut names).
 * Nothing here the reader's cut does not hold.
 */
import type { Schemas } from '../../api/client';
import { t } from '../../i18n';
import { seatName } from '../../ui/names';

export type TrainRoundReview = Schemas['TrainRoundReview'];
export type TrainAnalysis = TrainRoundReview['analysis'];
export type TrainStep = TrainAnalysis['steps'][number];
export type TrainDecision = NonNullable<Extract<TrainStep, { type: 'play' }>['review']>;
export type TrainMove = TrainDecision['moves'][number]['move'];

export interface TrainFrame {
  /** Seat k's train at index k, the Mexican train last: tiles from the hub out. */
  trains: string[][];
  markers: boolean[];
  /** The reader's tiles then; null for a spectator. */
  hand: string[] | null;
}

/** The frames of the round: before the first step, then after each. */
export function trainFramesOf(analysis: TrainAnalysis, reader: number | null): TrainFrame[] {
  let frame: TrainFrame = {
    trains: Array.from({ length: analysis.players + 1 }, () => []),
    markers: new Array(analysis.players).fill(false),
    hand: reader === null ? null : (analysis.dealt[reader]?.slice() ?? null),
  };
  const frames = [frame];
  for (const step of analysis.steps) {
    const next: TrainFrame = {
      trains: frame.trains.map((tr) => tr.slice()),
      markers: frame.markers.slice(),
      hand: frame.hand?.slice() ?? null,
    };
    if (step.type === 'play') {
      next.trains[step.train].push(step.tile);
      if (step.train === step.seat) next.markers[step.seat] = false;
      if (step.seat === reader && next.hand) next.hand = next.hand.filter((x) => x !== step.tile);
    } else if (step.type === 'pass') next.markers[step.seat] = true;
    else if (step.type === 'draw' && step.seat === reader && step.tile && next.hand)
      next.hand.push(step.tile);
    frames.push(next);
    frame = next;
  }
  return frames;
}

/** A train's name inside a sentence: "Ben's train", "your train", "the Mexican train". */
export function trainWords(train: number, seats: Schemas['Seat'][], reader: number | null): string {
  if (train >= seats.length) return t('reviewTrains.onMexican');
  if (train === reader) return t('reviewTrains.onYourTrain');
  return t('reviewTrains.onTrainOf', { name: seatName(seats[train], reader) });
}

/** A move in words: "6-9 on the Mexican train", "end the run". */
export function trainMoveWords(move: TrainMove, seats: Schemas['Seat'][], reader: number | null): string {
  if (move.type === 'stop') return t('reviewTrains.stopMove');
  return t('reviewTrains.moveOn', { tile: move.tile, train: trainWords(move.train, seats, reader) });
}

/** A step in words: "Ben played 6-9 on the Mexican train", "You drew 3-12". */
export function trainStepWords(step: TrainStep, seats: Schemas['Seat'][], reader: number | null): string {
  const subject = { who: step.seat === reader ? 'you' : 'one', name: seatName(seats[step.seat], reader) };
  switch (step.type) {
    case 'play':
      return t('reviewTrains.played', {
        ...subject,
        tile: step.tile,
        train: trainWords(step.train, seats, reader),
      });
    case 'stop':
      return t('reviewTrains.stopped', subject);
    case 'draw':
      return step.tile
        ? t('reviewTrains.drewTile', { ...subject, tile: step.tile })
        : t('reviewTrains.drewOne', subject);
    default:
      return t('reviewTrains.passed', subject);
  }
}

/** A step's verdict: the review's, forced, or none (a draw or a pass the rules made). */
export function trainVerdictOf(step: TrainStep) {
  if (step.type === 'draw' || step.type === 'pass') return null;
  return step.review ? step.review.verdict : ('forced' as const);
}

/**
 * Scoring one hand: the award for going out or for a blocked hand, under the scoring options.
 * Tables and the score keeper both call this, so the two never disagree.
 */
import type { CountScoring } from './options';
import type { Rules } from './rules';
import { sideCount, sideOf } from './rules';

export type ScoringRules = Pick<
  Rules,
  'players' | 'teams' | 'blockedScoring' | 'roundToFive' | 'doubledScores' | 'losersLosePips'
> &
  Partial<Pick<Rules, 'scoring' | 'roundToThree'>>;

/** What scores during play under these rules (docs/rules.md#counting-the-ends). */
export function countScoringOf(r: Pick<Rules, 'fivesDuringPlay' | 'scoring'>): CountScoring {
  return r.fivesDuringPlay ? 'allFives' : (r.scoring ?? 'none');
}

/**
 * The points a count of the open ends scores: All Fives a multiple of 5, All Threes a multiple
 * of 3, Fives and Threes one point for each time 5 divides it plus one for each time 3 does
 * (15 scores 8). A count of 0 scores nothing.
 */
export function countPoints(scoring: CountScoring, count: number): number {
  if (count <= 0) return 0;
  switch (scoring) {
    case 'allFives':
      return count % 5 === 0 ? count : 0;
    case 'allThrees':
      return count % 3 === 0 ? count : 0;
    case 'fivesAndThrees':
      return (count % 5 === 0 ? count / 5 : 0) + (count % 3 === 0 ? count / 3 : 0);
    case 'none':
      return 0;
  }
}

/** The unit a play's points are stored in, in the log (log.ts): every score is a multiple of it. */
export function pointsUnit(r: Pick<Rules, 'fivesDuringPlay' | 'scoring'>): number {
  const s = countScoringOf(r);
  return s === 'allThrees' ? 3 : s === 'fivesAndThrees' ? 1 : 5;
}

/** `3*floor((x+1)/3)`: 1 → 0, 2-4 → 3, 28 → 27 (allThrees' roundToThree). */
export function roundToNearestThree(x: number): number {
  return 3 * Math.floor((x + 1) / 3);
}

/** An end-of-hand award rounded as the rules say (to 5, to 3, or not). */
export function roundAward(r: Pick<ScoringRules, 'roundToFive' | 'roundToThree'>, x: number): number {
  return r.roundToFive ? roundToNearestFive(x) : r.roundToThree ? roundToNearestThree(x) : x;
}

/** What going out scores before doubling: the others' pips, rounded; Fives and Threes: 1 ("a go"). */
export function goingOutAward(
  r: Pick<ScoringRules, 'roundToFive' | 'roundToThree' | 'scoring'>,
  others: number,
): number {
  return r.scoring === 'fivesAndThrees' ? 1 : roundAward(r, others);
}

export type HandOutcome =
  | { kind: 'domino'; seat: number /** with a double or a tile that fitted two ends */; doubled: boolean }
  | { kind: 'blocked' };

export interface HandScore {
  /** The winning side, or null for a blocked hand tied for fewest pips. */
  winner: number | null;
  /** What the winner scores for the hand (after subtracting, rounding and doubling). */
  award: number;
  /** Each side's change in score from the hand's end (award, and pips lost under losersLosePips). */
  deltas: number[];
  /** Pips left per side. */
  sidePips: number[];
  /** Whether the award was doubled. */
  doubled: boolean;
}

/** `5*floor((x+2)/5)`: 1-2 → 0, 3-4 → 5, 28 → 30. */
export function roundToNearestFive(x: number): number {
  return 5 * Math.floor((x + 2) / 5);
}

/**
 * What the side with the fewest pips scores for a blocked hand: `own` its pips, `others` the
 * other sides' together. Also the searches' scoring (bots/expert/playout.ts), which allocates
 * nothing and so cannot call scoreHand.
 */
export function blockedAward(
  r: Pick<ScoringRules, 'blockedScoring' | 'roundToFive' | 'roundToThree' | 'scoring'>,
  own: number,
  others: number,
  sides: number,
): number {
  // Fives and Threes: a blocked hand scores 1 point to the side with the fewest pips.
  if (r.scoring === 'fivesAndThrees') return 1;
  let award = 0;
  switch (r.blockedScoring) {
    case 'othersMinusOwn':
      award = others - own;
      break;
    case 'othersTotal':
      award = others;
      break;
    case 'eachOpponentMinusOwn':
      award = others - own * (sides - 1);
      break;
    case 'allHands':
      award = others + own;
      break;
  }
  return roundAward(r, award);
}

/** Scores a hand from the pips left in each seat's hand. */
export function scoreHand(r: ScoringRules, seatPips: readonly number[], outcome: HandOutcome): HandScore {
  const sides = sideCount(r);
  const sidePips = new Array<number>(sides).fill(0);
  for (let s = 0; s < r.players; s++) sidePips[sideOf(r, s)] += seatPips[s];
  const deltas = new Array<number>(sides).fill(0);

  let winner: number;
  let award: number;
  let doubled = false;
  if (outcome.kind === 'domino') {
    winner = sideOf(r, outcome.seat);
    // Going out scores the opponents' pips; a partner's pips never count.
    award = 0;
    for (let s = 0; s < sides; s++) if (s !== winner) award += sidePips[s];
    award = goingOutAward(r, award);
    if (r.doubledScores && outcome.doubled) {
      award *= 2;
      doubled = true;
    }
  } else {
    // Loops, not spreads: computer players score millions of simulated hands.
    winner = 0;
    let tied = false;
    for (let s = 1; s < sides; s++) {
      if (sidePips[s] < sidePips[winner]) {
        winner = s;
        tied = false;
      } else if (sidePips[s] === sidePips[winner]) tied = true;
    }
    // A tie for fewest pips: nobody scores, nobody loses.
    if (tied) return { winner: null, award: 0, deltas, sidePips, doubled };
    let others = 0;
    for (let s = 0; s < sides; s++) if (s !== winner) others += sidePips[s];
    award = blockedAward(r, sidePips[winner], others, sides);
  }
  deltas[winner] += award;
  // Pips lost are neither rounded nor doubled; with teams the losing team loses its own pips.
  if (r.losersLosePips) for (let s = 0; s < sides; s++) if (s !== winner) deltas[s] -= sidePips[s];
  return { winner, award, deltas, sidePips, doubled };
}

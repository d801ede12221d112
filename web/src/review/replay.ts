/**
 * A finished hand, step by step, from its analysis alone (GET …/hands/{n}/analysis): the line
 * after each step, and the reader's hand, rebuilt from the hand they were dealt and the tiles
 * they drew (the only tiles the analysis names to them), less the tiles they played. Nothing
 * here is worked out that the answer does not say; no other seat's tiles are ever shown.
 */
import { type EndAnchor, type LinePlay, layoutLine, MIN_LINE_WIDTH } from '../../../shared/layout';
import type { Schemas } from '../api/client';
import { type MessageKey, t } from '../i18n';
import { endWords } from '../table/Line';

export type HandReview = Schemas['HandReview'];
export type Analysis = HandReview['analysis'];
export type Step = Analysis['steps'][number];
export type MoveReview = NonNullable<Extract<Step, { type: 'play' }>['review']>;
export type ReviewedMove = MoveReview['moves'][number]['move'];
export type Verdict = MoveReview['verdict'];

/** The hand after `step` steps (0: as dealt, nothing played yet). */
export interface Frame {
  step: number;
  line: LinePlay[];
  /** The reader's tiles then (null: the reader is a spectator, who was dealt none). */
  hand: string[] | null;
  /** Tiles the reader drew by the step just made. */
  drawn: string[];
}

/** Every frame of the hand: `steps.length + 1` of them. */
export function framesOf(review: HandReview): Frame[] {
  const { analysis, seat } = review;
  const dealt = seat === null ? null : (analysis.dealt[seat] ?? null);
  let hand = dealt ? [...dealt] : null;
  let line: LinePlay[] = [];
  const frames: Frame[] = [{ step: 0, line, hand, drawn: [] }];
  analysis.steps.forEach((s, i) => {
    let drawn: string[] = [];
    if (s.type === 'play') {
      line = [...line, { seat: s.seat, tile: s.tile, end: s.end }];
      if (hand && s.seat === seat) hand = hand.filter((t) => t !== s.tile);
    } else if (s.type === 'draw' && hand && s.seat === seat && s.tiles) {
      drawn = s.tiles;
      hand = [...hand, ...s.tiles];
    }
    frames.push({ step: i + 1, line, hand, drawn });
  });
  return frames;
}

/** The open ends of a line, laid out as the table draws them (for naming an end). */
function anchorsOf(line: LinePlay[], spinner: Schemas['Rules']['spinner']): EndAnchor[] {
  try {
    return layoutLine(line, spinner, { width: MIN_LINE_WIDTH }).ends;
  } catch {
    return [];
  }
}

/** A move in words, on the line as it stood before it: "4-4 on the right end, showing 4", "a draw". */
export function moveWords(
  move: ReviewedMove,
  before: LinePlay[],
  spinner: Schemas['Rules']['spinner'],
): string {
  if (move.type === 'draw') return t('table.move.drawing');
  if (before.length === 0) return t('table.move.toOpen', { tile: move.tile });
  const anchor = anchorsOf(before, spinner).find((a) => a.end === move.end);
  return anchor
    ? t('table.move.onEnd', { tile: move.tile, end: endWords(anchor, anchor.number) })
    : t('table.move.onEndN', { tile: move.tile, n: move.end + 1 });
}

/** The words and mark of each verdict, after chess's annotation signs. */
export const VERDICT_MARKS: Record<Verdict | 'forced', { words: MessageKey; sign: string }> = {
  good: { words: 'review.verdict.good', sign: '✓' },
  inaccuracy: { words: 'review.verdict.inaccuracy', sign: '?!' },
  mistake: { words: 'review.verdict.mistake', sign: '?' },
  blunder: { words: 'review.verdict.blunder', sign: '??' },
  forced: { words: 'review.verdict.forced', sign: '·' },
};

/** A step's verdict: forced, or the review's, or none (a pass the rules made). */
export function verdictOf(step: Step): Verdict | 'forced' | null {
  if (step.type === 'pass') return null;
  if (step.review) return step.review.verdict;
  return 'forced';
}

/** A share of a hand (0..1) in percentage points: "12.5%". */
export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Points with one decimal at most, signed when asked: "+3.5". */
export function pointsWords(points: number, signed = false): string {
  const r = Math.round(points * 10) / 10;
  const text = Number.isInteger(r) ? String(r) : r.toFixed(1);
  return signed && r > 0 ? `+${text}` : text;
}

/**
 * The step just made, judged: what was played, its verdict, and where it was not the best, the
 * better move (drawn and named), what the move played gave away in chance of winning and in
 * points, every legal move as the expert weighed it, and, where the hand was searched with every
 * tile in sight, the open-hands result.
 */
import type { LinePlay } from '../../../shared/layout';
import type { Rules, Table } from '../api/client';
import { Domino } from '../table/Domino';
import { seatName } from '../ui/names';
import {
  type MoveReview,
  moveWords,
  percent,
  pointsWords,
  type ReviewedMove,
  type Step,
  verdictOf,
} from './replay';
import { VerdictMark } from './Verdict';
import { stepWords } from './words';

const OUTCOME_WORDS = { win: 'a win', tie: 'a tie', loss: 'a loss' } as const;

function MovePicture({ move }: { move: ReviewedMove }) {
  return move.type === 'play' ? (
    <span class="small-tile" aria-hidden="true">
      <Domino tile={move.tile} />
    </span>
  ) : null;
}

function Weighed(props: { review: MoveReview; before: LinePlay[]; spinner: Rules['spinner'] }) {
  const { review, before, spinner } = props;
  const exact = review.exactBest !== null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section class="table-scroll" aria-label="Every move weighed" tabIndex={0} data-own-arrows>
      <table class="weighed">
        <caption>Every move, as the expert weighed it</caption>
        <thead>
          <tr>
            <th scope="col">Move</th>
            <th scope="col">Chance of winning</th>
            <th scope="col">Points</th>
            {exact && <th scope="col">Every hand in sight</th>}
          </tr>
        </thead>
        <tbody>
          {review.moves.map((m, i) => (
            <tr
              key={moveWords(m.move, before, spinner)}
              class={[i === review.played && 'played', i === review.best && 'best'].filter(Boolean).join(' ')}
            >
              <th scope="row">
                {moveWords(m.move, before, spinner)}
                {i === review.played && ' (played)'}
                {i === review.best && ' (best)'}
              </th>
              <td>{percent(m.estimate.winChance)}</td>
              <td>{pointsWords(m.estimate.points, true)}</td>
              {exact && (
                <td>
                  {m.exact ? `${OUTCOME_WORDS[m.exact.outcome]}, ${pointsWords(m.exact.points, true)}` : '–'}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function StepDetail(props: {
  table: Table;
  step: Step | null;
  index: number;
  total: number;
  before: LinePlay[];
  reader: number | null;
}) {
  const { table, step, before, reader } = props;
  const spinner = table.rules.spinner;
  if (!step)
    return (
      <div class="step-detail">
        <h2>The deal</h2>
        <p>
          Step forward to see the hand move by move{reader !== null && ', with each of your decisions judged'}
          .
        </p>
      </div>
    );
  const who = seatName(table.seats[step.seat], reader);
  const verdict = verdictOf(step);
  const review = step.type === 'pass' ? null : step.review;
  const played = review ? review.moves[review.played] : null;
  const best = review ? review.moves[review.best] : null;
  const exactBest = review && review.exactBest !== null ? review.moves[review.exactBest] : null;
  return (
    <div class="step-detail" data-step={props.index}>
      <h2>
        Move {props.index} of {props.total}
      </h2>
      <p class="step-words">
        {stepWords(step, who, before, spinner, step.seat === reader)}.{' '}
        {verdict && <VerdictMark verdict={verdict} />}
      </p>
      {verdict === 'forced' && <p>Nothing to choose here: the only move there was, or one the rules made.</p>}
      {review && played && best && (
        <>
          {review.played !== review.best ? (
            <p class="better">
              <strong>Better:</strong> <MovePicture move={best.move} />{' '}
              {moveWords(best.move, before, spinner)}
              {'. '}
              {who} gave away <strong>{percent(Math.max(0, review.loss.winChance))}</strong> of the chance of
              winning and <strong>{pointsWords(Math.max(0, review.loss.points))}</strong> points.
            </p>
          ) : (
            <p class="better">The expert’s choice too.</p>
          )}
          <p>
            Chance of winning after it: {percent(played.estimate.winChance)}; accuracy{' '}
            {Math.round(review.accuracy)}.
          </p>
          {exactBest && played.exact && (
            <p class="open-hands">
              <strong>With every hand in sight:</strong> the move played makes{' '}
              {OUTCOME_WORDS[played.exact.outcome]} ({pointsWords(played.exact.points, true)} points)
              {review.exactBest === review.played
                ? ', the best there was.'
                : `; ${moveWords(exactBest.move, before, spinner)} made ${exactBest.exact ? `${OUTCOME_WORDS[exactBest.exact.outcome]} (${pointsWords(exactBest.exact.points, true)} points)` : 'more'}.`}
            </p>
          )}
          <Weighed review={review} before={before} spinner={spinner} />
        </>
      )}
    </div>
  );
}

/**
 * The step just made, judged: what was played, its verdict, and where it was not the best, the
 * better move (drawn and named), what the move played gave away in chance of winning and in
 * points, every legal move as the expert weighed it, and, where the hand was searched with every
 * tile in sight, the open-hands result.
 */
import type { LinePlay } from '../../../shared/layout';
import type { Rules, Table } from '../api/client';
import { t, tRich } from '../i18n';
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

const OUTCOME_WORDS = {
  win: 'review.outcome.win',
  tie: 'review.outcome.tie',
  loss: 'review.outcome.loss',
} as const;
const outcome = (o: keyof typeof OUTCOME_WORDS) => t(OUTCOME_WORDS[o]);

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
    <section class="table-scroll" aria-label={t('review.weighedLabel')} tabIndex={0} data-own-arrows>
      <table class="weighed">
        <caption>{t('review.weighedCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.move')}</th>
            <th scope="col">{t('review.chance')}</th>
            <th scope="col">{t('review.points')}</th>
            {exact && <th scope="col">{t('review.inSight')}</th>}
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
                {i === review.played && t('review.playedMark')}
                {i === review.best && t('review.bestMark')}
              </th>
              <td>{percent(m.estimate.winChance)}</td>
              <td>{pointsWords(m.estimate.points, true)}</td>
              {exact && (
                <td>{m.exact ? `${outcome(m.exact.outcome)}, ${pointsWords(m.exact.points, true)}` : '–'}</td>
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
        <h2>{t('review.theDeal')}</h2>
        <p>{reader !== null ? t('review.stepForwardJudged') : t('review.stepForward')}</p>
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
      <h2>{t('review.moveOf', { n: props.index, total: props.total })}</h2>
      <p class="step-words">
        {stepWords(step, who, before, spinner, step.seat === reader)}.{' '}
        {verdict && <VerdictMark verdict={verdict} />}
      </p>
      {verdict === 'forced' && <p>{t('review.nothingToChoose')}</p>}
      {review && played && best && (
        <>
          {review.played !== review.best ? (
            <p class="better">
              <strong>{t('review.better')}</strong> <MovePicture move={best.move} />{' '}
              {moveWords(best.move, before, spinner)}
              {'. '}
              {tRich('review.gaveAway', {
                who: step.seat === reader ? 'you' : 'one',
                name: who,
                chance: percent(Math.max(0, review.loss.winChance)),
                points: pointsWords(Math.max(0, review.loss.points)),
                b: (words) => <strong>{words}</strong>,
              })}
            </p>
          ) : (
            <p class="better">{t('review.expertToo')}</p>
          )}
          <p>
            {t('review.chanceAfter', {
              chance: percent(played.estimate.winChance),
              accuracy: Math.round(review.accuracy),
            })}
          </p>
          {exactBest && played.exact && (
            <p class="open-hands">
              <strong>{t('review.withEveryHand')}</strong>{' '}
              {t('review.playedMakes', {
                outcome: outcome(played.exact.outcome),
                points: pointsWords(played.exact.points, true),
              })}
              {review.exactBest === review.played
                ? t('review.bestThereWas')
                : t('review.otherMade', {
                    move: moveWords(exactBest.move, before, spinner),
                    made: exactBest.exact
                      ? t('review.outcomePoints', {
                          outcome: outcome(exactBest.exact.outcome),
                          points: pointsWords(exactBest.exact.points, true),
                        })
                      : t('review.more'),
                  })}
            </p>
          )}
          <Weighed review={review} before={before} spinner={spinner} />
        </>
      )}
    </div>
  );
}

/**
 * The step just made, judged: what was played, its verdict, where it was not the best the better
 * move and what the one played gave away, and every legal choice as the expert weighed it.
 */
import type { Schemas } from '../../api/client';
import { t } from '../../i18n';
import { seatName } from '../../ui/names';
import { percent, pointsWords } from '../replay';
import { VerdictMark } from '../Verdict';
import { type TrainDecision, type TrainStep, trainMoveWords, trainStepWords, trainVerdictOf } from './frames';

function Weighed(props: { review: TrainDecision; seats: Schemas['Seat'][]; reader: number | null }) {
  const { review, seats, reader } = props;
  // The best first: with up to a dozen choices, the alternatives worth reading come first.
  const order = review.moves
    .map((_, i) => i)
    .sort((a, b) => review.moves[b].estimate.value - review.moves[a].estimate.value);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section class="table-scroll" aria-label={t('reviewTrains.weighedLabel')} tabIndex={0} data-own-arrows>
      <table class="weighed">
        <caption>{t('reviewTrains.weighedCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reviewTrains.move')}</th>
            <th scope="col">{t('reviewTrains.lowest')}</th>
            <th scope="col">{t('reviewTrains.adds')}</th>
            <th scope="col">{t('reviewTrains.margin')}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((i) => {
            const m = review.moves[i];
            const words = trainMoveWords(m.move, seats, reader);
            return (
              <tr
                key={words}
                class={[i === review.played && 'played', i === review.best && 'best']
                  .filter(Boolean)
                  .join(' ')}
              >
                <th scope="row">
                  {words}
                  {i === review.played ? t('review.playedMark') : ''}
                  {i === review.best ? t('review.bestMark') : ''}
                </th>
                <td>{percent(m.estimate.winChance)}</td>
                <td>{pointsWords(m.estimate.adds)}</td>
                <td>{pointsWords(m.estimate.points, true)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function TrainStepDetail(props: {
  step: TrainStep | null;
  seats: Schemas['Seat'][];
  reader: number | null;
  worlds: number;
}) {
  const { step, seats, reader } = props;
  if (!step) return <p class="review-note">{t('reviewTrains.budget', { worlds: props.worlds })}</p>;
  const verdict = trainVerdictOf(step);
  const review = step.type === 'play' || step.type === 'stop' ? step.review : null;
  const subject = { who: step.seat === reader ? 'you' : 'one', name: seatName(seats[step.seat], reader) };
  return (
    <section class="step-detail" aria-live="polite">
      <p>
        {trainStepWords(step, seats, reader)} {verdict && <VerdictMark verdict={verdict} />}
      </p>
      {!review && verdict === 'forced' && <p>{t('review.nothingToChoose')}</p>}
      {review && review.played === review.best && <p>{t('review.expertToo')}</p>}
      {review && review.played !== review.best && (
        <p>
          {t('reviewTrains.better', { move: trainMoveWords(review.moves[review.best].move, seats, reader) })}{' '}
          {t('reviewTrains.gaveAway', {
            ...subject,
            chance: percent(review.loss.winChance),
            points: t('reviewTrains.pips', { count: Math.round(review.loss.points * 10) / 10 }),
          })}
        </p>
      )}
      {review && <Weighed review={review} seats={seats} reader={reader} />}
    </section>
  );
}

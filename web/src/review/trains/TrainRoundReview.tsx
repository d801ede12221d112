/**
 * A Mexican Train round's review (the review screen's branch for `game: 'mexicanTrain'`): the
 * round step by step, the trains and the reader's tiles after each step, each choice's verdict
 * with the better move and every choice weighed, and each seat's accuracy. Only the reader's cut.
 */
import { useMemo, useState } from 'preact/hooks';
import type { TrainTable } from '../../api/client';
import { addEnglish, t } from '../../i18n';
import { reviewTrains } from '../../i18n/en/reviewTrains';
import { seatName } from '../../ui/names';
import { Link } from '../../ui/navigation';
import { HandLinks } from '../HandLinks';
import { SeatAccuracy } from '../SeatAccuracy';
import { Stepper, useStepKeys } from '../Stepper';
import { VerdictMark } from '../Verdict';
import { type TrainRoundReview as Review, trainFramesOf, trainStepWords, trainVerdictOf } from './frames';
import { TrainStepDetail } from './TrainStepDetail';
import { TrainsAt } from './TrainsAt';
import './review-trains.css';

addEnglish(reviewTrains);

export function TrainRoundReview(props: { table: TrainTable; review: Review }) {
  const { table, review } = props;
  const { analysis, seat: reader } = review;
  const n = review.roundNo;
  const [at, setAt] = useState(0);
  const frames = useMemo(() => trainFramesOf(analysis, reader), [analysis, reader]);
  const last = frames.length - 1;
  useStepKeys(at, last, setAt);
  const seats = table.seats;
  const step = at > 0 ? analysis.steps[at - 1] : null;
  return (
    <section class="panel review" aria-labelledby="review-heading">
      <h1 id="review-heading" tabIndex={-1}>
        {t('reviewTrains.title', { n })}
      </h1>
      <p>
        {t('reviewTrains.engine', { tile: analysis.engine })} ·{' '}
        <Link href={`/tables/${table.id}`}>{t('review.backToTable')}</Link>
      </p>
      <HandLinks
        table={{ id: table.id }}
        current={n}
        count={table.view?.lastRound?.round ?? 0}
        words={{
          label: t('reviewTrains.reviewARound'),
          item: (round) => t('reviewTrains.roundN', { n: round }),
        }}
      />
      <p>
        {analysis.out === null
          ? t('reviewTrains.blocked')
          : t('reviewTrains.wentOut', {
              who: analysis.out === reader ? 'you' : 'one',
              name: seatName(seats[analysis.out], reader),
            })}
      </p>
      <p role="status" class="status">
        {at === 0 ? t('review.dealBefore', { total: last }) : t('review.moveOf', { n: at, total: last })}
      </p>
      <Stepper at={at} last={last} go={setAt} />
      <SeatAccuracy
        seats={seats}
        analysis={analysis}
        reader={reader}
        hints={review.hints}
        added={analysis.adds}
        lost={['reviewTrains.lowestLost', 'reviewTrains.marginLost']}
      />
      <div class="review-grid">
        <div class="review-main">
          <TrainsAt
            frame={frames[at]}
            seats={seats}
            reader={reader}
            label={at === 0 ? t('reviewTrains.trainsBefore') : t('reviewTrains.trainsAfter', { n: at })}
          />
          <TrainStepDetail step={step} seats={seats} reader={reader} worlds={analysis.settings.worlds} />
        </div>
        <aside class="review-side">
          <ol class="step-list" aria-label={t('reviewTrains.everyMove')}>
            {analysis.steps.map((s, i) => {
              const verdict = trainVerdictOf(s);
              return (
                <li key={s.at} class={reader !== null && s.seat === reader ? 'mine' : undefined}>
                  <button
                    type="button"
                    class="link"
                    aria-current={at === i + 1 ? 'step' : undefined}
                    onClick={() => setAt(i + 1)}
                  >
                    {i + 1}. {trainStepWords(s, seats, reader)}
                  </button>{' '}
                  {verdict && <VerdictMark verdict={verdict} />}
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
    </section>
  );
}

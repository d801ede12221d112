/**
 * A hand's review, /tables/<id>/hands/<n>/review: the expert's analysis of a finished hand as a
 * step-through replay (review/): the line and the reader's hand after each step, forward and back
 * with the buttons or the keys, each decision's verdict, the better move where the played one was
 * not the best, what it gave away, the open-hands result, and each seat's accuracy and hints.
 * Everything it shows is the reader's cut of the analysis: no tile the reader did not see. At a
 * Mexican Train table, n is a round and the review is review/trains/ (TrainRoundReview).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  api,
  errorText,
  isTrainTable,
  lineTableOf,
  type Table,
  type TrainTable,
  unwrap,
} from '../api/client';
import { HandLinks } from '../review/HandLinks';
import { framesOf, type HandReview } from '../review/replay';
import { SeatAccuracy } from '../review/SeatAccuracy';
import { StepDetail } from '../review/StepDetail';
import { StepList } from '../review/StepList';
import { Stepper, useStepKeys } from '../review/Stepper';
import type { TrainRoundReview as TrainReview } from '../review/trains/frames';
import { TrainRoundReview } from '../review/trains/TrainRoundReview';
import '../review/review.css';
import { addEnglish, t } from '../i18n';
import { review } from '../i18n/en/review';
import { Hand } from '../table/Hand';
import { Line } from '../table/Line';
import { gameName } from '../ui/games';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

addEnglish(review);

const NONE = new Set<string>();
const pipsOf = (tiles: string[]) =>
  tiles.reduce((sum, t) => sum + t.split('-').reduce((a, b) => a + Number(b), 0), 0);

export default function ReviewScreen(props: { id: string; n: string }) {
  const handNo = Number(props.n);
  const [table, setTable] = useState<Table | null>(null);
  const [review, setReview] = useState<HandReview | null>(null);
  const [trains, setTrains] = useState<{ table: TrainTable; review: TrainReview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  useTitle(trains ? t('reviewTrains.title', { n: handNo }) : t('review.title', { n: handNo }));

  useEffect(() => {
    let live = true;
    setReview(null);
    setTrains(null);
    setError(null);
    setAt(0);
    const path = { params: { path: { id: props.id } } };
    // The table for its rules and names; the analysis, computed on the first request (a second or two).
    Promise.all([
      unwrap(api.GET('/v1/tables/{id}', path)),
      unwrap(
        api.GET('/v1/tables/{id}/hands/{n}/analysis', { params: { path: { id: props.id, n: handNo } } }),
      ),
    ])
      .then(([t, r]) => {
        if (!live) return;
        // A Mexican Train round's review (`game` tells) comes only from a Mexican Train table.
        if (r.game === 'mexicanTrain') {
          if (isTrainTable(t)) setTrains({ table: t, review: r });
          else setTable(lineTableOf(t));
          return;
        }
        setTable(lineTableOf(t));
        setReview(r);
      })
      .catch((err) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [props.id, handNo]);

  const frames = useMemo(() => (review ? framesOf(review) : []), [review]);
  const last = Math.max(0, frames.length - 1);
  useStepKeys(at, last, setAt);

  if (error)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>{t('review.cannotShow')}</h1>
        <Problem text={error} />
        <p>
          <Link href={`/tables/${props.id}`}>{t('review.backToTable')}</Link> ·{' '}
          <Link href="/me">{t('nav.myTables')}</Link>
        </p>
      </section>
    );
  if (trains) return <TrainRoundReview table={trains.table} review={trains.review} />;
  if (!table || !review) return <p class="loading">{t('review.reviewing')}</p>;

  const { analysis, seat: reader } = review;
  const frame = frames[at];
  const step = at > 0 ? analysis.steps[at - 1] : null;
  return (
    <section class="panel review" aria-labelledby="review-heading">
      <h1 id="review-heading" tabIndex={-1}>
        {t('review.title', { n: handNo })}
      </h1>
      <p>
        {gameName(table.rules.preset)} · <Link href={`/tables/${table.id}`}>{t('review.backToTable')}</Link>
      </p>
      <HandLinks table={table} current={handNo} />
      <p role="status" class="status">
        {at === 0 ? t('review.dealBefore', { total: last }) : t('review.moveOf', { n: at, total: last })}
      </p>
      <Stepper at={at} last={last} go={setAt} />
      <SeatAccuracy seats={table.seats} analysis={analysis} reader={reader} hints={review.hints} />
      <div class="review-grid">
        <div class="review-main">
          <Line
            plays={frame.line}
            rules={table.rules}
            label={at === 0 ? t('review.lineBefore') : t('review.lineAfter', { n: at })}
            markLast
            key={`line-${handNo}`}
          />
          {frame.hand && (
            <Hand
              tiles={frame.hand}
              playable={NONE}
              chosen={null}
              pips={pipsOf(frame.hand)}
              drawn={frame.drawn}
              onTile={() => {}}
            />
          )}
          <StepDetail
            table={table}
            step={step}
            index={at}
            total={last}
            before={at > 0 ? frames[at - 1].line : []}
            reader={reader}
          />
        </div>
        <aside class="review-side">
          <StepList
            table={table}
            steps={analysis.steps}
            frames={frames}
            reader={reader}
            at={at}
            go={setAt}
            spinner={table.rules.spinner}
          />
        </aside>
      </div>
    </section>
  );
}

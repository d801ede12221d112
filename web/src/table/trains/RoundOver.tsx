/**
 * A round's end (every hand revealed, the points each seat adds, a link to its review) and the
 * match's (the places, a rated match's rating changes as the line table shows them, a rematch).
 */
import { useState } from 'preact/hooks';
import { api, errorText, type Schemas, type TrainTable, unwrap } from '../../api/client';
import { t } from '../../i18n';
import { reviewPath } from '../../review/paths';
import { seatName } from '../../ui/names';
import { Link, navigate } from '../../ui/navigation';
import { PlayerName } from '../../ui/player-name';
import { Problem } from '../../ui/problem';
import { Domino } from '../Domino';
import { RatingChange } from '../MatchOver';

type LastRound = NonNullable<Schemas['TrainView']['lastRound']>;

export function RoundOver(props: { table: TrainTable; last: LastRound; onNext?: () => void }) {
  const { table, last } = props;
  const seat = (n: number) => <PlayerName seat={table.seats[n]} you={table.you} />;
  return (
    <section class="round-over" aria-labelledby="round-over-heading">
      <h2 id="round-over-heading" tabIndex={-1}>
        {t('trains.roundOver.heading', { round: last.round, engine: last.engine })}
      </h2>
      <p>
        {last.reason === 'out' && last.out !== null
          ? t('trains.roundOver.out', {
              who: last.out === table.you ? 'you' : 'other',
              name: seatName(table.seats[last.out]),
            })
          : t('trains.roundOver.blocked')}
      </p>
      <ul class="revealed-seats">
        {last.hands.map((hand, n) => (
          <li key={n}>
            <span class="revealed-name">{seat(n)}</span>
            <span class="revealed-tiles">
              {hand.map((tile) => (
                <span key={tile} class="small-tile">
                  <Domino tile={tile} />
                </span>
              ))}
            </span>
            <span class="round-adds">
              {t('trains.roundOver.added', { adds: last.adds[n], total: last.totals[n] })}
            </span>
          </li>
        ))}
      </ul>
      {/* Its players may review a round once it ends; a spectator once the match is over. */}
      {(table.you !== null || table.view?.status === 'over') && (
        <p>
          <Link href={reviewPath(table.id, last.round)}>{t('trains.roundOver.review')}</Link>
        </p>
      )}
      {props.onNext && (
        <button type="button" class="primary" onClick={props.onNext}>
          {t('trains.roundOver.next')}
        </button>
      )}
    </section>
  );
}

/** The seats from first place to last (equal places in seat order). */
export function placeOrder(places: number[]): number[] {
  return places
    .map((place, seat) => ({ place, seat }))
    .sort((x, y) => x.place - y.place || x.seat - y.seat)
    .map((p) => p.seat);
}

export function MatchOver(props: { table: TrainTable; places: number[]; totals: number[] }) {
  const { table, places, totals } = props;
  const [error, setError] = useState<string | null>(null);
  // The same seats, rules and settings again (functions/tables/rematch.ts), or the one another asked for.
  async function rematch() {
    setError(null);
    try {
      const next = table.rematch
        ? await unwrap(api.POST('/v1/tables/{id}/seats', { params: { path: { id: table.rematch } } }))
        : await unwrap(api.POST('/v1/tables/{id}/rematch', { params: { path: { id: table.id } } }));
      navigate(`/tables/${next.id}`);
    } catch (err) {
      setError(errorText(err));
    }
  }
  const order = placeOrder(places);
  return (
    <section class="train-match-over" aria-labelledby="train-match-over-heading">
      <h2 id="train-match-over-heading">{t('trains.matchOver.heading')}</h2>
      <ol class="places">
        {order.map((seat) => (
          <li key={seat} class={places[seat] === 1 ? 'first' : undefined}>
            <span class="place">{t('trains.matchOver.place', { place: places[seat] })}</span>{' '}
            <PlayerName seat={table.seats[seat]} you={table.you} />{' '}
            <span class="place-total">{totals[seat]}</span>
          </li>
        ))}
      </ol>
      <p class="hint">{t('trains.matchOver.lowest')}</p>
      <Problem text={error} />
      <div class="actions match-actions">
        {table.you !== null && (
          <button type="button" class="primary" onClick={rematch}>
            {table.rematch ? t('table.joinRematch') : t('table.rematch')}
          </button>
        )}
        <Link href="/" class="button-link">
          {t('trains.matchOver.newGame')}
        </Link>
      </div>
      <RatingChange table={table} order={order} />
    </section>
  );
}

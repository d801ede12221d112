/** Every train at a step of the review: its owner, its tiles from the hub out, its marker. */
import type { Schemas } from '../../api/client';
import { t } from '../../i18n';
import { Domino } from '../../table/Domino';
import { seatName } from '../../ui/names';
import type { TrainFrame } from './frames';

export function TrainsAt(props: {
  frame: TrainFrame;
  seats: Schemas['Seat'][];
  reader: number | null;
  label: string;
}) {
  const { frame, seats, reader } = props;
  return (
    <section class="review-trains" aria-label={props.label}>
      <ul>
        {frame.trains.map((tiles, k) => {
          const name =
            k >= seats.length
              ? t('reviewTrains.mexican')
              : k === reader
                ? t('reviewTrains.yourTrain')
                : t('reviewTrains.trainOf', { name: seatName(seats[k], reader) });
          return (
            <li key={name} data-train={k} class={k === reader ? 'mine' : undefined}>
              <span class="review-train-name">
                {name}
                {k < frame.markers.length && frame.markers[k] ? ` · ${t('reviewTrains.marker')}` : ''}
              </span>
              {tiles.length === 0 ? (
                <span class="review-train-empty"> {t('reviewTrains.empty')}</span>
              ) : (
                <span class="review-train-tiles" role="img" aria-label={tiles.join(', ')}>
                  {tiles.map((tile, i) => (
                    <span class="small-tile" key={`${tile}-${i}`} aria-hidden="true">
                      <Domino tile={tile} />
                    </span>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {frame.hand && (
        <p class="review-train-hand">
          {t('reviewTrains.yourTiles')}:{' '}
          {frame.hand.length ? frame.hand.join(', ') : t('reviewTrains.noTiles')}
        </p>
      )}
    </section>
  );
}

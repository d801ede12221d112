/** Each seat's round at a glance: what it added, its accuracy, its verdicts counted, what it gave away, its hints. */
import type { Schemas } from '../../api/client';
import { t } from '../../i18n';
import { seatName } from '../../ui/names';
import { percent, pointsWords } from '../replay';
import type { TrainAnalysis } from './frames';

export function TrainSeatAccuracy(props: {
  seats: Schemas['Seat'][];
  analysis: TrainAnalysis;
  reader: number | null;
  hints: number[];
}) {
  const { seats, analysis, reader } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section class="table-scroll" aria-label={t('review.accuracyBySeat')} tabIndex={0} data-own-arrows>
      <table class="accuracy">
        <caption>{t('review.accuracy')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.seat')}</th>
            <th scope="col">{t('reviewTrains.added')}</th>
            <th scope="col">{t('review.accuracy')}</th>
            <th scope="col">{t('review.decisions')}</th>
            <th scope="col">{t('review.inaccuracies')}</th>
            <th scope="col">{t('review.mistakes')}</th>
            <th scope="col">{t('review.blunders')}</th>
            <th scope="col">{t('reviewTrains.lowestLost')}</th>
            <th scope="col">{t('reviewTrains.marginLost')}</th>
            <th scope="col">{t('review.hints')}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.seats.map((s) => (
            <tr key={s.seat} data-seat={s.seat} class={s.seat === reader ? 'mine' : undefined}>
              <th scope="row">{seatName(seats[s.seat], reader)}</th>
              <td>{analysis.adds[s.seat]}</td>
              <td class="accuracy-figure">{s.accuracy === null ? '–' : Math.round(s.accuracy * 10) / 10}</td>
              <td>{s.judged}</td>
              <td>{s.verdicts.inaccuracy}</td>
              <td>{s.verdicts.mistake}</td>
              <td>{s.verdicts.blunder}</td>
              <td>{percent(s.lost.winChance)}</td>
              <td>{pointsWords(s.lost.points)}</td>
              <td class="hint-count">{props.hints[s.seat] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

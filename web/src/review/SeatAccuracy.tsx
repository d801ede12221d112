/** Each seat's hand at a glance: its accuracy, its verdicts counted, what it gave away, the hints it took. */
import type { Table } from '../api/client';
import { t } from '../i18n';
import { seatName } from '../ui/names';
import { type Analysis, percent, pointsWords } from './replay';

export function SeatAccuracy(props: {
  table: Table;
  analysis: Analysis;
  reader: number | null;
  hints: number[];
}) {
  const { table, analysis, reader } = props;
  // Wider than a phone: it scrolls sideways in a box of its own, which the keyboard can reach.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section class="table-scroll" aria-label={t('review.accuracyBySeat')} tabIndex={0} data-own-arrows>
      <table class="accuracy">
        <caption>{t('review.accuracy')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.seat')}</th>
            <th scope="col">{t('review.accuracy')}</th>
            <th scope="col">{t('review.decisions')}</th>
            <th scope="col">{t('review.inaccuracies')}</th>
            <th scope="col">{t('review.mistakes')}</th>
            <th scope="col">{t('review.blunders')}</th>
            <th scope="col">{t('review.chanceLost')}</th>
            <th scope="col">{t('review.pointsLost')}</th>
            <th scope="col">{t('review.hints')}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.seats.map((s) => (
            <tr key={s.seat} data-seat={s.seat} class={s.seat === reader ? 'mine' : undefined}>
              <th scope="row">{seatName(table.seats[s.seat], reader)}</th>
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

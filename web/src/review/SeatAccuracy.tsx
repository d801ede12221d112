/**
 * Each seat's hand or round at a glance: its accuracy, its verdicts counted, what it gave away, the
 * hints it took; a Mexican Train round's also what each seat added, its losses named as the round's.
 */
import type { Schemas } from '../api/client';
import { type MessageKey, t } from '../i18n';
import { seatName } from '../ui/names';
import { type Analysis, percent, pointsWords } from './replay';

/** What a hand's or a round's review says of one seat (both formats have it). */
type SeatRow = Analysis['seats'][number];

export function SeatAccuracy(props: {
  seats: Schemas['Seat'][];
  analysis: { seats: SeatRow[] };
  reader: number | null;
  hints: number[];
  /** A round's: the pips each seat added, shown after its name. */
  added?: number[];
  /** The headings of what was lost (the chance, the points): a hand's unless given. */
  lost?: [MessageKey, MessageKey];
}) {
  const { seats, analysis, reader, added } = props;
  const [chanceLost, pointsLost] = props.lost ?? ['review.chanceLost', 'review.pointsLost'];
  // Wider than a phone: it scrolls sideways in a box of its own, which the keyboard can reach.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section class="table-scroll" aria-label={t('review.accuracyBySeat')} tabIndex={0} data-own-arrows>
      <table class="accuracy">
        <caption>{t('review.accuracy')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.seat')}</th>
            {added && <th scope="col">{t('reviewTrains.added')}</th>}
            <th scope="col">{t('review.accuracy')}</th>
            <th scope="col">{t('review.decisions')}</th>
            <th scope="col">{t('review.inaccuracies')}</th>
            <th scope="col">{t('review.mistakes')}</th>
            <th scope="col">{t('review.blunders')}</th>
            <th scope="col">{t(chanceLost)}</th>
            <th scope="col">{t(pointsLost)}</th>
            <th scope="col">{t('review.hints')}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.seats.map((s) => (
            <tr key={s.seat} data-seat={s.seat} class={s.seat === reader ? 'mine' : undefined}>
              <th scope="row">{seatName(seats[s.seat], reader)}</th>
              {added && <td>{added[s.seat]}</td>}
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

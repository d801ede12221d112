/** Each seat's hand at a glance: its accuracy, its verdicts counted, what it gave away, the hints it took. */
import type { Table } from '../api/client';
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
    <section class="table-scroll" aria-label="Accuracy by seat" tabIndex={0} data-own-arrows>
      <table class="accuracy">
        <caption>Accuracy</caption>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Accuracy</th>
            <th scope="col">Decisions</th>
            <th scope="col">Inaccuracies</th>
            <th scope="col">Mistakes</th>
            <th scope="col">Blunders</th>
            <th scope="col">Chance of winning lost</th>
            <th scope="col">Points lost</th>
            <th scope="col">Hints</th>
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

/** Random lines for the layout's tests and benchmark: built with the engine, longer than most hands. */
import { emptyLine, fits, type Line, place, type Spinner, tileName } from '../../shared/engine';
import type { LinePlay } from '../../shared/layout';

/**
 * A line of the whole set: any fitting tile at any end, chosen by `pick(n)` (one of 0..n-1),
 * until it is `length` plays long or nothing fits; seats take turns.
 */
export function wholeSetLine(
  spinner: Spinner,
  pick: (n: number) => number,
  length: number,
): { plays: LinePlay[]; line: Line } {
  const line = emptyLine();
  const plays: LinePlay[] = [];
  const used = new Set<number>();
  while (plays.length < length) {
    const options: [number, number][] = [];
    for (let t = 0; t < 28; t++) {
      if (used.has(t)) continue;
      if (line.v.length === 0) options.push([t, 0]);
      else for (let e = 0; e < line.v.length; e++) if (fits(line, t, e)) options.push([t, e]);
    }
    if (options.length === 0) break;
    const [t, e] = options[pick(options.length)];
    used.add(t);
    place(line, t, e, spinner);
    plays.push({ seat: plays.length % 4, tile: tileName(t), end: e });
  }
  return { plays, line };
}

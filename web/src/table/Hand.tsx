/**
 * Your hand: a list named "Your hand" of buttons, one per tile, each named by the tile ("4-6");
 * the playable ones (from the view's legalMoves, never worked out here) enabled, the others
 * disabled and drawn dimmed; tiles just drawn are marked until the next move.
 */
import { count } from '../ui/names';
import { Domino } from './Domino';

export function Hand(props: {
  tiles: string[];
  playable: Set<string>;
  chosen: string | null;
  pips: number | null;
  /** Tiles drawn by the last move shown. */
  drawn?: string[];
  onTile: (tile: string) => void;
}) {
  const drawn = new Set(props.drawn ?? []);
  return (
    <section class="hand-panel" aria-labelledby="hand-heading">
      <h2 id="hand-heading">
        Your hand{' '}
        <small>
          {count(props.tiles.length, 'tile')}
          {props.pips !== null && `, ${count(props.pips, 'pip')}`}
        </small>
      </h2>
      <ul class="hand" aria-label="Your hand">
        {props.tiles.map((t) => (
          <li key={t} class={drawn.has(t) ? 'drawn' : undefined}>
            <button
              type="button"
              class="hand-tile"
              aria-label={t}
              aria-pressed={props.chosen === t ? true : undefined}
              disabled={!props.playable.has(t)}
              onClick={() => props.onTile(t)}
            >
              <Domino tile={t} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

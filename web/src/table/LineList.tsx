/**
 * The line in words and small tiles, in play order, with the end choices as plain buttons: what
 * the table shows when it cannot draw the line (a layout it cannot make).
 */
import { useEffect, useRef } from 'preact/hooks';
import { t as tr } from '../i18n';
import { Domino } from './Domino';

export function LineList(props: {
  tiles: string[];
  ends: { end: number; number: number }[];
  choosing?: { tile: string; ends: number[] } | null;
  onChoose?: (end: number) => void;
  label: string;
}) {
  const choosing = props.choosing;
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (choosing) first.current?.focus();
  }, [choosing?.tile]);
  return (
    <div class="line-list">
      <p class="visually-hidden">
        {props.label}: {props.tiles.join(', ') || tr('table.noTileShort')}
      </p>
      <ol class="line-tiles" aria-hidden="true">
        {props.tiles.map((t) => (
          <li key={t}>
            <Domino tile={t} across />
          </li>
        ))}
      </ol>
      {choosing && (
        <div class="actions">
          {choosing.ends.map((end, i) => {
            const number = props.ends.find((e) => e.end === end)?.number;
            return (
              <button
                key={end}
                type="button"
                class="primary"
                ref={i === 0 ? first : undefined}
                onClick={() => props.onChoose?.(end)}
              >
                {tr('table.playOnEnd', { tile: choosing.tile, end: end + 1, number: number ?? '' })}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

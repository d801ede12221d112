/**
 * The line as the sources draw it, laid out by the shared `layoutLine` (doubles crosswise, the
 * spinner's arms, turning at the edge of the width it is given): this component only measures
 * the width it has and draws what the layout says. When a tile fits more than one end, the end
 * choices are buttons on the line, in the free square in front of each end.
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  type EndAnchor,
  type LinePlay,
  layoutLine,
  MIN_LINE_WIDTH,
  type PlacedTile,
} from '../../../shared/layout';
import type { Rules } from '../api/client';
import { Pips } from './Domino';
import { LineList } from './LineList';

/** SVG units per tile unit (a half is U x U). */
const U = 50;

const DIRECTION_WORDS: Record<string, string> = { left: 'left', right: 'right', up: 'top', down: 'bottom' };

/** Words for an end: "the left end, showing 4". */
export function endWords(a: EndAnchor | undefined, number: number): string {
  return a ? `the ${DIRECTION_WORDS[a.direction]} end, showing ${number}` : `the end showing ${number}`;
}

function PlacedDomino({ t }: { t: PlacedTile }) {
  const across = t.orientation === 'horizontal';
  const [h0, h1] = t.halves;
  const mid = across
    ? { x1: (t.x + 1) * U, y1: t.y * U + 7, x2: (t.x + 1) * U, y2: (t.y + 1) * U - 7 }
    : {
        x1: t.x * U + 7,
        y1: (t.y + 1) * U,
        x2: (t.x + 1) * U - 7,
        y2: (t.y + 1) * U,
      };
  return (
    <g
      data-tile={t.tile}
      data-orientation={t.orientation}
      data-heading={t.heading}
      data-spinner={t.spinner ? 'true' : undefined}
      class={t.spinner ? 'placed spinner' : 'placed'}
    >
      <title>{`${t.tile}${t.spinner ? ' (spinner)' : ''}`}</title>
      <rect
        x={t.x * U + 1}
        y={t.y * U + 1}
        width={t.width * U - 2}
        height={t.height * U - 2}
        rx={7}
        class="tile-face"
      />
      <line {...mid} class="tile-divider" />
      <Pips x={h0.x * U} y={h0.y * U} n={h0.number} across={across} />
      <Pips x={h1.x * U} y={h1.y * U} n={h1.number} across={across} />
    </g>
  );
}

/** How many pixels the element is wide, kept current. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

export function Line(props: {
  plays: LinePlay[];
  rules: Rules;
  /** The view's open ends (for the words when the line cannot be drawn). */
  ends?: { end: number; number: number }[];
  /** Show the open ends' squares (a hand in play). */
  showEnds?: boolean;
  /** A tile that fits several ends: buttons on those ends. */
  choosing?: { tile: string; ends: number[] } | null;
  onChoose?: (end: number) => void;
  label: string;
}) {
  const [ref, px] = useWidth();
  // Tile units in pixels (a tile is 2 long); a table narrower than the layout's minimum width
  // is drawn smaller (the SVG scales to the width it has).
  const unitPx = px < 520 ? 24 : 36;
  const width = Math.max(MIN_LINE_WIDTH, Math.floor(px / unitPx));
  const layout = useMemo(() => {
    try {
      return layoutLine(props.plays, props.rules.spinner, { width });
    } catch {
      return null;
    }
  }, [props.plays, props.rules.spinner, width]);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const choosing = props.choosing;
  useEffect(() => {
    if (choosing) firstChoice.current?.focus();
  }, [choosing?.tile]);

  if (!layout)
    return (
      <div class="line" ref={ref}>
        <LineList
          tiles={props.plays.map((p) => p.tile)}
          ends={props.ends ?? []}
          choosing={choosing}
          onChoose={props.onChoose}
          label={props.label}
        />
      </div>
    );
  const box = layout.box;
  const drawnWidth = Math.min(px, box.width * unitPx);
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div class="line" ref={ref}>
      {layout.tiles.length === 0 ? (
        <p class="line-empty">No tile on the table yet.</p>
      ) : (
        <div class="line-drawing" style={{ width: `${drawnWidth}px` }}>
          <svg
            viewBox={`${box.x * U} ${box.y * U} ${box.width * U} ${box.height * U}`}
            role="img"
            aria-label={`${props.label}: ${layout.tiles.map((t) => t.tile).join(', ')}`}
          >
            {props.showEnds &&
              layout.ends.map((e) => (
                <g key={e.end} class="end-mark" data-end={e.end}>
                  <rect
                    x={e.square.x * U + 4}
                    y={e.square.y * U + 4}
                    width={e.square.width * U - 8}
                    height={e.square.height * U - 8}
                    rx={6}
                  />
                  <text
                    x={(e.square.x + e.square.width / 2) * U}
                    y={(e.square.y + e.square.height / 2) * U + 9}
                  >
                    {e.number}
                  </text>
                </g>
              ))}
            {layout.tiles.map((t) => (
              <PlacedDomino key={t.order} t={t} />
            ))}
          </svg>
          {choosing?.ends.map((end, i) => {
            const a = layout.ends.find((e) => e.end === end);
            if (!a) return null;
            const cx = a.square.x + a.square.width / 2 - box.x;
            const cy = a.square.y + a.square.height / 2 - box.y;
            return (
              <button
                key={end}
                type="button"
                ref={i === 0 ? firstChoice : undefined}
                class="end-choice"
                style={{ left: pct(cx, box.width), top: pct(cy, box.height) }}
                onClick={() => props.onChoose?.(end)}
              >
                <span class="visually-hidden">
                  Play {choosing.tile} on {endWords(a, a.number)}
                </span>
                <span aria-hidden="true">{a.number}</span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

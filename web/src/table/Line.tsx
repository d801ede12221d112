/**
 * The line as the sources draw it, laid out by the shared `layoutLine` (doubles crosswise, the
 * spinner's arms, turning at the edge of the width it is given): this component only measures
 * the width it has and draws what the layout says, scaled to it. When a tile fits more than one
 * end, the end choices are buttons on the line, from each end's open edge outward.
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
import { t, t as tr } from '../i18n';
import { Pips } from './Domino';
import { LineList } from './LineList';

/** SVG units per tile unit (a half is U x U). */
const U = 50;
/** The fewest pixels a tile unit is drawn with: a tile at least 36 px long (a face is drawn 1 unit in of its square's 50). */
const MIN_UNIT_PX = 19;

/** The most: 36, or on a short screen (a phone on its side) less, so the hand stays in sight. */
function largestUnitPx(): number {
  return shortScreen() ? 22 : 36;
}

const shortScreen = () => globalThis.matchMedia?.('(max-height: 500px)').matches ?? false;

/**
 * The most a tile unit is drawn with when the line is short and the space wide: a tile alone is
 * drawn as large as a tile of the hand, not at the size a long line needs.
 */
function grownUnitPx(): number {
  return shortScreen() ? 30 : 48;
}

/** An end choice's button (a finger's size): it lies in front of its end, never over a tile. */
const BUTTON_PX = 44;

/** Words for an end: "the left end, showing 4". */
export function endWords(a: EndAnchor | undefined, number: number): string {
  return a ? t('table.endToward', { dir: a.direction, number }) : t('table.endShowing', { number });
}

/**
 * Words for each end offered, told apart: two ends that read alike (both "the right end, showing
 * 1", on a line that turned) are named by where they lie on the line, then by their order.
 */
export function endChoiceWords(
  anchors: EndAnchor[],
  box: { x: number; y: number; width: number; height: number },
) {
  const plain = anchors.map((a) => endWords(a, a.number));
  const where = (a: EndAnchor) => {
    const cx = (a.square.x + a.square.width / 2 - box.x) / Math.max(1, box.width);
    const cy = (a.square.y + a.square.height / 2 - box.y) / Math.max(1, box.height);
    const v = cy < 1 / 3 ? 'top' : cy > 2 / 3 ? 'bottom' : 'middle';
    const h = cx < 1 / 3 ? 'left' : cx > 2 / 3 ? 'right' : 'centre';
    return v === 'middle' ? (h === 'centre' ? 'middle' : h) : `${v}${h.charAt(0).toUpperCase()}${h.slice(1)}`;
  };
  const placed = plain.map((w, i) =>
    plain.filter((x) => x === w).length > 1 ? t('table.endWhere', { end: w, where: where(anchors[i]) }) : w,
  );
  return placed.map((w, i) => {
    const same = placed.filter((x) => x === w).length;
    if (same === 1) return w;
    const nth = placed.slice(0, i).filter((x) => x === w).length + 1;
    return t('table.endNth', { end: w, nth, same });
  });
}

/** How a tile arrives: from the side of the table its player sits on (SVG units). */
const ARRIVE_FROM: Record<string, [number, number]> = {
  bottom: [0, 260],
  top: [0, -260],
  left: [-260, 0],
  right: [260, 0],
};

function PlacedDomino({ t, last, arriveFrom }: { t: PlacedTile; last: boolean; arriveFrom: string | null }) {
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
      data-last={last ? 'true' : undefined}
      class={['placed', t.spinner && 'spinner', last && 'last', arriveFrom && 'arriving']
        .filter(Boolean)
        .join(' ')}
      style={
        arriveFrom
          ? {
              '--dx': `${ARRIVE_FROM[arriveFrom]?.[0] ?? 0}px`,
              '--dy': `${ARRIVE_FROM[arriveFrom]?.[1] ?? 0}px`,
            }
          : undefined
      }
    >
      <title>{`${t.tile}${t.spinner ? tr('table.spinnerMark') : ''}${last ? tr('table.playedLast') : ''}`}</title>
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

/** How many pixels wide the element's content is (inside its padding), kept current. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const s = getComputedStyle(el);
      setWidth(
        Math.max(0, el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight)),
      );
    };
    measure();
    const ro = new ResizeObserver(measure);
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
  /** Mark the last tile played (the line in play). */
  markLast?: boolean;
  /** The last tile has just been played, from this side of the table: it moves to its place. */
  arriveFrom?: string | null;
}) {
  const [ref, px] = useWidth();
  // Tile units in pixels (a tile is 2 long): as large as the width allows for the layout's
  // narrowest table, up to 36. A line wider than that is drawn smaller (the SVG scales to the
  // width it has), but never below MIN_UNIT_PX: a tile stays at least 36 px long, and the line
  // scrolls sideways in its own box instead. Where ends may be offered, room for their buttons is
  // kept around the line, so that none is cut by the line's box.
  const unitPx = Math.max(MIN_UNIT_PX, Math.min(largestUnitPx(), Math.floor(px / MIN_LINE_WIDTH)));
  const reserve = props.showEnds ? Math.max(0, BUTTON_PX - unitPx) : 0;
  const room = Math.max(0, px - 2 * reserve);
  const width = Math.max(MIN_LINE_WIDTH, Math.floor(room / unitPx));
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
  // The line scaled to the space it has: a short line grows (up to grownUnitPx a unit, and no
  // taller than about half the screen), a long one shrinks to fit (down to MIN_UNIT_PX).
  const tallest = Math.max(240, (globalThis.innerHeight ?? 800) * 0.5);
  const scale = Math.max(
    MIN_UNIT_PX,
    Math.min(grownUnitPx(), room / Math.max(1, box.width), tallest / Math.max(1, box.height)),
  );
  // Whole pixels, down: a line that fits never overflows its box by a fraction.
  const drawnWidth = Math.floor(box.width * scale);
  // The buttons reach past the end squares by what a unit is short of a button.
  const margin = props.showEnds ? Math.max(0, BUTTON_PX - scale) : 0;
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  const lastOrder = props.markLast ? layout.tiles.length - 1 : -1;
  const offered = choosing ? layout.ends.filter((e) => choosing.ends.includes(e.end)) : [];
  const offeredWords = endChoiceWords(offered, box);
  return (
    <div class="line" ref={ref}>
      {layout.tiles.length === 0 ? (
        <p class="line-empty">{tr('table.noTileYet')}</p>
      ) : (
        <div class="line-drawing" style={{ width: `${drawnWidth}px`, margin: `${margin}px` }}>
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
              <PlacedDomino
                key={t.order}
                t={t}
                last={t.order === lastOrder}
                arriveFrom={t.order === lastOrder ? (props.arriveFrom ?? null) : null}
              />
            ))}
          </svg>
          {choosing?.ends.map((end, i) => {
            const k = offered.findIndex((e) => e.end === end);
            const a = offered[k];
            if (!a) return null;
            // From the middle of the end's open edge outward: the tile at that end stays in sight.
            const ex = a.x - box.x;
            const ey = a.y - box.y;
            return (
              <button
                key={end}
                type="button"
                ref={i === 0 ? firstChoice : undefined}
                class={`end-choice toward-${a.direction}`}
                style={{ left: pct(ex, box.width), top: pct(ey, box.height) }}
                onClick={() => props.onChoose?.(end)}
              >
                <span class="visually-hidden">
                  {tr('table.playOn', { tile: choosing.tile, end: offeredWords[k] })}
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

/** A domino drawn in SVG: an ivory tile, a dividing line and real pips. */
import { pipCells, pipScale } from '../../../shared/layout';

/** A tile's two numbers from its name, "4-6" → [4, 6]. */
export function numbersOf(name: string): [number, number] {
  const [a, b] = name.split('-').map(Number);
  return [a, b];
}

/**
 * A half's pips in SVG units (a half is 50 x 50), its top-left corner at (x, y); `across` for a
 * half of a tile lying across that is drawn as it lies (not turned by a transform).
 */
export function Pips(props: { x: number; y: number; n: number; across?: boolean }) {
  return (
    <>
      {pipCells(props.n, props.across).map(([col, row]) => (
        <circle
          key={`${col}${row}`}
          cx={props.x + 12 + col * 13}
          cy={props.y + 12 + row * 13}
          r={4.6 * pipScale(props.n)}
          class="pip"
        />
      ))}
    </>
  );
}

/**
 * One tile inside an SVG, 50 x 100 units upright (a on top), 100 x 50 across (a on the left);
 * `x`, `y` place its top-left corner.
 */
export function DominoShape(props: { a: number; b: number; x?: number; y?: number; across?: boolean }) {
  const { x = 0, y = 0 } = props;
  const turn = props.across ? ' translate(0 50) rotate(-90)' : '';
  return (
    <g transform={`translate(${x} ${y})${turn}`}>
      <rect x={1} y={1} width={48} height={98} rx={7} class="tile-face" />
      <line x1={7} y1={50} x2={43} y2={50} class="tile-divider" />
      <Pips x={0} y={0} n={props.a} />
      <Pips x={0} y={50} n={props.b} />
    </g>
  );
}

/** A standalone tile picture (hands, revealed hands): decorative, its button or label names it. */
export function Domino(props: { tile: string; across?: boolean; class?: string }) {
  const [a, b] = numbersOf(props.tile);
  return (
    <svg
      class={props.class ?? 'domino'}
      viewBox={props.across ? '0 0 100 50' : '0 0 50 100'}
      aria-hidden="true"
      focusable="false"
    >
      <DominoShape a={a} b={b} across={props.across} />
    </svg>
  );
}

/** The back of a tile: how the others' hands and the boneyard look. */
export function TileBack() {
  return (
    <svg class="tile-back" viewBox="0 0 50 100" aria-hidden="true" focusable="false">
      <rect x={1} y={1} width={48} height={98} rx={7} />
    </svg>
  );
}

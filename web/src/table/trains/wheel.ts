/**
 * The hub's picture worked out: where each train's spoke points and where its last tiles lie.
 * Units are CSS pixels of the picture at a 360 px phone's width (the picture scales up on a
 * wider screen); the engine sits at (0, 0) and y grows downward, as in SVG.
 */

/** The picture's radius: its viewBox is -WHEEL_R..WHEEL_R each way. */
export const WHEEL_R = 170;
/** How many of a train's last tiles lie on its spoke; the badge at its end counts them all. */
export const WHEEL_TILES = 2;
/** A tile on a spoke: its length along the spoke, its width across. */
export const TILE_L = 48;
export const TILE_W = 24;
/** Where a spoke's first tile begins (clear of the engine and of its neighbours). */
export const FIRST_R = 42;
const GAP = 3;
/** The count badge's centre and radius, at the spoke's outer end. */
export const BADGE_R = 155;
export const BADGE_SIZE = 13;
/** A tap target across a spoke, from the engine's edge to the picture's: 44 px or more on a 360 px phone. */
export const TARGET_W = 48;

/**
 * The direction of each spoke in drawing order (spokeOrder's: the others in turn order, the
 * Mexican train, yours), in degrees clockwise from pointing right: yours straight down, nearest
 * your hand, the others going round clockwise from it (left, top, right), the Mexican train
 * last, just right of yours.
 */
export function spokeAngles(spokes: number): number[] {
  return Array.from({ length: spokes }, (_, p) => (90 + (360 * ((p + 1) % spokes)) / spokes) % 360);
}

/** A tile as it lies on its spoke: its centre's distance from the engine, and whether across. */
export interface PlacedTile {
  tile: string;
  /** Its place in the whole train, from 0 at the hub. */
  index: number;
  centre: number;
  /** A double lies across its spoke when its neighbours leave room for it, else along it. */
  across: boolean;
}

/**
 * The last WHEEL_TILES tiles of a train (laid out, as laidOut turns them) placed outward from
 * the engine, the newest outermost; a double across the spoke where the spokes around leave room
 * (the chord between two spokes at its centre holds a tile's length).
 */
export function placeTiles(tiles: string[], spokes: number): PlacedTile[] {
  const first = Math.max(0, tiles.length - WHEEL_TILES);
  let r = FIRST_R;
  return tiles.slice(first).map((tile, i) => {
    const [a, b] = tile.split('-');
    const double = a === b;
    const chord = 2 * (r + TILE_W / 2) * Math.sin(Math.PI / spokes);
    const across = double && chord >= TILE_L + 4;
    const extent = across ? TILE_W : TILE_L;
    const placed = { tile, index: first + i, centre: r + extent / 2, across };
    r += extent + GAP;
    return placed;
  });
}

/** A point `r` out along the spoke at `angle` degrees, rounded to a tenth of a pixel. */
export function along(angle: number, r: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [Math.round(r * Math.cos(rad) * 10) / 10, Math.round(r * Math.sin(rad) * 10) / 10];
}

/** A train's name beyond its badge (desktop widths only): its distance from the engine, its size. */
export const LABEL_R = BADGE_R + BADGE_SIZE + 6;
export const LABEL_SIZE = 9;
/** The most characters of a name shown; a longer one ends in an ellipsis. */
export const LABEL_CHARS = 18;

/** A name cut to LABEL_CHARS characters at the most, an ellipsis its last when cut. */
export function shortName(name: string): string {
  return name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1).trimEnd()}…` : name;
}

/**
 * Where a spoke's name stands, beyond its badge and level: its anchor point, and which way it
 * runs from there (right of the wheel it starts there, left of it it ends there, above or below
 * it it is centred, above it on its baseline, below it hanging from its top).
 */
export function labelAt(angle: number): { x: number; y: number; anchor: string; baseline: string } {
  const [x, y] = along(angle, LABEL_R);
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  return {
    x,
    y,
    anchor: cos > 0.35 ? 'start' : cos < -0.35 ? 'end' : 'middle',
    baseline: sin > 0.35 ? 'hanging' : sin < -0.35 ? 'auto' : 'central',
  };
}

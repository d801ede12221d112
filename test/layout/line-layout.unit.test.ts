/**
 * The line's layout, tested purely over random legal hands played by the engine (and lines of up
 * to all 28 tiles): every tile once, no overlap, inside the width, doubles crosswise, a spinner's
 * four arms in four directions, touching tiles showing the same number where they touch, the
 * open ends' squares free, and the same answer every time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARM_EMPTY,
  ARM_SHORT,
  applyEncoded,
  countMoves,
  dealHand,
  emptyLine,
  HAND_PLAYING,
  historyFor,
  type Line,
  nthMove,
  PRESETS,
  parseRules,
  parseTile,
  place,
  SPINNERS,
  type Spinner,
  tileName,
} from '../../shared/engine';
import {
  type LineLayout,
  LineLayoutError,
  type LinePlay,
  layoutLine,
  MIN_LINE_WIDTH,
  type Rect,
} from '../../shared/layout';
import { wholeSetLine as anyLine } from '../support/lines';

/** mulberry32: the test's own chooser. */
function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

interface Game {
  spinner: Spinner;
  plays: LinePlay[];
  line: Line;
}

/** A hand played by the engine with random legal moves, stopped after `stop` moves (or its end). */
function playedHand(
  preset: (typeof PRESETS)[number],
  players: number,
  spinner: Spinner,
  seed: number,
  stop: number,
): Game {
  const rules = parseRules({ preset, players, spinner });
  const h = dealHand(rules, `layout-${seed}`, null);
  const pick = chooser(seed);
  for (let k = 0; k < stop && h.end === HAND_PLAYING; k++)
    applyEncoded(rules, h, nthMove(rules, h, pick(countMoves(rules, h))));
  const plays = historyFor(h.log, null).flatMap((e) =>
    e.type === 'play' ? [{ seat: e.seat, tile: e.tile, end: e.end }] : [],
  );
  return { spinner, plays, line: h.line };
}

/** A line built from the whole set, any fitting tile at any end: longer than most hands. */
function wholeSetLine(spinner: Spinner, seed: number, length: number): Game {
  return { spinner, ...anyLine(spinner, chooser(seed), length) };
}

const gameArb: fc.Arbitrary<Game> = fc
  .record({
    preset: fc.constantFrom(...PRESETS),
    players: fc.integer({ min: 2, max: 4 }),
    spinner: fc.constantFrom(...SPINNERS),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    stop: fc.integer({ min: 0, max: 80 }),
  })
  .filter((g) => g.preset !== 'partnership' || g.players !== 3)
  .map((g) => playedHand(g.preset, g.players, g.spinner, g.seed, g.stop));

const wholeSetArb: fc.Arbitrary<Game> = fc
  .record({
    spinner: fc.constantFrom(...SPINNERS),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    length: fc.integer({ min: 1, max: 28 }),
  })
  .map((g) => wholeSetLine(g.spinner, g.seed, g.length));

const widthArb = fc.integer({ min: MIN_LINE_WIDTH, max: 40 });

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The side of `a` that `b` shares an edge of positive length with, if any. */
function sharedSide(a: Rect, b: Rect): 'left' | 'right' | 'up' | 'down' | null {
  const xOverlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const yOverlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (yOverlap > 0 && a.x + a.width === b.x) return 'right';
  if (yOverlap > 0 && b.x + b.width === a.x) return 'left';
  if (xOverlap > 0 && a.y + a.height === b.y) return 'down';
  if (xOverlap > 0 && b.y + b.height === a.y) return 'up';
  return null;
}

const square = (h: { x: number; y: number }): Rect => ({ x: h.x, y: h.y, width: 1, height: 1 });

/** What is wrong with a layout of `game` at `width`, in words (empty when nothing is). */
function problems(game: Game, width: number, layout: LineLayout): string[] {
  const { plays, line, spinner } = game;
  const tiles = layout.tiles;
  const out: string[] = [];
  const say = (ok: boolean, what: string) => {
    if (!ok) out.push(what);
  };
  // Every tile once, in play order.
  say(tiles.length === plays.length, `${tiles.length} tiles for ${plays.length} plays`);
  plays.forEach((p, i) => {
    const t = tiles[i];
    say(
      t?.tile === p.tile && t.seat === p.seat && t.end === (i === 0 ? 0 : p.end),
      `play ${i} is ${t?.tile}`,
    );
  });
  // Only a line with several spinners may be laid out wider than asked.
  say(spinner === 'everyDouble' ? layout.width >= width : layout.width === width, `width ${layout.width}`);
  for (const t of tiles) {
    // Inside the width; 2 by 1 or 1 by 2; the halves are the tile's two squares with its numbers.
    say(t.x >= 0 && t.x + t.width <= layout.width, `${t.tile} outside the width`);
    say(t.width * t.height === 2 && t.width + t.height === 3, `${t.tile} is ${t.width} by ${t.height}`);
    say(t.orientation === (t.width === 2 ? 'horizontal' : 'vertical'), `${t.tile} orientation`);
    const [a, b] = t.halves.map(square);
    say(overlap(a, t) && overlap(b, t) && !overlap(a, b) && sharedSide(a, b) !== null, `${t.tile} halves`);
    say([t.halves[0].number, t.halves[1].number].sort().join('-') === t.tile, `${t.tile} numbers`);
  }
  for (let i = 0; i < tiles.length; i++) {
    for (let j = 0; j < i; j++) say(!overlap(tiles[i], tiles[j]), `${tiles[i].tile} on ${tiles[j].tile}`);
  }
  for (const t of tiles) {
    if (t.touches === null) {
      say(t.order === 0 && (!t.double || t.orientation === 'vertical'), `${t.tile} opening`);
      continue;
    }
    const parent = tiles[t.touches];
    // The half played against the parent touches a half of it showing the same number.
    const mine = square(t.halves[0]);
    const touched = parent.halves.filter((h) => sharedSide(mine, square(h)) !== null);
    say(touched.length > 0, `${t.tile} does not touch ${parent.tile}`);
    for (const h of touched)
      say(h.number === t.halves[0].number, `${t.tile} shows ${h.number} to ${parent.tile}`);
    if (!parent.double && parent.order !== 0)
      say(touched.includes(parent.halves[1]), `${t.tile} on ${parent.tile}'s inner half`);
    // Crosswise: a double's long side is the side that touches the line.
    const side = sharedSide(t, parent);
    if (t.double)
      say((side === 'left' || side === 'right' ? t.height : t.width) === 2, `${t.tile} not crosswise`);
  }
  // A spinner whose short arms carry tiles has a tile on each of its four sides.
  for (const s of tiles.filter((t) => t.spinner)) {
    const neighbours = tiles.filter((t) => t.touches === s.order || s.touches === t.order);
    const sides = new Set(neighbours.map((n) => sharedSide(s, n)));
    say(
      neighbours.length <= 4 && sides.size === neighbours.length && !sides.has(null),
      `spinner ${s.tile} arms`,
    );
  }
  // The open ends: the engine's, with a free square in front of each, next to the tile at the tip.
  say(layout.ends.length === line.v.length, `${layout.ends.length} ends`);
  const orderOf = new Map(tiles.map((t) => [t.tile, t.order]));
  layout.ends.forEach((e, i) => {
    const empty = (line.f[i] & (ARM_EMPTY | ARM_SHORT)) === (ARM_EMPTY | ARM_SHORT);
    say(e.end === i && e.number === line.v[i] && e.emptySpinnerSide === empty, `end ${i}`);
    say(e.square.x >= 0 && e.square.x + e.square.width <= layout.width, `end ${i} outside the width`);
    for (const t of tiles) say(!overlap(e.square, t), `end ${i} square under ${t.tile}`);
    const tip = tiles[orderOf.get(tileName(line.t[i]))!];
    say(sharedSide(e.square, tip) !== null, `end ${i} not next to ${tip.tile}`);
  });
  // The box holds everything.
  const inBox = (r: Rect) =>
    r.x >= layout.box.x &&
    r.y >= layout.box.y &&
    r.x + r.width <= layout.box.x + layout.box.width &&
    r.y + r.height <= layout.box.y + layout.box.height;
  say(tiles.every(inBox) && layout.ends.every((e) => inBox(e.square)), 'box');
  return out;
}

// Fixed seeds: the suite stays deterministic. A random run once spent 26 minutes in one case,
// which vitest's timeout cannot stop in synchronous code: layoutLine widened the line without end
// while searchLayout failed at every width (seed 20_261_201; the case is fixed below).
const SEED = 7;

/** A line written as plays `tile@end`, replayed by the engine (seats taking turns). */
function lineOf(spinner: Spinner, written: string): Game {
  const line = emptyLine();
  const plays = written.split(' ').map((w, i): LinePlay => {
    const [tile, end] = w.split('@');
    return { seat: i % 4, tile: tile as LinePlay['tile'], end: Number(end) };
  });
  for (const p of plays) place(line, parseTile(p.tile)!, p.end, spinner);
  return { spinner, plays, line };
}

describe('layoutLine', () => {
  it('lays out random hands played by the engine, every rule, at every width', () => {
    fc.assert(
      fc.property(gameArb, widthArb, (game, width) => {
        const layout = layoutLine(game.plays, game.spinner, { width });
        expect(problems(game, width, layout)).toEqual([]);
        // Deterministic: the same line gives the same layout.
        expect(layoutLine(game.plays, game.spinner, { width })).toEqual(layout);
      }),
      { numRuns: 200, seed: SEED },
    );
  });

  it('lays out lines of up to the whole set', () => {
    fc.assert(
      fc.property(wholeSetArb, widthArb, (game, width) => {
        expect(problems(game, width, layoutLine(game.plays, game.spinner, { width }))).toEqual([]);
      }),
      { numRuns: 200, seed: SEED },
    );
  });

  it('lays out lines no search packed at any width, at the width asked', () => {
    // Seed 20_261_201's hang: the spinners 0-0 and 1-1 lie a tile apart on the left run, and the
    // spinners 3-3 and 2-2 up their columns at the same height face each other across one square,
    // which both unopened sides' squares would need. No width helps; the layout keeps unopened
    // sides' squares free only where it can (they are no ends yet).
    const columns = lineOf(
      'everyDouble',
      '6-6@0 0-6@0 2-6@1 2-5@1 0-5@1 0-0@0 0-1@0 0-2@1 1-1@0 2-4@1 4-6@3 1-5@0 0-3@5 5-5@0 1-3@6 4-4@3 1-2@7 4-5@1 2-2@7 0-4@4 3-3@5',
    );
    // A whole-set line (seed 2 of that property) that packs only with a tile against one half
    // of a double's long side.
    const alongDouble = lineOf(
      'everyDouble',
      '3-6@0 3-3@0 2-3@0 6-6@1 0-3@3 0-0@3 1-6@1 2-6@5 0-2@3 0-1@7 1-2@0 1-3@2 1-1@7 1-4@7 5-6@4 1-5@0 2-2@3 0-4@6 2-5@4 3-5@0 4-4@6 2-4@7 4-5@6',
    );
    for (const [game, width] of [
      [columns, 22],
      [alongDouble, 18],
    ] as const) {
      const layout = layoutLine(game.plays, game.spinner, { width });
      expect(problems(game, width, layout)).toEqual([]);
      expect(layout.width).toBe(width);
    }
  });

  it('keeps each tile where it was as the line grows, while the hub stays the same', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Spinner>('none', 'openingDouble'),
        fc.integer({ min: 0, max: 0x7fffffff }),
        widthArb,
        (spinner, seed, width) => {
          const { plays } = wholeSetLine(spinner, seed, 28);
          const whole = layoutLine(plays, spinner, { width }).tiles;
          for (let k = 1; k < plays.length; k++) {
            expect(layoutLine(plays.slice(0, k), spinner, { width }).tiles).toEqual(whole.slice(0, k));
          }
        },
      ),
      { numRuns: 20, seed: SEED },
    );
  });

  it('puts the opening tile in the middle, the first arm left and the second right', () => {
    const layout = layoutLine(
      [
        { seat: 0, tile: '3-4', end: 0 },
        { seat: 1, tile: '4-4', end: 1 },
        { seat: 0, tile: '1-3', end: 0 },
      ],
      'none',
      { width: 20 },
    );
    const [opening, double, left] = layout.tiles;
    expect(opening).toMatchObject({ x: 9, y: -0.5, width: 2, height: 1, heading: 'right' });
    expect(opening.halves).toEqual([
      { x: 9, y: -0.5, number: 3 },
      { x: 10, y: -0.5, number: 4 },
    ]);
    expect(double).toMatchObject({
      x: 11,
      y: -1,
      width: 1,
      height: 2,
      double: true,
      spinner: false,
      touches: 0,
    });
    expect(left).toMatchObject({ x: 7, y: -0.5, heading: 'left', touches: 0 });
    expect(left.halves.map((h) => h.number)).toEqual([3, 1]);
    expect(layout.ends).toEqual([
      {
        end: 0,
        number: 1,
        direction: 'left',
        x: 7,
        y: 0,
        square: { x: 6, y: -0.5, width: 1, height: 1 },
        emptySpinnerSide: false,
      },
      {
        end: 1,
        number: 4,
        direction: 'right',
        x: 12,
        y: 0,
        square: { x: 12, y: -0.5, width: 1, height: 1 },
        emptySpinnerSide: false,
      },
    ]);
    expect(layout.box).toEqual({ x: 6, y: -1, width: 7, height: 2 });
  });

  it('opens a spinner: the short sides become ends up and down once both long sides carry a tile', () => {
    const plays: LinePlay[] = [
      { seat: 0, tile: '5-5', end: 0 },
      { seat: 1, tile: '2-5', end: 0 },
    ];
    const before = layoutLine(plays, 'firstDouble', { width: 20 });
    expect(before.tiles[0]).toMatchObject({ spinner: true, orientation: 'vertical' });
    expect(before.ends.map((e) => e.end)).toEqual([0, 1]);
    const after = layoutLine([...plays, { seat: 0, tile: '5-6', end: 1 }], 'firstDouble', { width: 20 });
    expect(after.ends.map((e) => [e.end, e.number, e.direction, e.emptySpinnerSide])).toEqual([
      [0, 2, 'left', false],
      [1, 6, 'right', false],
      [2, 5, 'up', true],
      [3, 5, 'down', true],
    ]);
    const up = layoutLine(
      [...plays, { seat: 0, tile: '5-6', end: 1 }, { seat: 1, tile: '1-5', end: 2 }],
      'firstDouble',
      {
        width: 20,
      },
    );
    expect(up.tiles[3]).toMatchObject({ orientation: 'vertical', heading: 'up', touches: 0 });
    expect(up.tiles[3].halves[0].number).toBe(5);
  });

  it('centres a later spinner, the line reading the same left to right', () => {
    const layout = layoutLine(
      [
        { seat: 0, tile: '1-2', end: 0 },
        { seat: 1, tile: '2-2', end: 1 },
        { seat: 0, tile: '0-1', end: 0 },
      ],
      'firstDouble',
      { width: 20 },
    );
    const [opening, spinner, left] = layout.tiles;
    expect(spinner).toMatchObject({ x: 9.5, y: -1, width: 1, height: 2, spinner: true });
    expect(opening.x + opening.width).toBe(spinner.x);
    expect(left.x + left.width).toBe(opening.x);
  });

  it('refuses a line the engine would not build, and a table too narrow', () => {
    const bad = [
      { seat: 0, tile: '1-2', end: 0 },
      { seat: 1, tile: '3-4', end: 1 },
    ];
    expect(() => layoutLine(bad, 'none', { width: 20 })).toThrow(LineLayoutError);
    expect(() => layoutLine([{ seat: 0, tile: '13-13', end: 0 }], 'none', { width: 20 })).toThrow(
      LineLayoutError,
    );
    expect(() => layoutLine([], 'none', { width: MIN_LINE_WIDTH - 1 })).toThrow(LineLayoutError);
    expect(layoutLine([], 'none', { width: 20 })).toEqual({
      width: 20,
      tiles: [],
      ends: [],
      box: { x: 0, y: 0, width: 0, height: 0 },
    });
  });
});

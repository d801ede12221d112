/**
 * The hub's picture worked out (web/src/table/trains/wheel.ts): where each spoke points (yours
 * straight down, the others round from it, the Mexican train last), which of a train's tiles lie
 * on its spoke and where, that nothing crowds its neighbour or leaves the picture at eight
 * players, and which train the last move landed on.
 */
import { describe, expect, it } from 'vitest';
import { laidOut, landedOn } from '../../web/src/table/trains/Hub';
import type { TrainScene } from '../../web/src/table/trains/scene';
import {
  along,
  BADGE_R,
  BADGE_SIZE,
  FIRST_R,
  LABEL_CHARS,
  LABEL_R,
  labelAt,
  placeTiles,
  shortName,
  spokeAngles,
  TARGET_W,
  TILE_L,
  TILE_W,
  WHEEL_R,
  WHEEL_TILES,
} from '../../web/src/table/trains/wheel';

describe('the spokes', () => {
  it('point yours straight down, the others round clockwise from it, the Mexican train just right of yours', () => {
    // Four players: three others, the Mexican train, yours (spokeOrder's order).
    expect(spokeAngles(5)).toEqual([162, 234, 306, 18, 90]);
    // Two players: the other straight up, the Mexican train to the right.
    expect(spokeAngles(3)).toEqual([210, 330, 90]);
  });

  it('are spread evenly for every table size, two players to eight', () => {
    for (let players = 2; players <= 8; players++) {
      const angles = spokeAngles(players + 1);
      const sorted = [...angles].sort((a, b) => a - b);
      const gaps = sorted.map((a, i) => (sorted[(i + 1) % sorted.length] - a + 360) % 360 || 360);
      for (const gap of gaps) expect(gap).toBeCloseTo(360 / (players + 1), 9);
      expect(angles.at(-1)).toBe(90);
    }
  });

  it('lie in the picture: from the engine to a badge inside its edge, 44 px targets', () => {
    expect(BADGE_R + BADGE_SIZE).toBeLessThanOrEqual(WHEEL_R);
    // Two tiles along a spoke end before the badge.
    expect(FIRST_R + WHEEL_TILES * TILE_L + 3 * (WHEEL_TILES - 1)).toBeLessThanOrEqual(BADGE_R - BADGE_SIZE);
    // On a 360 px phone the picture is drawn 328 px wide (the page's and the hub's padding off).
    expect((TARGET_W * 328) / (2 * WHEEL_R)).toBeGreaterThanOrEqual(44);
    // Nine spokes (eight players): a tile's width fits between two spokes where tiles begin.
    expect(2 * FIRST_R * Math.sin(Math.PI / 9)).toBeGreaterThanOrEqual(TILE_W);
    // Clear of the engine (64 x 32 at the centre): its corner is nearer than the first tile.
    expect(Math.hypot(32, 16)).toBeLessThan(FIRST_R);
  });

  it('finds a point along a spoke', () => {
    expect(along(90, 100)).toEqual([0, 100]);
    expect(along(180, 50)).toEqual([-50, 0]);
    expect(along(45, 10)).toEqual([7.1, 7.1]);
  });
});

describe('the tiles on a spoke', () => {
  it('are its last two, the newest outermost, each knowing its place in the train', () => {
    const tiles = laidOut('12-12', ['12-5', '5-3', '3-11', '11-4']);
    const placed = placeTiles(tiles, 5);
    expect(placed.map((p) => [p.tile, p.index])).toEqual([
      ['3-11', 2],
      ['11-4', 3],
    ]);
    expect(placed.map((p) => p.centre)).toEqual([FIRST_R + TILE_L / 2, FIRST_R + TILE_L + 3 + TILE_L / 2]);
    expect(placed.every((p) => !p.across)).toBe(true);
    expect(placeTiles([], 5)).toEqual([]);
  });

  it('lay a double across its spoke where its neighbours leave room, along it at eight players', () => {
    const [double, next] = placeTiles(['5-5', '5-2'], 5);
    expect(double).toMatchObject({ tile: '5-5', across: true, centre: FIRST_R + TILE_W / 2 });
    expect(next).toMatchObject({ tile: '5-2', across: false, centre: FIRST_R + TILE_W + 3 + TILE_L / 2 });
    expect(placeTiles(['5-5', '5-2'], 9)[0]).toMatchObject({ across: false, centre: FIRST_R + TILE_L / 2 });
  });
});

describe('the tile that lands', () => {
  const shown = (last: TrainScene['last'], round = 2, step = 5) => ({ last, round, step }) as TrainScene;
  const since = { round: 2, step: 4 };
  it('is on the train the last move shown played on; a draw, a pass or a stop lands nothing', () => {
    expect(landedOn(shown({ type: 'play', seat: 1, tile: '3-4', train: 4 }), since)).toBe(4);
    expect(landedOn(shown({ type: 'stop', seat: 1 }), since)).toBe(null);
    expect(landedOn(shown({ type: 'draw', seat: 1 }), since)).toBe(null);
    expect(landedOn(shown(null), since)).toBe(null);
  });

  it('lands only for a move shown since the hub came on screen: never again on a new look', () => {
    const play = { type: 'play', seat: 0, tile: '3-4', train: 0 } as const;
    // The hub shown afresh (a reload, the next round's hub) at the move: no landing.
    expect(landedOn(shown(play, 2, 4), since)).toBe(null);
    // A later round's play, shown after the hub came on screen.
    expect(landedOn(shown(play, 3, 1), since)).toBe(0);
  });
});

describe('the names beyond the badges', () => {
  it('stand level beyond each badge, running away from the wheel', () => {
    expect(LABEL_R).toBeGreaterThan(BADGE_R + BADGE_SIZE);
    // Yours, straight down: centred, hanging below; one to the left ends there; one up top sits on its baseline.
    expect(labelAt(90)).toMatchObject({ x: 0, y: LABEL_R, anchor: 'middle', baseline: 'hanging' });
    expect(labelAt(162)).toMatchObject({ anchor: 'end', baseline: 'central' });
    expect(labelAt(270)).toMatchObject({ anchor: 'middle', baseline: 'auto' });
    expect(labelAt(18)).toMatchObject({ anchor: 'start', baseline: 'central' });
  });

  it('are cut to LABEL_CHARS characters, an ellipsis last', () => {
    expect(shortName('Ana')).toBe('Ana');
    const cut = shortName('Bartholomew Fitzgerald-Smythe');
    expect(cut).toHaveLength(LABEL_CHARS);
    expect(cut.endsWith('…')).toBe(true);
  });
});

/**
 * Plays matches through HTTP the way clients do (GET, pick a legal move, POST it with the
 * version), checking every response against the engine state loaded from the store: each seat's
 * view is exactly `viewFor(state, seat)` (marked `game: 'line'`: table-resource.ts lineView), and
 * holds no tile of another hand or of the boneyard.
 */
import { expect } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { TableSchema } from '../../functions/api/schemas/table-shapes';
import { lineView as apiLineView } from '../../functions/api/table-resource';
import { lineMatch } from '../../functions/tables/model';
import { type MatchState, nextInt, type RngState, seedState, tileName, tilesOf } from '../../shared/engine';
import type { App, TestPlayer } from './api';
import { expectOk, lineView, type Schemas, typedClient } from './client';

export async function checkAgainstStore(
  store: Store,
  answered: Schemas['Table'],
  seat: number,
): Promise<void> {
  const table = await store.findTable(answered.id);
  expect(table).not.toBeNull();
  // Nobody else writes while a test plays through here: the stored table is the one answered.
  expect(table!.version).toBe(answered.version);
  expect(table!.match).not.toBeNull();
  expect(answered.view).toEqual(apiLineView(lineMatch(table!)!, seat));
  // The OpenAPI schema describes exactly what was sent (parsing drops any field it does not know).
  expect(TableSchema.parse(answered)).toEqual(answered);
  expectNoHiddenTiles(answered, lineMatch(table!)!, seat);
}

/** Tiles in other hands or the boneyard never appear; revealed past hands (lastHand) are fine. */
export function expectNoHiddenTiles(body: unknown, state: MatchState, seat: number): void {
  const hidden = new Set<string>();
  state.hand.hands.forEach((m, s) => {
    if (s !== seat) for (const t of tilesOf(m)) hidden.add(tileName(t));
  });
  for (const t of state.hand.bone) hidden.add(tileName(t));
  expectNoneShown(body, hidden);
}

/**
 * No tile of `hidden` appears anywhere in `body` (a past hand's revealed lastHand aside, whose
 * history must name no drawn tile): the check above, for any set of tiles a reader could not see.
 */
export function expectNoneShown(body: unknown, hidden: ReadonlySet<string>): void {
  const shown: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (key === 'lastHand' && v && typeof v === 'object') {
      // A finished hand reveals its hands, never a drawn tile.
      for (const e of (v as { history: { type: string; tiles?: string[] }[] }).history) {
        expect(e.tiles).toBeUndefined();
      }
      return;
    }
    if (typeof v === 'string' && /^[0-6]-[0-6]$/.test(v)) shown.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(body, '');
  expect(shown.filter((t) => hidden.has(t))).toEqual([]);
}

export interface MatchResult {
  /** The final table as the API answered it: checkAgainstStore parsed it with the route's schema. */
  table: Schemas['Table'];
  /** POSTs made by people. */
  posts: number;
}

/** A seat's look at a table. */
export const lookAt = (on: App, token: string, id: string) =>
  expectOk(typedClient(on, token).GET('/v1/tables/{id}', { params: { path: { id } } }));

/** A move at a table, with the headers given (If-Match, Idempotency-Key), its answer unchecked. */
export const postMove = (
  on: App,
  token: string,
  id: string,
  body: Schemas['Move'],
  headers: Record<string, string> = {},
) => typedClient(on, token).POST('/v1/tables/{id}/moves', { params: { path: { id } }, body, headers });

/** The body that makes a legal move (a play names its end; a draw says so). */
export function moveOf(m: Schemas['LegalMove'] | Schemas['TrainLegalMove']): Schemas['Move'] {
  if (m.type === 'draw') return { draw: true };
  if (m.type === 'stop') return { type: 'stop' };
  return 'train' in m ? { type: 'play', tile: m.tile, train: m.train } : { tile: m.tile, end: m.end };
}

/** Plays the table to the end: each person picks a legal move with a seeded PRNG. */
export async function playToEnd(
  app: App,
  store: Store,
  tableId: string,
  people: Map<number, TestPlayer>,
  seed: string,
  /** Called with the legal moves of every seat asked to move. */
  onChoice?: (moves: Schemas['LegalMove'][]) => void,
): Promise<MatchResult> {
  const rng: RngState = seedState(seed);
  const anyone = [...people.values()][0];
  const path = { params: { path: { id: tableId } } };
  const look = (p: TestPlayer) => expectOk(typedClient(app, p.token).GET('/v1/tables/{id}', path));
  let table = await look(anyone);
  let posts = 0;
  while (table.status === 'playing') {
    const seat = table.turn!.seat;
    const player = people.get(seat);
    if (!player) throw new Error(`seat ${seat} is a computer player, yet it is to move`);
    const mine = await look(player);
    await checkAgainstStore(store, mine, seat);
    const moves = lineView(mine).legalMoves!;
    expect(moves.length).toBeGreaterThan(0);
    onChoice?.(moves);
    const m = moves[nextInt(rng, moves.length)];
    table = await expectOk(
      typedClient(app, player.token).POST('/v1/tables/{id}/moves', {
        ...path,
        body: { ...moveOf(m), version: mine.version },
      }),
    );
    posts++;
    await checkAgainstStore(store, table, seat);
    // The others see the same table through their own seat only.
    for (const [s, p] of people) {
      if (s === seat) continue;
      await checkAgainstStore(store, await look(p), s);
    }
  }
  return { table, posts };
}

/**
 * Plays the table to its end with the very moves playToEnd makes (same seed, same choices), but
 * checks no answer against the store: for tests about what the end brings (a rating, a rematch),
 * whose views on the way playToEnd's own tests check (test/api/matches.test.ts). The seat to
 * move reads the table only when the last answer was not its own.
 */
export async function playToEndUnchecked(
  app: App,
  tableId: string,
  people: Map<number, TestPlayer>,
  seed: string,
): Promise<MatchResult> {
  const rng: RngState = seedState(seed);
  const path = { params: { path: { id: tableId } } };
  const look = (p: TestPlayer) => expectOk(typedClient(app, p.token).GET('/v1/tables/{id}', path));
  let table = await look([...people.values()][0]);
  let posts = 0;
  while (table.status === 'playing') {
    const seat = table.turn!.seat;
    const player = people.get(seat);
    if (!player) throw new Error(`seat ${seat} is a computer player, yet it is to move`);
    const mine = table.you === seat ? table : await look(player);
    const moves = lineView(mine).legalMoves!;
    expect(moves.length).toBeGreaterThan(0);
    const m = moves[nextInt(rng, moves.length)];
    table = await expectOk(
      typedClient(app, player.token).POST('/v1/tables/{id}/moves', {
        ...path,
        body: { ...moveOf(m), version: mine.version },
      }),
    );
    posts++;
  }
  return { table, posts };
}

/** Opens a table as `creator`, seats the others (by its join code), starts it: the started table. */
export async function startTable(
  app: App,
  creator: TestPlayer,
  others: TestPlayer[],
  body: Schemas['CreateTable'],
): Promise<Schemas['Table']> {
  const created = await expectOk(typedClient(app, creator.token).POST('/v1/tables', { body }), 201);
  for (const p of others) {
    const seats = { params: { path: { id: created.code } } };
    await expectOk(typedClient(app, p.token).POST('/v1/tables/{id}/seats', seats));
  }
  const start = { params: { path: { id: created.id } } };
  return expectOk(typedClient(app, creator.token).POST('/v1/tables/{id}/start', start));
}

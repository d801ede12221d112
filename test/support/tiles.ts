/** Writing tiles in engine tests as players do: `tile('3-5')`, `tiles('6-6 3-5 0-0')`. */
import { parseTile, type Tile } from '../../shared/engine';

export function tile(name: string): Tile {
  const t = parseTile(name);
  if (t === undefined) throw new Error(`no tile ${name}`);
  return t;
}

export const tiles = (names: string): Tile[] => names.split(/\s+/).filter(Boolean).map(tile);

/**
 * A view's history without the `chosen` flag of draw events (whether a draw was a move by
 * choice), so that these expectations hold with or without it; everything else compared exactly.
 */
export function hist(v: { history: readonly object[] } | null | undefined): Record<string, unknown>[] {
  return (v?.history ?? []).map((e) => {
    const { chosen: _chosen, ...rest } = e as Record<string, unknown>;
    return rest;
  });
}

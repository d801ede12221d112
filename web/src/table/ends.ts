/**
 * The ends a tile may be played on that make different lines: two ends whose play leaves the
 * same open ends (the same numbers, the same tiles at the tips, the same spinner sides) are one
 * choice, so the player is not asked which. Replayed with the engine's own line. Pure.
 */
import { cloneLine, emptyLine, type Line, place } from '../../../shared/engine/line';
import type { Spinner } from '../../../shared/engine/rules';
import { parseTile } from '../../../shared/engine/tiles';
import type { LinePlay } from './scene';

/** The line the plays make, or null when they are not a line the engine would build. */
function replayLine(plays: readonly LinePlay[], spinner: Spinner): Line | null {
  const l = emptyLine();
  for (const [i, p] of plays.entries()) {
    const t = parseTile(p.tile);
    if (t === undefined) return null;
    place(l, t, i === 0 ? 0 : p.end, spinner);
  }
  return l;
}

/** What a line offers to the next play, whatever the order of its arms. */
function openKey(l: Line): string {
  const arms = l.v.map((v, i) => `${v}/${l.t[i]}/${l.f[i]}`).sort();
  return `${arms.join(',')}|${l.s}|${l.n}`;
}

/**
 * Of `ends` (the arms the view's legal moves allow `tile` on, in their order), the first of each
 * set that leaves the same line open: one end when every choice changes nothing.
 */
export function distinctEnds(
  plays: readonly LinePlay[],
  spinner: Spinner,
  tile: string,
  ends: readonly number[],
): number[] {
  if (ends.length < 2) return [...ends];
  const line = replayLine(plays, spinner);
  const t = parseTile(tile);
  if (!line || t === undefined) return [...ends];
  const seen = new Set<string>();
  const out: number[] = [];
  for (const end of ends) {
    const after = cloneLine(line);
    place(after, t, end, spinner);
    const key = openKey(after);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(end);
  }
  return out;
}

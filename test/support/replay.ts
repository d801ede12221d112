/**
 * Replaying a table's event feed the way a client would, with nothing else: what one seat (or a
 * spectator) knew at each version. Tests compare it with the views the API showed.
 */
import { parseTile } from '../../shared/engine';
import type { Schemas } from './client';

/** A feed event as the document has it (GET /v1/tables/{id}/events; the store's feed has the same shape). */
type Ev = Schemas['FeedEvent'];

export interface Known {
  handNo: number;
  hand: string[] | null;
  handCounts: number[];
  boneyard: number;
  line: { seat: number; tile: string; end: number }[];
  scores: number[];
  history: unknown[];
}

const byId = (a: string, b: string) => parseTile(a)! - parseTile(b)!;

/** The state after each version's events, keyed by version. */
export function replay(events: Ev[], sides: number[], seat: number | null): Map<number, Known> {
  const out = new Map<number, Known>();
  let k: Known | null = null;
  for (const e of events) {
    if (e.type === 'handDealt') {
      k = {
        handNo: e.handNo,
        hand: seat === null ? null : [...e.hand!].sort(byId),
        handCounts: e.handCounts.slice(),
        boneyard: e.boneyard,
        line: [],
        scores: e.scores.slice(),
        history: [],
      };
    } else if (k && e.type === 'play') {
      k.line.push({ seat: e.seat, tile: e.tile, end: e.end });
      k.handCounts[e.seat]--;
      k.scores[sides[e.seat]] += e.points;
      if (e.seat === seat) k.hand = k.hand!.filter((t) => t !== e.tile);
      k.history.push({
        type: 'play',
        seat: e.seat,
        tile: e.tile,
        end: e.end,
        points: e.points,
        forced: e.forced,
        ...(e.timedOut && { timedOut: true }),
      });
    } else if (k && e.type === 'draw') {
      k.handCounts[e.seat] += e.count;
      k.boneyard -= e.count;
      if (e.seat === seat) k.hand = [...k.hand!, ...e.tiles!].sort(byId);
      k.history.push({
        type: 'draw',
        seat: e.seat,
        count: e.count,
        chosen: e.chosen,
        ...(e.timedOut && { timedOut: true }),
        ...(e.tiles && { tiles: e.tiles }),
      });
    } else if (k && e.type === 'pass') {
      k.history.push({ type: 'pass', seat: e.seat, numbers: e.numbers });
    } else if (k && (e.type === 'handEnded' || e.type === 'matchEnded')) {
      k.scores = e.scores.slice();
    }
    if (k) out.set(e.version, structuredClone(k));
  }
  return out;
}

/** What a view shows that the replay must reproduce. */
export function knownOf(view: Known): Known {
  return {
    handNo: view.handNo,
    hand: view.hand,
    handCounts: view.handCounts,
    boneyard: view.boneyard,
    line: view.line,
    scores: view.scores,
    history: view.history,
  };
}

/** The replay as of `version`: the last version with events at or before it. */
export function knownAt(states: Map<number, Known>, version: number): Known | undefined {
  let best = -1;
  for (const v of states.keys()) if (v <= version && v > best) best = v;
  return states.get(best);
}

/** Tiles shown to `seat` before their hand ended must be public (played) or its own. */
export function expectOnlyVisibleTiles(events: Ev[], seat: number | null): void {
  for (const e of events) {
    if (e.type === 'handDealt' && e.hand !== undefined && seat === null)
      throw new Error('a spectator got a hand');
    if (e.type === 'draw' && e.tiles !== undefined && e.seat !== seat) {
      throw new Error(`seat ${seat} saw seat ${e.seat}'s drawn tiles at version ${e.version}`);
    }
  }
}

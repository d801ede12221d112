/**
 * Standings and the crosstable from an event's rounds (docs/events.md#standings): score (a win or
 * a bye 1, a loss 0), then Buchholz, then Sonneborn-Berger, then wins; a duplicate event ranks by
 * matchpoints first (duplicate.ts).
 */
import { matchpointShares } from './duplicate';
import {
  type Entrant,
  type EventMatch,
  entrantName,
  opponentOf,
  opponentsOf,
  scoreOf,
  sidesOf,
} from './model';

export interface StandingRow {
  rank: number;
  playerId: string;
  name: string;
  score: number;
  /** The sum of the scores of every opponent met (played or forfeited; a pool's three); a bye adds nothing. */
  buchholz: number;
  /** The sum of the scores of the opponents beaten. */
  sonnebornBerger: number;
  wins: number;
  played: number;
  /** Duplicate events: the sum of each round's matchpoint share (0..1); null otherwise. */
  matchpoints: number | null;
  removed: boolean;
}

export type CrossResult = 'win' | 'loss' | 'bye' | 'forfeit-win' | 'forfeit-loss' | 'pending';

export interface CrossCell {
  round: number;
  opponent: string | null;
  /** Everyone else at the match (a four-player pool's three). */
  opponents: string[];
  /** The side's seat order: 0 for a, 1 for b, 2 and 3 for a pool's c and d. */
  seat: number;
  result: CrossResult;
  tableId: string | null;
}

function cellResult(m: EventMatch, id: string): CrossResult {
  const r = m.result;
  if (!r) return 'pending';
  if (r.how === 'bye') return 'bye';
  const won = scoreOf(m, id) === 1;
  if (r.how === 'forfeit') return won ? 'forfeit-win' : 'forfeit-loss';
  return won ? 'win' : 'loss';
}

/** Each player's matches, round by round. */
export function crosstable(
  entrants: readonly Entrant[],
  rounds: readonly (readonly EventMatch[])[],
): Map<string, CrossCell[]> {
  const out = new Map<string, CrossCell[]>(entrants.map((e) => [e.playerId, []]));
  rounds.forEach((matches, r) => {
    for (const m of matches) {
      for (const id of sidesOf(m)) {
        out.get(id)?.push({
          round: r + 1,
          opponent: opponentOf(m, id),
          opponents: opponentsOf(m, id),
          seat: sidesOf(m).indexOf(id),
          result: cellResult(m, id),
          tableId: m.tableId,
        });
      }
    }
  });
  return out;
}

/** The scores alone, by player (what the Swiss pairing groups by when not duplicate). */
export function scores(
  entrants: readonly Entrant[],
  rounds: readonly (readonly EventMatch[])[],
): Map<string, number> {
  const score = new Map(entrants.map((e) => [e.playerId, 0]));
  for (const matches of rounds) {
    for (const m of matches) {
      for (const id of sidesOf(m)) if (score.has(id)) score.set(id, score.get(id)! + scoreOf(m, id));
    }
  }
  return score;
}

/**
 * The standings, best first. Ties on every key keep the entrants' order (who joined first), so
 * the same rounds always give the same table.
 */
export function standings(
  entrants: readonly Entrant[],
  rounds: readonly (readonly EventMatch[])[],
  duplicate: boolean,
): StandingRow[] {
  const score = scores(entrants, rounds);
  const mp = duplicate ? matchpointShares(rounds) : null;
  const rows = entrants.map((e, order) => {
    let buchholz = 0;
    let sb = 0;
    let wins = 0;
    let played = 0;
    for (const matches of rounds) {
      for (const m of matches) {
        if (!sidesOf(m).includes(e.playerId)) continue;
        const mine = scoreOf(m, e.playerId);
        if (m.result?.how === 'played') played++;
        if (mine === 1 && m.result?.how !== 'bye') wins++;
        if (!m.result) continue;
        for (const opp of opponentsOf(m, e.playerId)) {
          const theirs = score.get(opp) ?? 0;
          buchholz += theirs;
          if (mine === 1) sb += theirs;
        }
      }
    }
    return {
      order,
      row: {
        rank: 0,
        playerId: e.playerId,
        name: entrantName(e),
        score: score.get(e.playerId) ?? 0,
        buchholz,
        sonnebornBerger: sb,
        wins,
        played,
        matchpoints: mp ? round4(mp.get(e.playerId) ?? 0) : null,
        removed: e.removed === true,
      } satisfies StandingRow,
    };
  });
  const keys = (r: StandingRow) => [r.matchpoints ?? 0, r.score, r.buchholz, r.sonnebornBerger, r.wins];
  rows.sort((x, y) => {
    const a = keys(x.row);
    const b = keys(y.row);
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return x.order - y.order;
  });
  return rows.map(({ row }, i) => ({ ...row, rank: i + 1 }));
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

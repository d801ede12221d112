/**
 * Duplicate play (docs/events.md#duplicate): every table of a round deals hand k from the same
 * seed, SHA-256 of `<round seed>:<k>` (tables/fair-deal.ts), so each seat holds the same tiles and the boneyard lies in the same
 * order at every table; a result is compared with those of the players who held the same seat.
 */
import { createHash } from 'node:crypto';
import { eventHandSeed } from '../tables/fair-deal';
import { type EventMatch, type RoundDeal, SIDES, sidesOf } from './model';

/** The seed every table of a duplicate round deals hand `handNo` from (the tables' own rule). */
export function duplicateHandSeed(roundSeed: string, handNo: number): string {
  return eventHandSeed(roundSeed, handNo);
}

/** SHA-256 (hex) of `<seed>:<salt>`: a round's deal commitment, as a hand's (tables/fair-deal.ts). */
export function roundCommitment(seed: string, salt: string): string {
  return createHash('sha256').update(`${seed}:${salt}`).digest('hex');
}

/** A round's deal, committed: the seed and salt are kept hidden until the round is over. */
export function commitRoundDeal(seed: string, salt: string): RoundDeal {
  return { commitment: roundCommitment(seed, salt), seed, salt };
}

/** Whether a revealed round seed and salt match the commitment published at the pairing. */
export function verifyRoundDeal(commitment: string, seed: string, salt: string): boolean {
  return roundCommitment(seed, salt) === commitment;
}

/**
 * Each player's matchpoint share per round, summed over the rounds: among the players who held
 * the same seat in a round's played matches, 1 for each one whose margin (own final score less
 * the opponent's) theirs beats, 1/2 for each equal, divided by the others' count (1/2 when alone).
 * A forfeit's winner and a bye get 1/2 (the average); a forfeit's loser 0.
 */
export function matchpointShares(rounds: readonly (readonly EventMatch[])[]): Map<string, number> {
  const total = new Map<string, number>();
  const add = (id: string, x: number) => total.set(id, (total.get(id) ?? 0) + x);
  for (const matches of rounds) {
    const bySeat: { id: string; margin: number }[][] = [[], [], [], []];
    for (const m of matches) {
      const r = m.result;
      if (!r) continue;
      if (r.how === 'bye') {
        add(m.a, 0.5);
        continue;
      }
      const sides = sidesOf(m);
      if (r.how === 'forfeit') {
        for (const [i, id] of sides.entries()) add(id, r.winner === SIDES[i] ? 0.5 : 0);
        continue;
      }
      // A side's margin: its score less the best of the others' (at two sides, the opponent's).
      for (const [i, id] of sides.entries()) {
        const others = r.points.filter((_, j) => j !== i);
        bySeat[i].push({ id, margin: (r.points[i] ?? 0) - Math.max(...others) });
      }
    }
    for (const group of bySeat) {
      for (const p of group) {
        if (group.length === 1) {
          add(p.id, 0.5);
          continue;
        }
        let mp = 0;
        for (const q of group) if (q !== p) mp += p.margin > q.margin ? 1 : p.margin === q.margin ? 0.5 : 0;
        add(p.id, mp / (group.length - 1));
      }
    }
  }
  return total;
}

/** The source of hand seeds for a duplicate table whose next deal is hand `fromHand`. */
export function duplicateSeeds(roundSeed: string, fromHand: number): () => string {
  let next = fromHand;
  return () => duplicateHandSeed(roundSeed, next++);
}

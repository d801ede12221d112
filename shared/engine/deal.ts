/**
 * Dealing a hand from its seed, and who opens it. Everything random about a hand comes from its
 * seed alone, so anyone holding a revealed seed can recompute the deal (`dealFromSeed`).
 */
import { nextInt, type RngState, seedState, shuffle } from './rng';
import type { Rules } from './rules';
import { DOUBLES, TILE_COUNT, type Tile, type TileMask, tileRank } from './tiles';

export interface Deal {
  /** Each seat's tiles. */
  hands: TileMask[];
  /** The tiles not dealt, in order: draws take the last one. */
  bone: Tile[];
  /** How many times the tiles were shuffled (highestDoubleElseRedeal reshuffles). */
  shuffles: number;
}

export interface Lead {
  seat: number;
  /** The tile the opener rule fixes, placed automatically; -1 when the opener leads any tile. */
  tile: Tile;
}

/**
 * Deals one hand from its seed: shuffle the 28 tiles (Fisher-Yates, sfc32 seeded from the seed
 * string), seat k takes tiles k*handSize .. (k+1)*handSize-1 of the shuffled order, and the rest
 * is the boneyard. Under `highestDoubleElseRedeal` when the first-hand rule applies and no double
 * was dealt, the same generator shuffles again. This is the function a player runs to check a
 * revealed seed against the hands they saw.
 */
export function dealFromSeed(
  r: Rules,
  seed: string,
  firstHandRule: boolean,
): { deal: Deal; lead: Lead | null; rng: RngState } {
  const rng = seedState(seed);
  const n = r.players;
  const k = r.handSize;
  for (let shuffles = 1; ; shuffles++) {
    const order = shuffle(
      rng,
      Array.from({ length: TILE_COUNT }, (_, t) => t),
    );
    const hands: TileMask[] = [];
    for (let s = 0; s < n; s++) {
      let m = 0;
      for (let i = s * k; i < (s + 1) * k; i++) m |= 1 << order[i];
      hands.push(m);
    }
    const deal: Deal = { hands, bone: order.slice(n * k), shuffles };
    const lead = firstHandRule ? firstHandLead(r, hands, rng) : null;
    if (lead || !firstHandRule) return { deal, lead, rng };
    // highestDoubleElseRedeal with no double dealt: shuffle again.
  }
}

/** The first-hand opener rule applied to dealt hands; null means "redeal". */
export function firstHandLead(r: Rules, hands: TileMask[], rng: RngState): Lead | null {
  switch (r.opener) {
    case 'lots':
      return { seat: nextInt(rng, r.players), tile: -1 };
    case 'doubleSixHolder':
    case 'highestDoubleElseHighestTile':
    case 'highestDoubleElseRedeal': {
      let best: Lead | null = null;
      let bestRank = -1;
      for (let s = 0; s < hands.length; s++) {
        let m = r.opener === 'highestDoubleElseRedeal' ? hands[s] & DOUBLES : hands[s];
        while (m !== 0) {
          const t = 31 - Math.clz32(m & -m);
          m &= m - 1;
          if (tileRank(t) > bestRank) {
            bestRank = tileRank(t);
            best = { seat: s, tile: t };
          }
        }
      }
      // doubleSixHolder is only allowed when every tile is dealt, so 6-6 (the top rank) is found.
      return best;
    }
  }
}

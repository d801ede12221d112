/**
 * Dealing a hand from its seed, and who opens it. Everything random about a hand comes from its
 * seed alone, so anyone holding a revealed seed can recompute the deal (`dealFromSeed`).
 */
import { nextInt, type RngState, seedState, shuffle } from './rng';
import { type Rules, setSizeOf, tileCountOf, wordsOfRules } from './rules';
import { setTileCount, TILE_COUNT, type Tile, type TileMask, tileRank } from './tiles';
import { addTile, holds } from './words';

export interface Deal {
  /** Each seat's tiles (on a bigger set, W words a seat: HandState.hands). */
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
  const order = Array.from({ length: tileCountOf(r) }, (_, t) => t);
  const hands = new Array<TileMask>(r.players * wordsOfRules(r)).fill(0);
  const bone: Tile[] = [];
  for (let shuffles = 1; ; shuffles++) {
    const lead = shuffleAndDeal(r, rng, order, hands, bone, firstHandRule);
    if (lead || !firstHandRule) return { deal: { hands, bone, shuffles }, lead, rng };
  }
}

/**
 * One shuffle and deal into the given arrays (reused: computer players' playouts and the
 * benchmark deal millions of hands). Returns the first-hand lead when asked for it; null when
 * the opener rule wants a redeal (or was not asked).
 */
export function shuffleAndDeal(
  r: Rules,
  rng: RngState,
  order: Tile[],
  hands: TileMask[],
  bone: Tile[],
  firstHandRule: boolean,
): Lead | null {
  if (r.set !== undefined) return shuffleAndDealWide(r, rng, order, hands, bone, firstHandRule);
  for (let t = 0; t < TILE_COUNT; t++) order[t] = t;
  shuffle(rng, order);
  const k = r.handSize;
  for (let s = 0; s < r.players; s++) {
    let m = 0;
    for (let i = s * k; i < (s + 1) * k; i++) m |= 1 << order[i];
    hands[s] = m;
  }
  bone.length = 0;
  for (let i = r.players * k; i < TILE_COUNT; i++) bone.push(order[i]);
  return firstHandRule ? firstHandLead(r, hands, rng) : null;
}

/** `shuffleAndDeal` on a bigger set: the set's tiles shuffled the same way, W words a seat. */
function shuffleAndDealWide(
  r: Rules,
  rng: RngState,
  order: Tile[],
  hands: TileMask[],
  bone: Tile[],
  firstHandRule: boolean,
): Lead | null {
  const count = tileCountOf(r);
  const W = wordsOfRules(r);
  order.length = count;
  for (let t = 0; t < count; t++) order[t] = t;
  shuffle(rng, order);
  const k = r.handSize;
  hands.length = r.players * W;
  hands.fill(0);
  for (let s = 0; s < r.players; s++)
    for (let i = s * k; i < (s + 1) * k; i++) addTile(hands, s * W, order[i]);
  bone.length = 0;
  for (let i = r.players * k; i < count; i++) bone.push(order[i]);
  return firstHandRule ? firstHandLead(r, hands, rng) : null;
}

/** The first-hand opener rule applied to dealt hands; null means "redeal". */
export function firstHandLead(r: Rules, hands: TileMask[], rng: RngState): Lead | null {
  if (r.set !== undefined) return firstHandLeadWide(r, hands, rng);
  switch (r.opener) {
    case 'lots':
      return { seat: nextInt(rng, r.players), tile: -1 };
    case 'doubleSixHolder':
    case 'highestDoubleElseHighestTile':
    case 'highestDoubleElseRedeal': {
      // Tiles from the highest rank down: the first one dealt opens. doubleSixHolder is only
      // allowed when every tile is dealt, so it always finds 6-6.
      const last = r.opener === 'highestDoubleElseRedeal' ? DOUBLE_COUNT : TILE_COUNT;
      for (let i = 0; i < last; i++) {
        const bit = 1 << BY_RANK[i];
        for (let s = 0; s < hands.length; s++) if (hands[s] & bit) return { seat: s, tile: BY_RANK[i] };
      }
      return null;
    }
  }
}

/** firstHandLead on a bigger set: "6-6" and "the highest double" read N-N (GAMES.md, "Sets"). */
function firstHandLeadWide(r: Rules, hands: TileMask[], rng: RngState): Lead | null {
  if (r.opener === 'lots') return { seat: nextInt(rng, r.players), tile: -1 };
  const n = setSizeOf(r);
  const W = wordsOfRules(r);
  const ranked = byRank(n);
  // doubleSixHolder (every tile dealt) finds N-N first, as on double-six.
  const last = r.opener === 'highestDoubleElseRedeal' ? n + 1 : ranked.length;
  for (let i = 0; i < last; i++)
    for (let s = 0; s < r.players; s++)
      if (holds(hands, s * W, ranked[i])) return { seat: s, tile: ranked[i] };
  return null;
}

const RANKED = new Map<number, readonly Tile[]>();

/** The double-N set's tiles, highest rank first (doubles first). */
function byRank(n: number): readonly Tile[] {
  let ranked = RANKED.get(n);
  if (!ranked) {
    ranked = Array.from({ length: setTileCount(n) }, (_, t) => t).sort((a, b) => tileRank(b) - tileRank(a));
    RANKED.set(n, ranked);
  }
  return ranked;
}

const DOUBLE_COUNT = 7;
/** Every tile, highest rank first (doubles first): the order opener rules look for. */
const BY_RANK: readonly Tile[] = Array.from({ length: TILE_COUNT }, (_, t) => t).sort(
  (a, b) => tileRank(b) - tileRank(a),
);

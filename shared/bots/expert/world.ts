/**
 * Determinization: one complete deal consistent with a seat's view. The seat's own tiles and
 * the line are as seen; the hidden tiles are dealt at random to the other hands (respecting
 * what the history proves they cannot hold) and to the boneyard.
 */
import { HAND_PLAYING, type HandState } from '../../engine/hand';
import { emptyLine, type Line, place } from '../../engine/line';
import { nextInt, type RngState, shuffle } from '../../engine/rng';
import { sideCount } from '../../engine/rules';
import { parseTile, SUIT, type Tile, type TileMask } from '../../engine/tiles';
import type { SeatView } from '../../engine/view';
import type { Inference } from './inference';

export interface Knowledge {
  view: SeatView;
  me: number;
  own: TileMask;
  line: Line;
  /** Tiles nobody at this seat can see. */
  hidden: Tile[];
  inference: Inference;
  /** Opponent slots, most constrained first, as [seat, forbidden numbers as a tile mask]. */
  order: [number, TileMask][];
  /** Strict samples that found no consistent deal, this decision. */
  failures: number;
}

export function knowledgeOf(view: SeatView, inference: Inference): Knowledge {
  const me = view.seat!;
  let own = 0;
  for (const name of view.hand!) own |= 1 << parseTile(name)!;
  const line = emptyLine();
  let seen = own;
  for (const p of view.line) {
    const t = parseTile(p.tile)!;
    place(line, t, p.end, view.rules.spinner);
    seen |= 1 << t;
  }
  const hidden: Tile[] = [];
  for (let t = 0; t < 28; t++) if ((seen & (1 << t)) === 0) hidden.push(t);
  const order: [number, TileMask][] = [];
  inference.slots.forEach((slots, seat) => {
    for (const numbers of slots) {
      let forbidden = 0;
      for (let v = 0; v <= 6; v++) if (numbers & (1 << v)) forbidden |= SUIT[v];
      order.push([seat, forbidden]);
    }
  });
  order.sort((a, b) => popcountTiles(b[1]) - popcountTiles(a[1]));
  return { view, me, own, line, hidden, inference, order, failures: 0 };
}

function popcountTiles(m: TileMask): number {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}

const MAX_FAILURES = 400;

/**
 * Deals the hidden tiles into `h` (reused between samples), honouring every constraint the
 * history proves. Each slot, most constrained first, takes a tile at random among the undealt
 * ones it may hold; should that dead-end a few times (tight constraints), one deal is found by
 * matching the slots to the tiles they may hold, visited in random order.
 */
export function sampleWorld(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): void {
  let dealt = false;
  for (let attempt = 0; attempt < 24 && k.failures < MAX_FAILURES && !dealt; attempt++) {
    dealt = dealSlots(k, h, rng, pool);
    if (!dealt) k.failures++;
  }
  if (!dealt) matchSlots(k, h, rng, pool);
  // What is left is the boneyard, in random order.
  h.bone.length = 0;
  for (const t of pool) h.bone.push(t);
  shuffle(rng, h.bone);
}

function clearHands(k: Knowledge, h: HandState, pool: Tile[]): void {
  pool.length = 0;
  for (const t of k.hidden) pool.push(t);
  for (let s = 0; s < h.hands.length; s++) h.hands[s] = 0;
  h.hands[k.me] = k.own;
}

/** One random pass over the slots; false when a slot finds no tile it may hold. */
function dealSlots(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): boolean {
  clearHands(k, h, pool);
  for (const [seat, forbidden] of k.order) {
    let allowed = 0;
    for (let i = 0; i < pool.length; i++) if ((forbidden & (1 << pool[i])) === 0) allowed++;
    if (allowed === 0) return false;
    let pick = nextInt(rng, allowed);
    for (let i = 0; i < pool.length; i++) {
      if ((forbidden & (1 << pool[i])) !== 0) continue;
      if (pick-- === 0) {
        h.hands[seat] |= 1 << pool[i];
        pool[i] = pool[pool.length - 1];
        pool.pop();
        break;
      }
    }
  }
  return true;
}

/**
 * A deal honouring every slot's constraint, by augmenting paths (Kuhn's matching of slots to
 * tiles), each slot trying the tiles in a random order. The history of a real hand always has
 * such a deal; should the inference ever admit none, the unmatched slots take any tile left.
 */
function matchSlots(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): void {
  clearHands(k, h, pool);
  const tiles = pool.slice();
  shuffle(rng, tiles);
  const slotOfTile = new Map<Tile, number>();
  const tileOfSlot = new Array<Tile>(k.order.length).fill(-1);
  const tryAssign = (slot: number, seen: Set<Tile>): boolean => {
    const forbidden = k.order[slot][1];
    for (const t of tiles) {
      if (forbidden & (1 << t) || seen.has(t)) continue;
      seen.add(t);
      const other = slotOfTile.get(t);
      if (other === undefined || tryAssign(other, seen)) {
        slotOfTile.set(t, slot);
        tileOfSlot[slot] = t;
        return true;
      }
    }
    return false;
  };
  for (let slot = 0; slot < k.order.length; slot++) tryAssign(slot, new Set());
  const free = tiles.filter((t) => !slotOfTile.has(t));
  k.order.forEach(([seat], slot) => {
    const t = tileOfSlot[slot] >= 0 ? tileOfSlot[slot] : free.pop()!;
    h.hands[seat] |= 1 << t;
  });
  pool.length = 0;
  for (const t of free) pool.push(t);
}

/** A hand state to sample into: the line as seen, this seat to move. */
export function blankHand(k: Knowledge): HandState {
  const r = k.view.rules;
  return {
    seed: '',
    opener: k.view.opener,
    hands: new Array<number>(r.players).fill(0),
    bone: [],
    line: k.line,
    turn: k.me,
    log: [],
    pts: new Array<number>(sideCount(r)).fill(0),
    end: HAND_PLAYING,
    dbl: false,
  };
}

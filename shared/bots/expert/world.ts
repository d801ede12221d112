/**
 * Determinization: one complete deal consistent with a seat's view. The seat's own tiles and
 * the line are as seen; the hidden tiles are dealt at random to the other hands (respecting
 * what the history proves they cannot hold) and to the boneyard.
 */
import { HAND_PLAYING, type HandState } from '../../engine/hand';
import { emptyLine, type Line, place } from '../../engine/line';
import { nextInt, type RngState } from '../../engine/rng';
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
 * Deals the hidden tiles into `h` (reused between samples). Tries to honour every constraint;
 * after a few failed attempts it drops them, so a sample always exists.
 */
export function sampleWorld(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): void {
  const r = k.view.rules;
  for (let attempt = 0; ; attempt++) {
    // Tight constraints make most random deals fail; past a point, sampling without them is
    // better than spending the decision's time on rejections.
    const strict = attempt < 24 && k.failures < MAX_FAILURES;
    pool.length = 0;
    for (const t of k.hidden) pool.push(t);
    for (let s = 0; s < r.players; s++) h.hands[s] = 0;
    h.hands[k.me] = k.own;
    let ok = true;
    for (const [seat, forbidden] of k.order) {
      // Pick uniformly among the pool tiles this slot may hold.
      let allowed = 0;
      for (let i = 0; i < pool.length; i++) if (!strict || (forbidden & (1 << pool[i])) === 0) allowed++;
      if (allowed === 0) {
        ok = false;
        break;
      }
      let pick = nextInt(rng, allowed);
      for (let i = 0; i < pool.length; i++) {
        if (strict && (forbidden & (1 << pool[i])) !== 0) continue;
        if (pick-- === 0) {
          h.hands[seat] |= 1 << pool[i];
          pool[i] = pool[pool.length - 1];
          pool.pop();
          break;
        }
      }
    }
    if (!ok) {
      k.failures++;
      continue;
    }
    // What is left is the boneyard, in random order.
    h.bone.length = 0;
    for (const t of pool) h.bone.push(t);
    for (let i = h.bone.length - 1; i > 0; i--) {
      const j = nextInt(rng, i + 1);
      const tmp = h.bone[i];
      h.bone[i] = h.bone[j];
      h.bone[j] = tmp;
    }
    return;
  }
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

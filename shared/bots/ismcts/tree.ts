/**
 * The search tree of SO-ISMCTS, flat in typed arrays (one slot per node, allocated once per
 * decision). A node is an edge from its parent: a move by a seat. In a determinized hand the seat
 * to move after a move depends on the hidden tiles (a seat that cannot play draws or passes), so
 * the edge's key is the seat and the move, and siblings may belong to different seats.
 */
export class Tree {
  readonly parent: Int32Array;
  readonly firstChild: Int32Array;
  readonly nextSibling: Int32Array;
  /** seat << 11 | encoded move (DRAW is 1 << 10). */
  readonly key: Int32Array;
  /** The side of the seat that made the move: the side whose reward this node sums. */
  readonly side: Int8Array;
  readonly visits: Float64Array;
  /** Availability: how often this move was legal when its parent was visited. */
  readonly avail: Float64Array;
  readonly reward: Float64Array;
  size = 1;

  constructor(capacity: number) {
    this.parent = new Int32Array(capacity).fill(-1);
    this.firstChild = new Int32Array(capacity).fill(-1);
    this.nextSibling = new Int32Array(capacity).fill(-1);
    this.key = new Int32Array(capacity);
    this.side = new Int8Array(capacity);
    this.visits = new Float64Array(capacity);
    this.avail = new Float64Array(capacity);
    this.reward = new Float64Array(capacity);
  }

  get full(): boolean {
    return this.size === this.parent.length;
  }

  /** The child of `node` with this key, or -1. */
  child(node: number, key: number): number {
    for (let c = this.firstChild[node]; c >= 0; c = this.nextSibling[c]) if (this.key[c] === key) return c;
    return -1;
  }

  add(node: number, key: number, side: number): number {
    const c = this.size++;
    this.parent[c] = node;
    this.key[c] = key;
    this.side[c] = side;
    this.nextSibling[c] = this.firstChild[node];
    this.firstChild[node] = c;
    return c;
  }
}

export function moveKey(seat: number, move: number): number {
  return (seat << 11) | move;
}

export function moveOfKey(key: number): number {
  return key & 2047;
}

/**
 * The search tree of SO-ISMCTS, flat in typed arrays (one slot per node, allocated once per
 * decision). A node is an edge from its parent: a move by a seat. In a determinized hand the seat
 * to move after a move depends on the hidden tiles (a seat that cannot play draws or passes), so
 * the edge's key is the seat and the move, and siblings may belong to different seats.
 *
 * A node's children are also indexed by (node, key) in an open-addressing table: a node where
 * another seat moves gathers that seat's moves over every deal walked (dozens), of which the
 * deal being walked allows a few, and those few are looked up instead of walking the list.
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
  /** (node << 13 | key) of each index slot's child (keys are under 1 << 13). */
  private readonly indexKey: Int32Array;
  /** The child in each index slot, plus one (0: an empty slot). */
  private readonly indexChild: Int32Array;
  private readonly indexMask: number;
  /** 32 less the index's bits: Fibonacci hashing keeps a product's high bits. */
  private readonly indexShift: number;

  constructor(capacity: number) {
    if (capacity > 1 << 18)
      throw new RangeError(`a tree of ${capacity} nodes is past the index's ${1 << 18}`);
    this.parent = new Int32Array(capacity).fill(-1);
    this.firstChild = new Int32Array(capacity).fill(-1);
    this.nextSibling = new Int32Array(capacity).fill(-1);
    this.key = new Int32Array(capacity);
    this.side = new Int8Array(capacity);
    this.visits = new Float64Array(capacity);
    this.avail = new Float64Array(capacity);
    this.reward = new Float64Array(capacity);
    // At most half full, so a probe is short.
    let bits = 10;
    while (1 << bits < 2 * capacity) bits++;
    this.indexKey = new Int32Array(1 << bits);
    this.indexChild = new Int32Array(1 << bits);
    this.indexMask = (1 << bits) - 1;
    this.indexShift = 32 - bits;
  }

  get full(): boolean {
    return this.size === this.parent.length;
  }

  /** The child of `node` with this key, or -1. */
  child(node: number, key: number): number {
    const k = (node << 13) | key;
    for (let i = Math.imul(k, 0x9e3779b1) >>> this.indexShift; ; i = (i + 1) & this.indexMask) {
      const c = this.indexChild[i];
      if (c === 0) return -1;
      if (this.indexKey[i] === k) return c - 1;
    }
  }

  add(node: number, key: number, side: number): number {
    const c = this.size++;
    this.parent[c] = node;
    this.key[c] = key;
    this.side[c] = side;
    this.nextSibling[c] = this.firstChild[node];
    this.firstChild[node] = c;
    const k = (node << 13) | key;
    let i = Math.imul(k, 0x9e3779b1) >>> this.indexShift;
    while (this.indexChild[i] !== 0) i = (i + 1) & this.indexMask;
    this.indexKey[i] = k;
    this.indexChild[i] = c + 1;
    return c;
  }
}

export function moveKey(seat: number, move: number): number {
  return (seat << 11) | move;
}

export function moveOfKey(key: number): number {
  return key & 2047;
}

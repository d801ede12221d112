/** The types of edmonds-blossom 1.0.0 (it ships none): a maximum-weight matching, O(n³). */
declare module 'edmonds-blossom' {
  /** Edges `[u, v, weight]`; each vertex's mate (-1: none) by vertex number. */
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}

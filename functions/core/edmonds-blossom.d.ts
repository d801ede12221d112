/** The types of edmonds-blossom 1.0.0 (it ships none): a maximum-weight matching. */
declare module 'edmonds-blossom' {
  /**
   * Edges as [i, j, weight] over vertices 0..n-1; the answer's i is i's mate, or -1. With
   * `maxCardinality`, the heaviest of the matchings with the most edges.
   */
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}

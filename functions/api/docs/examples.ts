/**
 * Examples of the table a client reads, added to the document with the first one asked for (not
 * at a cold start): a view mid-hand, the seat to move with its legal moves, and the answer to the
 * move that ended a hand. table-examples.json is what the tables' own code makes of a seeded game
 * (test/api/table-examples.unit.test.ts plays it, compares and rewrites it on request).
 */
import examples from './table-examples.json';

/** The part of a document this reads: an operation's answers by path and method. */
type Operation = { responses?: Record<string, unknown> } | undefined;

const TABLE_EXAMPLES = {
  midHand: {
    summary: 'Mid-hand, your turn',
    description: 'The seat to move sees its tiles and its legal moves; send one back with the version.',
    value: examples.midHand,
  },
  handOver: {
    summary: 'A hand just finished',
    description: 'The answer to the move that ended a hand: its summary in `lastHand`, the next hand dealt.',
    value: examples.handOver,
  },
};

/** The operations whose 200 is a table as its player sees it. */
const WHERE = [
  ['/v1/tables/{id}', 'get'],
  ['/v1/tables/{id}/moves', 'post'],
] as const;

/** Adds the table examples to `doc`'s getTable and playMove answers. */
export function addTableExamples(doc: { paths?: object }): void {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, method] of WHERE) {
    const ok = paths[path]?.[method]?.responses?.['200'] as
      | { content?: Record<string, { examples?: object }> }
      | undefined;
    const json = ok?.content?.['application/json'];
    if (json) json.examples = TABLE_EXAMPLES;
  }
}

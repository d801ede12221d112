/**
 * The document's table examples (functions/api/docs/table-examples.json) are what the tables' own
 * code answers in a seeded game on the in-memory store, and validate against the Table schema
 * with no field it lacks. After a change to the table's answer, rewrite them with
 * `TABLE_EXAMPLES_GOLDEN=write npx vitest run test/api/table-examples.unit.test.ts` and review the diff.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { openApiDocument } from '../../functions/api/docs/routes';
import { TableSchema } from '../../functions/api/schemas/table-shapes';
import { tableResource } from '../../functions/api/table-resource';
import { lineMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { REPO_ROOT } from '../../infra/bundling';
import { memoryTables, startedTable, turnAt } from '../support/memory-tables';

const GOLDEN = join(REPO_ROOT, 'functions/api/docs/table-examples.json');

/** A Draw game for two, Ana and Ben, each playing their first legal move, 30 s apart. */
async function seededGame() {
  const t = memoryTables();
  t.ctx.newId = () => 'K7MQ4XRZ2W9PD3NB6TVA';
  let table = await startedTable(t, { dev: null, moveTimeLimitSeconds: 86_400 });
  let midHand: unknown = null;
  for (let n = 0; n < 200; n++) {
    const { playerId, move } = turnAt(table);
    // After four moves: the table as the seat to move reads it.
    if (n === 4) midHand = await tableResource(table, playerId);
    t.clock.now += 30_000;
    const answer = await playMove(t.ctx, {
      tableId: table.id,
      playerId: playerId!,
      move,
      expectedVersion: table.version,
    });
    const handOver =
      lineMatch(answer.table)!.handNo > lineMatch(table)!.handNo || answer.table.status === 'over';
    table = answer.table;
    // The answer to the move that ended the first hand, to the player who made it.
    if (handOver) return { midHand, handOver: await tableResource(table, playerId) };
  }
  throw new Error('the first hand did not end in 200 moves');
}

const made = JSON.parse(JSON.stringify(await seededGame())) as Record<'midHand' | 'handOver', unknown>;

describe('the table examples', () => {
  it('are what the code answers in the seeded game', () => {
    if (process.env.TABLE_EXAMPLES_GOLDEN === 'write') {
      writeFileSync(GOLDEN, `${JSON.stringify(made, null, 2)}\n`);
      // As the linter formats JSON, so that the file written passes it.
      execFileSync('npx', ['biome', 'format', '--write', GOLDEN], { stdio: 'ignore' });
    }
    expect(JSON.parse(readFileSync(GOLDEN, 'utf8'))).toEqual(made);
  });

  it('validate against the Table schema, field for field', () => {
    for (const [name, example] of Object.entries(made)) {
      const parsed = TableSchema.safeParse(example);
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
      // The schema drops a field it does not name: nothing was dropped.
      expect(parsed.data, name).toEqual(example);
    }
    const mid = TableSchema.parse(made.midHand);
    expect(mid.status).toBe('playing');
    expect(mid.view!.turn).toBe(mid.you);
    expect(mid.view!.legalMoves!.length).toBeGreaterThan(0);
    const over = TableSchema.parse(made.handOver);
    expect(over.view && 'lastHand' in over.view && over.view.lastHand).toBeTruthy();
  });

  it('are on getTable’s and playMove’s answers in the document', async () => {
    const doc = (await openApiDocument(createApp(defaultDeps({} as Store)))) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, object> }> }>
      >;
    };
    for (const [path, method] of [
      ['/v1/tables/{id}', 'get'],
      ['/v1/tables/{id}/moves', 'post'],
    ]) {
      const json = doc.paths[path][method].responses['200'].content['application/json'] as {
        examples: Record<string, { value: unknown }>;
      };
      expect(json.examples.midHand.value, path).toEqual(made.midHand);
      expect(json.examples.handOver.value, path).toEqual(made.handOver);
    }
  });
});

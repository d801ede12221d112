/**
 * `npm run bench:events`: an event's rounds on DynamoDB Local (this process starts it, in memory).
 * One JSON line each on stdout:
 *   {"kind":"round",…}      a 512-player Swiss of 7 rounds with simulated results, a line a round:
 *                           the pairing's time (the pure matching, and the whole advance with its
 *                           reads and transaction), its write units, the results' writes and their
 *                           units (ReturnConsumedCapacity=TOTAL), the round item's size, repeat
 *                           meetings (0) and players left unpaired but the bye (0)
 *   {"kind":"swiss",…}      the totals over the 7 rounds
 *   {"kind":"duplicate",…}  a duplicate round of 64 tables dealt from the round's seed as each
 *                           table deals (duplicateSeeds), each played its own way through hand 1:
 *                           whether every table dealt every hand the same tiles to the same seats
 * BENCH_PLAYERS (512) and BENCH_ROUNDS (7) size the Swiss. Results are drawn from a fixed seed.
 */
import { performance } from 'node:perf_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { commitRoundDeal, duplicateSeeds } from '../functions/events/duplicate';
import type { EventSettings } from '../functions/events/model';
import {
  advanceEvent,
  createEvent,
  type EventContext,
  joinEvent,
  recordResult,
  startEvent,
} from '../functions/events/operations';
import { nextRound } from '../functions/events/rounds';
import { createDocumentClient } from '../functions/store/client';
import { DynamoDbEvents } from '../functions/store/dynamodb-events';
import {
  applyMove,
  legalMovesOf,
  moveOf,
  nextInt,
  resolveRules,
  seedState,
  startMatch,
} from '../shared/engine';
import { BENCH_TIMEOUTS, withLocalTable } from './local-table';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 512);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** What DynamoDB reports writing, summed while counting. */
const meter = { writes: 0, units: 0 };

function countWrites(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const write = /Put|Update|Delete|TransactWrite/.test(command);
      if (write) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      if (write) {
        meter.writes++;
        const c = (
          out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
        ).ConsumedCapacity;
        for (const x of Array.isArray(c) ? c : c ? [c] : []) meter.units += x.CapacityUnits ?? 0;
      }
      return out;
    },
    { step: 'initialize', name: 'benchCountWrites', priority: 'high' },
  );
}

const take = () => {
  const out = { ...meter };
  meter.writes = 0;
  meter.units = 0;
  return out;
};

async function swiss(client: DynamoDBClient, tableName: string) {
  const store = new DynamoDbEvents(createDocumentClient(client), tableName, BENCH_TIMEOUTS);
  let ms = Date.parse('2026-12-06T10:00:00.000Z');
  let ids = 0;
  const ctx: EventContext = {
    store: { events: store },
    now: () => new Date(ms),
    newId: () => `b${String(++ids).padStart(19, '0')}`,
    randomSeed: () => `seed-${ids++}`,
    newCode: () => 'BENCH1',
  };
  const settings: EventSettings = {
    name: 'Bench Swiss',
    game: 'draw2',
    pace: 'live',
    format: 'swiss',
    rounds: ROUNDS,
    minPlayers: 2,
    maxPlayers: PLAYERS,
    startAt: '2026-12-06T12:00:00.000Z',
    rated: true,
    visibility: 'public',
    duplicate: false,
    roundSeconds: 3600,
  };
  const e = await createEvent(ctx, { id: 'p0', name: 'P0' }, settings, { join: true });
  for (let i = 1; i < PLAYERS; i++) await joinEvent(ctx, e.id, { id: `p${i}`, name: `P${i}` }, null);
  const rng = seedState('bench-events');
  const met = new Set<string>();
  const totals = { repeats: 0, unpaired: 0, pairingMs: 0, advanceMs: 0, units: 0, writes: 0 };
  take();
  for (let n = 1; n <= ROUNDS; n++) {
    // The pure matching alone, on the same history (the advance below pairs again, in its write).
    const before = await store.listRounds(e.id);
    const event = (await store.findEvent(e.id))!;
    let pairingMs = 0;
    if (n > 1) {
      const t = performance.now();
      nextRound(
        { ...event, roundCount: ROUNDS },
        before.map((r) => r.matches),
      );
      pairingMs = performance.now() - t;
    }
    take();
    const t0 = performance.now();
    if (n === 1) {
      const t = performance.now();
      await startEvent(ctx, e.id, 'p0');
      pairingMs = performance.now() - t;
    } else {
      const outcome = await advanceEvent(ctx, e.id, null);
      if (outcome !== 'paired') throw new Error(`round ${n}: ${outcome}`);
    }
    const advanceMs = performance.now() - t0;
    const pairing = take();
    const round = (await store.findRound(e.id, n))!;
    let repeats = 0;
    const seen = new Set<string>();
    for (const m of round.matches) {
      seen.add(m.a);
      if (m.b === null) continue;
      seen.add(m.b);
      const key = [m.a, m.b].sort().join('|');
      if (met.has(key)) repeats++;
      met.add(key);
    }
    const byes = round.matches.filter((m) => m.b === null).length;
    const unpaired = PLAYERS - seen.size + (byes > PLAYERS % 2 ? byes - (PLAYERS % 2) : 0);
    ms += 60_000;
    // The results, one by one, the last one pairing nothing (the loop's next advance does).
    const open = round.matches.filter((m) => m.result === null);
    for (const m of open.slice(0, -1)) {
      const winner = nextInt(rng, 2) === 0 ? 'a' : 'b';
      await recordResult(ctx, e.id, n, m.board, {
        winner,
        how: 'played',
        points: winner === 'a' ? [100, nextInt(rng, 100)] : [nextInt(rng, 100), 100],
      });
    }
    const results = take();
    // The last result is written straight into the round, so that the advance above is timed alone.
    const last = open.at(-1)!;
    const r = (await store.findRound(e.id, n))!;
    await store.saveRound(
      {
        ...r,
        version: r.version + 1,
        finishedAt: new Date(ms).toISOString(),
        matches: r.matches.map((m) =>
          m.board === last.board ? { ...m, result: { winner: 'a', how: 'played', points: [100, 0] } } : m,
        ),
      },
      r.version,
    );
    take();
    const line = {
      kind: 'round',
      round: n,
      players: PLAYERS,
      tables: round.matches.length - byes,
      byes,
      pairingMs: Math.round(pairingMs),
      advanceMs: Math.round(advanceMs),
      pairingWrites: pairing.writes,
      pairingWriteUnits: pairing.units,
      resultWrites: results.writes,
      resultWriteUnits: Math.round(results.units),
      writeUnitsPerResult: Math.round((results.units / Math.max(1, results.writes)) * 10) / 10,
      repeats,
      unpaired,
    };
    console.log(JSON.stringify(line));
    totals.repeats += repeats;
    totals.unpaired += unpaired;
    totals.pairingMs += pairingMs;
    totals.advanceMs += advanceMs;
    totals.units += pairing.units + results.units;
    totals.writes += pairing.writes + results.writes;
  }
  console.log(
    JSON.stringify({
      kind: 'swiss',
      players: PLAYERS,
      rounds: ROUNDS,
      repeats: totals.repeats,
      unpaired: totals.unpaired,
      pairingMsMean: Math.round(totals.pairingMs / ROUNDS),
      advanceMsMean: Math.round(totals.advanceMs / ROUNDS),
      writes: totals.writes,
      writeUnits: Math.round(totals.units),
    }),
  );
}

function duplicate(tables: number) {
  const rules = resolveRules({ preset: 'draw', players: 2 });
  const deal = commitRoundDeal('bench-duplicate-round', 'bench-salt');
  const dealt: string[][] = [];
  const logs = new Set<string>();
  for (let t = 0; t < tables; t++) {
    const seeds = duplicateSeeds(deal.seed, 1);
    let { state } = startMatch(rules, { seed: `table-${t}`, handSeed: seeds });
    const hands = [JSON.stringify([state.hand.hands, state.hand.bone])];
    const rng = seedState(`play-${t}`);
    for (let k = 0; k < 400; k++) {
      const legal = legalMovesOf(state.rules, state.hand);
      const r = applyMove(state, state.hand.turn, moveOf(legal[nextInt(rng, legal.length)]), {
        nextHandSeed: seeds,
      });
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
      if (r.handEnded) {
        logs.add(r.finished[0].log.join(','));
        if (state.winner < 0) hands.push(JSON.stringify([state.hand.hands, state.hand.bone]));
        break;
      }
    }
    dealt.push(hands);
  }
  const same = dealt.every((h) => h.every((x, i) => x === dealt[0][i]));
  console.log(
    JSON.stringify({
      kind: 'duplicate',
      tables,
      handsCompared: dealt[0].length,
      sameTilesSameSeats: same,
      differentPlays: logs.size,
      commitment: deal.commitment,
    }),
  );
  if (!same) process.exitCode = 1;
}

await withLocalTable('bench-events', async (client) => {
  countWrites(client);
  await swiss(client, 'bench-events');
});
duplicate(64);

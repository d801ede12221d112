/**
 * The benchmarks' shared measuring: CPU time of this process and of DynamoDB Local's Java, and
 * the floor, the least DynamoDB Local does for a read and a conditional write of a table-sized
 * item (bench:api compares a move with it, bench:scheduler a due table's action).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  type AttributeValue,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { itemSize } from '../test/support/item-size';

export const round = (x: number, digits = 2) => Number(x.toFixed(digits));

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type Item = Record<string, AttributeValue>;

// ---------------------------------------------------------------- CPU accounting

/** DynamoDB Local's Java process (a child of this one), found through /proc; Linux only. */
export function javaPid(): number | null {
  try {
    for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
      const kids = readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/);
      for (const kid of kids.filter(Boolean)) {
        if (readFileSync(`/proc/${kid}/comm`, 'utf8').trim() === 'java') return Number(kid);
      }
    }
  } catch {}
  return null;
}

/** CPU time so far, ms: this process (the load generator and the floor's SDK) and Java. */
export function cpuNow(java: number | null): { bench: number; java: number } {
  const own = process.cpuUsage();
  let javaMs = Number.NaN;
  if (java !== null) {
    try {
      const fields = readFileSync(`/proc/${java}/stat`, 'utf8').split(') ')[1].split(' ');
      javaMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime + stime
    } catch {}
  }
  return { bench: (own.user + own.system) / 1000, java: javaMs };
}

const CLOCK_TICKS = 100;

export class CpuMeter {
  bench = 0;
  java = 0;
  private at: { bench: number; java: number } | null = null;
  constructor(private readonly pid: number | null) {}
  start(): void {
    this.at = cpuNow(this.pid);
  }
  stop(): void {
    const now = cpuNow(this.pid);
    this.bench += now.bench - this.at!.bench;
    this.java += now.java - this.at!.java;
  }
}

// ---------------------------------------------------------------- the floor

const INDEX_KEYS = ['lobbyPk', 'lobbySk', 'turnPk', 'turnSk', 'duePk', 'dueAt'];

export interface FloorStats {
  samples: number[];
  wcu: number;
  seconds: number;
}

/**
 * `callers` callers, each on its own item: GetItem (strongly consistent, like the store's load),
 * then PutItem of the whole item on condition that its version is still the one read. The item
 * is a copy of a real game item, byte for byte the same size (key values padded to the same
 * length). Variant `noIndexKeys` renames the index key attributes (same length, so same size):
 * the least DynamoDB can do for a read plus a conditional write of that item. Variant `sameItem`
 * keeps them and changes the turn-index keys on every write as a move does.
 */
export class Floor {
  private readonly base: Item;
  private readonly versions: number[] = [];
  readonly stats: FloorStats = { samples: [], wcu: 0, seconds: 0 };

  constructor(
    private readonly db: DynamoDBClient,
    private readonly tableName: string,
    private readonly template: Item,
    readonly variant: 'noIndexKeys' | 'sameItem',
    readonly callers: number,
  ) {
    this.base = {};
    for (const [k, v] of Object.entries(template)) {
      if (variant === 'sameItem' || !INDEX_KEYS.includes(k)) this.base[k] = v;
      else this.base[`x${k.slice(1)}`] = v;
    }
  }

  private key(c: number): Item {
    const pk = this.template.PK.S ?? '';
    const id = `FLOOR#${this.variant === 'sameItem' ? 's' : 'n'}${c}#`;
    // SK `FLOOR`, as long as the table item's `TABLE`: the same bytes, but not a table to the stream's
    // readers (a floor item read as a table held the notifier's stream for minutes).
    return { PK: { S: id.padEnd(pk.length, '0') }, SK: { S: 'FLOOR' } };
  }

  private item(c: number): Item {
    const item: Item = { ...this.base, ...this.key(c), version: { N: String(this.versions[c]) } };
    const turnSk = this.template.turnSk?.S;
    // Like a move: the turn index's sort key is `<ISO time>#<id>` and changes with every write.
    if (this.variant === 'sameItem' && turnSk) {
      item.turnSk = { S: `${new Date().toISOString()}${turnSk.slice(24)}` };
    }
    return item;
  }

  size(): number {
    return itemSize(this.item(0));
  }

  async setUp(): Promise<void> {
    for (let c = 0; c < this.callers; c++) {
      this.versions[c] = Number(this.template.version.N);
      await this.db.send(new PutItemCommand({ TableName: this.tableName, Item: this.item(c) }));
    }
  }

  async run(seconds: number, keep: boolean): Promise<void> {
    const started = performance.now();
    const until = started + seconds * 1000;
    const caller = async (c: number) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const got = await this.db.send(
          new GetItemCommand({ TableName: this.tableName, Key: this.key(c), ConsistentRead: true }),
        );
        const v = Number(got.Item?.version?.N);
        this.versions[c] = v + 1;
        const out = await this.db.send(
          new PutItemCommand({
            TableName: this.tableName,
            Item: this.item(c),
            ConditionExpression: '#v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': { N: String(v) } },
            ReturnConsumedCapacity: 'INDEXES',
          }),
        );
        if (keep) {
          this.stats.samples.push(performance.now() - t0);
          this.stats.wcu += out.ConsumedCapacity?.CapacityUnits ?? 0;
        }
      }
    };
    await Promise.all(Array.from({ length: this.callers }, (_, c) => caller(c)));
    if (keep) this.stats.seconds += (performance.now() - started) / 1000;
  }

  line() {
    const { samples, wcu, seconds } = this.stats;
    return {
      kind: 'floor',
      variant: this.variant,
      clients: this.callers,
      ops: samples.length,
      opsPerSecond: round(samples.length / seconds, 1),
      p50ms: round(percentile(samples, 50)),
      p99ms: round(percentile(samples, 99)),
      itemBytes: this.size(),
      wcuPerOp: round(wcu / samples.length, 3),
    };
  }
}

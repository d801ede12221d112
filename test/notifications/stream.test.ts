/**
 * Notifications end to end on DynamoDB Local's stream, read as `npm start` reads it: a
 * correspondence table played through the API, each player's receiver (a real server on
 * loopback, verifying every signature with the standardwebhooks library) getting exactly the
 * events that concern them, in order, once each; the rematch invitation; a poisoned record set
 * aside as a dead letter while the stream moves on; the notifier Lambda in-process with the
 * stream's records in Lambda's event shape.
 */
import { randomUUID } from 'node:crypto';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreFormatError } from '../../functions/core/store-errors';
import { handleChanges } from '../../functions/notifications/stream';
import { logger } from '../../functions/observability/logger';
import { tableFormat } from '../../functions/store/formats/table';
import { TABLE_SK } from '../../functions/store/table-item';
import { type ChangeRecord, tableChanges } from '../../functions/store/table-stream';
import { signUp, type TestPlayer } from '../support/api';
import { expectOk, type Schemas, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { eventually, type NotifyBench, notifyBench } from '../support/notifications';
import { moveOf, startTable } from '../support/play';
import { type Receiver, startReceiver } from '../support/receiver';

let bench: NotifyBench;
const receivers: Receiver[] = [];

beforeAll(async () => {
  bench = await notifyBench();
});
afterAll(async () => {
  await bench?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

/** The typed client of `token` on the bench's app, and a table's or webhook's id as a path parameter. */
const as = (token: string) => typedClient(bench.app, token);
const byId = (id: string) => ({ params: { path: { id } } });

/** A webhook to `receiver` for `player`; the receiver then verifies with its secret. */
async function hooked(player: TestPlayer, receiver: Receiver) {
  const made = await expectOk(as(player.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
  receiver.secret = made.secret;
  return made;
}

async function subscribed(name: string) {
  const player = await signUp(bench.app, name);
  const receiver = await startReceiver();
  receivers.push(receiver);
  const made = await hooked(player, receiver);
  return { player, receiver, webhookId: made.id };
}

/** Opens a two-seat draw table as `creator` (nobody seated yet): the open table. */
const openTable = (creator: TestPlayer, body: Partial<Schemas['CreateTable']> = {}) =>
  expectOk(
    as(creator.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 }, ...body } }),
    201,
  );

type State = { version: number; status: string; turn: { seat: number } | null };

/** What each seat should be told, from the states the API answered (independently of the notifier). */
function expectedFor(seat: number, states: State[], isCreator: boolean): string[] {
  const out: string[] = [];
  states.forEach((s, i) => {
    const prev = states[i - 1];
    if (isCreator && s.version === 2) out.push(`table.joined@${s.version}`);
    if (prev?.status === 'open' && s.status !== 'open') out.push(`table.started@${s.version}`);
    if (s.turn?.seat === seat && prev?.turn?.seat !== seat) out.push(`table.your_turn@${s.version}`);
    if (prev && prev.status !== 'over' && s.status === 'over') out.push(`table.ended@${s.version}`);
  });
  return out;
}

const received = (r: Receiver) => r.deduped().map((x) => `${x.json!.type}@${x.json!.data!.version ?? ''}`);

describe('a correspondence table played through the API', () => {
  it('tells each player exactly what concerns them, in order, once each, signed and fresh', async () => {
    const ana = await subscribed('Ana');
    const ben = await subscribed('Ben');
    const states: State[] = [];
    const keep = (t: Schemas['Table']) => states.push({ version: t.version, status: t.status, turn: t.turn });
    const created = await openTable(ana.player, {
      rules: { preset: 'draw', players: 2, target: 1 },
      moveTimeLimitSeconds: 86_400,
      seed: 'webhooks-e2e',
    });
    keep(created);
    const id = created.id;
    keep(await expectOk(as(ben.player.token).POST('/v1/tables/{id}/seats', byId(created.code))));
    keep(await expectOk(as(ana.player.token).POST('/v1/tables/{id}/start', byId(id))));
    const bySeat: TestPlayer[] = [ana.player, ben.player];
    while (states.at(-1)!.status === 'playing') {
      const p = bySeat[states.at(-1)!.turn!.seat];
      const mine = await expectOk(as(p.token).GET('/v1/tables/{id}', byId(id)));
      const body = moveOf(mine.view!.legalMoves![0]);
      keep(
        await expectOk(
          as(p.token).POST('/v1/tables/{id}/moves', {
            ...byId(id),
            body: { ...body, version: mine.version },
          }),
        ),
      );
    }
    const wantAna = expectedFor(0, states, true);
    const wantBen = expectedFor(1, states, false);
    expect(wantAna.filter((e) => e.startsWith('table.your_turn')).length).toBeGreaterThan(1);
    await eventually(
      () =>
        received(ana.receiver).length >= wantAna.length && received(ben.receiver).length >= wantBen.length,
      20_000,
      'every notification',
    );
    // Any late extra would show up within a few polls.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received(ana.receiver)).toEqual(wantAna);
    expect(received(ben.receiver)).toEqual(wantBen);

    for (const { receiver, player } of [ana, ben]) {
      expect(receiver.badSignatures).toEqual([]);
      for (const r of receiver.requests) {
        expect(r.headers['webhook-signature']).toMatch(/^v1,/);
        // Fresh: signed when sent, not when the change happened.
        expect(Math.abs(Number(r.headers['webhook-timestamp']) * 1000 - r.at)).toBeLessThan(30_000);
        expect(r.json!.data).toMatchObject({
          tableId: id,
          url: `https://play.example/tables/${id}`,
          links: { table: `/v1/tables/${id}`, web: `https://play.example/tables/${id}` },
          host: 'Ana',
        });
        // Never a tile: no "n-m" value anywhere, no hand.
        expect(JSON.stringify(r.json)).not.toMatch(/"[0-6]-[0-6]"/);
        expect(r.body).not.toContain('"hand"');
        expect(r.json!.data!.seat).toBe(bySeat.indexOf(player));
      }
    }
    const turn = ben.receiver.deduped().find((r) => r.json!.type === 'table.your_turn')!;
    expect(turn.json!.data).toMatchObject({ seat: 1, turn: { seat: 1, name: 'Ben' } });
    expect(Date.parse(turn.json!.data!.deadline!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const joined = ana.receiver.deduped().find((r) => r.json!.type === 'table.joined')!;
    expect(joined.json!.data!.joined).toEqual({ seat: 1, name: 'Ben' });
    const ended = ben.receiver.deduped().at(-1)!;
    expect(ended.json!.type).toBe('table.ended');
    expect(ended.json!.data!.result!.scores).toHaveLength(2);
    expect(ended.json!.data!.result!.winners).toHaveLength(1);

    // The delivery log says the same.
    const log = await expectOk(
      as(ben.player.token).GET('/v1/me/webhooks/{id}/deliveries', {
        params: { path: { id: ben.webhookId }, query: { limit: 100 } },
      }),
    );
    expect(log.deliveries.map((d) => d.event).reverse()).toEqual(wantBen.map((e) => e.split('@')[0]));
    expect(log.deliveries.every((d) => d.status === 'delivered')).toBe(true);

    // A rematch: Ben is invited.
    const rematch = await expectOk(as(ana.player.token).POST('/v1/tables/{id}/rematch', byId(id)), 201);
    await eventually(() => received(ben.receiver).length > wantBen.length, 10_000, 'the invitation');
    const invite = ben.receiver.deduped().at(-1)!;
    expect(invite.json).toMatchObject({
      type: 'table.rematch',
      data: { tableId: rematch.id, rematchOf: id, seat: 1, host: 'Ana' },
    });
    expect(received(ana.receiver)).toEqual(wantAna);
  });
});

describe('the stream', () => {
  it('one slow endpoint holds up nobody else: each person told in order, people at once', async () => {
    // The table is played before anyone subscribes; its records are then handled again as one
    // batch, as the Lambda gets it, with Gus's endpoint not answering.
    const gus = await signUp(bench.app, 'Gus');
    const hal = await signUp(bench.app, 'Hal');
    // Opened by Gus, Hal seated by its code, started.
    const { id } = await startTable(bench.app, gus, [hal], { rules: { preset: 'draw', players: 2 } });
    const handled = () => bench.handled.filter((r) => pkOf(r) === `TABLE#${id}`);
    await eventually(() => handled().length === 3, 10_000, 'the table’s three records');
    const hook = async (player: TestPlayer) => {
      const receiver = await startReceiver();
      receivers.push(receiver);
      await hooked(player, receiver);
      return receiver;
    };
    const [slow, fast] = [await hook(gus), await hook(hal)];
    let release = () => {};
    slow.hold = new Promise((resolve) => {
      release = resolve;
    });
    // Longer than the test may take: sent one after the other, Hal would never be told in time.
    const ctx = {
      ...bench.ctx,
      config: { ...bench.ctx.config, send: { ...bench.ctx.config.send, timeoutMs: 120_000 } },
    };
    const done = handleChanges(ctx, tableChanges(handled()));
    // Both sent at once (either may arrive first); Gus's is still unanswered when Hal has his.
    await eventually(
      () => fast.requests.length > 0 && slow.requests.length > 0,
      10_000,
      'Hal’s notice while Gus’s endpoint hangs',
    );
    expect(slow.requests.map((r) => [r.json!.type, r.closed])).toEqual([['table.joined', false]]);
    release();
    expect(await done).toBeNull();
    expect(received(slow)[0]).toBe('table.joined@2');
    expect(received(slow)[1]).toBe('table.started@3');
    expect(received(fast)[0]).toBe('table.started@3');
    expect([...slow.badSignatures, ...fast.badSignatures]).toEqual([]);
  });

  it('sets a record that cannot be handled aside as a dead letter, and goes on', async () => {
    const db = testDynamoDb();
    const poison = `poison-${randomUUID()}`;
    await db.client.send(
      new PutItemCommand({
        TableName: bench.tableName,
        Item: {
          PK: { S: `TABLE#${poison}` },
          SK: { S: TABLE_SK },
          version: { N: '1' },
          d: { B: Buffer.from('not a table') },
        },
      }),
    );
    const cy = await subscribed('Cy');
    const created = await openTable(cy.player);
    const dee = await signUp(bench.app, 'Dee');
    await expectOk(as(dee.token).POST('/v1/tables/{id}/seats', byId(created.code)));
    await eventually(() => received(cy.receiver).length === 1, 10_000, 'the join after the poisoned record');
    expect(bench.deadLetters.map(pkOf)).toEqual([`TABLE#${poison}`]);
  });

  it('drives the notifier Lambda in-process, in the event shape Lambda sends', async () => {
    process.env.TABLE_NAME = bench.tableName;
    process.env.DEV_MODE = 'true';
    const { handler } = await import('../../functions/notifier');
    const eve = await subscribed('Eve');
    const created = await openTable(eve.player);
    const fay = await signUp(bench.app, 'Fay');
    await expectOk(as(fay.token).POST('/v1/tables/{id}/seats', byId(created.code)));
    await eventually(() => received(eve.receiver).length === 1, 10_000, 'the join');
    const mine = bench.records.filter((r) => pkOf(r) === `TABLE#${created.id}`);
    expect(mine.map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY']);
    // As Lambda sends it: JSON, binary attributes in base64, times in epoch seconds, the source's fields.
    const event = {
      Records: mine.map((r) => ({
        ...(lambdaShape(r) as object),
        eventSource: 'aws:dynamodb',
        eventSourceARN: `arn:aws:dynamodb:us-east-1:123456789012:table/${bench.tableName}/stream/2026-12-01T00:00:00.000`,
        awsRegion: 'us-east-1',
      })),
    } as DynamoDBStreamEvent;
    expect(typeof event.Records[1].dynamodb?.NewImage?.d?.B).toBe('string');
    // The same change handled again (a retried batch): nothing is sent twice.
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(received(eve.receiver)).toHaveLength(1);
    expect(eve.receiver.requests).toHaveLength(1);
    // A record it cannot read is reported, so the mapping retries it and then dead-letters it.
    const broken = structuredClone(event);
    broken.Records[1].dynamodb!.NewImage!.d = { B: Buffer.from('garbage').toString('base64') };
    const seq = broken.Records[1].dynamodb!.SequenceNumber;
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      expect(await handler(broken)).toEqual({ batchItemFailures: [{ itemIdentifier: seq }] });
      // Logged with the record and the item it could not read (zlib's words as the cause).
      expect(logged).toHaveBeenCalledTimes(1);
      const [message, err] = logged.mock.calls[0] as unknown as [string, unknown];
      expect(message).toBe(`notifications for stream record ${seq} failed`);
      expect(err).toBeInstanceOf(StoreFormatError);
      expect((err as Error).message).toBe(
        `TABLE#${created.id} TABLE: not a table item of version ${tableFormat.current} (invalid block type)`,
      );
    } finally {
      logged.mockRestore();
    }
  });
});

/** A record from the Streams API as Lambda's JSON event has it. */
function lambdaShape(record: unknown): unknown {
  const walk = (v: unknown): unknown => {
    if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
    if (v instanceof Date) return Math.floor(v.getTime() / 1000);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return JSON.parse(JSON.stringify(walk(record)));
}

const pkOf = (r: ChangeRecord) => (r.dynamodb?.Keys?.PK as { S?: string } | undefined)?.S;

/**
 * The migration command's core against DynamoDB Local, on a table of its own: a made-up player
 * format version 2 (the name under another attribute) upgrades the fixtures' version 1 players;
 * a dry run writes nothing; a run stopped after a page resumes from its cursor; two runs at once
 * upgrade each item once; items of other kinds, current ones and unknown ones are left alone.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PlayerRecord } from '../../functions/accounts/model';
import { defineFormat, formatVersionOf, type Item } from '../../functions/store/formats/format';
import { ITEM_KINDS, type ItemKind } from '../../functions/store/formats/index';
import { playerFormat, playerKey } from '../../functions/store/formats/player';
import { tableFormat } from '../../functions/store/formats/table';
import { migrate, upgradeItem } from '../../functions/store/migrate';
import { ensureTable } from '../../functions/store/table-schema';
import { testDynamoDb } from '../support/dynamodb';
import { fixtures } from '../support/fixtures';

// Version 2 keeps the name as `displayName`; version 1 items are read as before and upgraded.
const v2 = z.strictObject({
  PK: z.string(),
  SK: z.literal('PROFILE'),
  fv: z.literal(2),
  displayName: z.string(),
  tokenHash: z.string(),
  createdAt: z.string(),
});
const playerV2 = defineFormat<PlayerRecord>({
  kind: 'player',
  readers: {
    1: (item: Item) => playerFormat.decode(item),
    2: (item: Item) => {
      const i = v2.parse(item);
      return {
        id: i.PK.slice('PLAYER#'.length),
        name: i.displayName,
        tokenHash: i.tokenHash,
        createdAt: i.createdAt,
      };
    },
  },
  write: (p) => ({ ...playerKey(p.id), displayName: p.name, tokenHash: p.tokenHash, createdAt: p.createdAt }),
});
const kinds: ItemKind[] = ITEM_KINDS.map((k) =>
  k.format.kind === 'player' ? { ...k, format: playerV2 as ItemKind['format'] } : k,
);

describe('npm run migrate', () => {
  const db = testDynamoDb();
  const tableName = `migrate-${randomUUID()}`;
  // The made-up version 2 replaces the real one: only the version 1 players are its to upgrade.
  const players = fixtures().filter((f) => f.kind === 'player' && formatVersionOf(f.item) === 1);
  // Items of other kinds at their current version (tables: version 2 since rated tables).
  const others = fixtures()
    .filter((f) => f.kind === 'table' && formatVersionOf(f.item) === tableFormat.current)
    .slice(0, 3);

  beforeAll(async () => {
    await ensureTable(db.client, tableName);
    for (const f of [...players, ...others])
      await db.client.send(new PutItemCommand({ TableName: tableName, Item: f.raw }));
    await db.client.send(
      new PutItemCommand({ TableName: tableName, Item: { PK: { S: 'ELSE#1' }, SK: { S: 'X' } } }),
    );
  });
  afterAll(() => db.client.send(new DeleteTableCommand({ TableName: tableName })));

  const get = async (f: (typeof players)[number]) =>
    (
      await db.documentClient.send(
        new GetCommand({ TableName: tableName, Key: { PK: f.item.PK, SK: f.item.SK } }),
      )
    ).Item!;
  const n = players.length + others.length + 1;

  it('a dry run counts what it would upgrade and writes nothing', async () => {
    const dry = await migrate(db.documentClient, tableName, {
      dryRun: true,
      cursor: null,
      pageSize: 3,
      kinds,
    });
    expect(dry).toMatchObject({
      scanned: n,
      upgraded: players.length,
      current: others.length,
      unknown: 1,
      cursor: null,
    });
    for (const f of players) expect(await get(f)).toEqual(f.item);
  });

  it('stops after a page and resumes from its cursor; two runs at once upgrade each item once; again, nothing to do', async () => {
    const first = await migrate(db.documentClient, tableName, {
      dryRun: false,
      cursor: null,
      pageSize: 2,
      maxPages: 1,
      kinds,
    });
    expect(first.scanned).toBe(2);
    expect(first.cursor).not.toBeNull();
    const runs = await Promise.all(
      [0, 1].map(() =>
        migrate(db.documentClient, tableName, { dryRun: false, cursor: first.cursor, pageSize: 1, kinds }),
      ),
    );
    expect(first.upgraded + runs[0].upgraded + runs[1].upgraded).toBe(players.length);
    for (const f of players) {
      const item = await get(f);
      expect(item.fv).toBe(2);
      expect(playerV2.decode(item)).toEqual(playerFormat.decode(f.item));
    }
    const again = await migrate(db.documentClient, tableName, {
      dryRun: false,
      cursor: null,
      pageSize: 100,
      kinds,
    });
    expect(again).toMatchObject({ scanned: n, upgraded: 0, current: n - 1, unknown: 1 });
  });

  it('leaves an item written between its read and its write to that write', async () => {
    const f = players[0];
    await db.client.send(new PutItemCommand({ TableName: tableName, Item: f.raw }));
    const read = await get(f);
    // Someone writes it meanwhile, at version 1 still (as a deploy without version 2 would).
    await db.documentClient.send(
      new PutCommand({ TableName: tableName, Item: { ...read, name: 'Renamed' } }),
    );
    const player = kinds.find((k) => k.format.kind === 'player')!;
    expect(await upgradeItem(db.documentClient, tableName, player, read)).toBe(false);
    expect(await get(f)).toEqual({ ...read, name: 'Renamed' });
    // Read again, it upgrades.
    expect(await upgradeItem(db.documentClient, tableName, player, await get(f))).toBe(true);
    expect(playerV2.decode(await get(f)).name).toBe('Renamed');
  });
});

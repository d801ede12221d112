/**
 * Upgrades stored items to their kind's current format version, for the upgrades that cannot
 * wait for each item's next write (formats/format.ts: every other upgrade happens on read).
 * Scans the table a page at a time; each page ends with a cursor to resume from. Every rewrite
 * is conditional on the item being exactly as read, so an item written meanwhile (a player's
 * move, by a deploy that already writes the new version or by one that does not) is left to that
 * write and counted.
 */
import { type DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, translateDynamoError } from './errors';
import { FORMAT_ATTRIBUTE, formatVersionOf, type Item } from './formats/format';
import { ITEM_KINDS, type ItemKind, kindOf } from './formats/index';
import { type TableKeyPlace, tableKeyCursor } from './table-key-cursor';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

export interface MigrateOptions {
  /** Count what would be upgraded; write nothing. */
  dryRun: boolean;
  /** Where a previous run stopped (its last page's cursor); null to start at the beginning. */
  cursor: string | null;
  pageSize: number;
  /** Stop after this many pages (the cursor says where to go on). */
  maxPages?: number;
  kinds?: readonly ItemKind[];
}

export interface MigratePage {
  scanned: number;
  /** At their kind's current version already. */
  current: number;
  upgraded: number;
  /** Written by someone else between this run's read and its write: left to that write. */
  changedMeanwhile: number;
  /** Of no kind this code knows: left alone. */
  unknown: number;
  /** Resume here; null when the scan is done. */
  cursor: string | null;
}

export async function migrate(
  db: DynamoDBDocumentClient,
  dynamoTableName: string,
  options: MigrateOptions,
  onPage: (page: MigratePage) => void = () => {},
): Promise<MigratePage> {
  const kinds = options.kinds ?? ITEM_KINDS;
  const total: MigratePage = {
    scanned: 0,
    current: 0,
    upgraded: 0,
    changedMeanwhile: 0,
    unknown: 0,
    cursor: options.cursor,
  };
  let start: Record<string, unknown> | undefined = tableKeyCursor.decode(options.cursor);
  for (let pages = 0; options.maxPages === undefined || pages < options.maxPages; pages++) {
    const out = await db
      .send(
        new ScanCommand({
          TableName: dynamoTableName,
          Limit: options.pageSize,
          ExclusiveStartKey: start,
          ConsistentRead: true,
        }),
      )
      .catch((err) => {
        throw translateDynamoError(err);
      });
    const page: MigratePage = {
      scanned: 0,
      current: 0,
      upgraded: 0,
      changedMeanwhile: 0,
      unknown: 0,
      cursor: null,
    };
    for (const item of out.Items ?? []) {
      page.scanned++;
      const kind = kindOf(item, kinds);
      if (!kind) page.unknown++;
      else if (formatVersionOf(item) >= kind.format.current) page.current++;
      else if (options.dryRun || (await upgradeItem(db, dynamoTableName, kind, item))) page.upgraded++;
      else page.changedMeanwhile++;
    }
    start = out.LastEvaluatedKey;
    page.cursor = start ? tableKeyCursor.encode(start as TableKeyPlace) : null;
    onPage(page);
    for (const k of ['scanned', 'current', 'upgraded', 'changedMeanwhile', 'unknown'] as const)
      total[k] += page[k];
    total.cursor = page.cursor;
    if (!start) break;
  }
  return total;
}

/** Writes the item at the current version if it is still as read; false if it changed meanwhile. */
export async function upgradeItem(
  db: DynamoDBDocumentClient,
  dynamoTableName: string,
  kind: ItemKind,
  item: Item,
): Promise<boolean> {
  const upgraded = kind.format.encode(kind.format.decode(item));
  if (upgraded[PARTITION_KEY] !== item[PARTITION_KEY] || upgraded[SORT_KEY] !== item[SORT_KEY]) {
    // A version that moves items to new keys needs a Put and a Delete in one transaction: add it then.
    throw new Error(`${kind.format.kind}: an upgrade that changes the key is not supported yet`);
  }
  // Still exactly as read: every attribute (the version and `d` of a table, the name of a
  // player...), and no format version yet where it had none.
  const names: Record<string, string> = { '#fv': FORMAT_ATTRIBUTE };
  const values: Record<string, unknown> = {};
  const conditions = item[FORMAT_ATTRIBUTE] === undefined ? ['attribute_not_exists(#fv)'] : [];
  Object.entries(item)
    .filter(([name]) => name !== PARTITION_KEY && name !== SORT_KEY)
    .forEach(([name, value], i) => {
      names[`#a${i}`] = name;
      values[`:a${i}`] = value;
      conditions.push(`#a${i} = :a${i}`);
    });
  try {
    await db.send(
      new PutCommand({
        TableName: dynamoTableName,
        Item: upgraded,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length > 0 && { ExpressionAttributeValues: values }),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw translateDynamoError(err);
  }
}

/**
 * Accounts on the single table (item formats in formats/: player, device-token, sign-in-code,
 * identity): device tokens under their player,
 * sign-in codes and provider identities each under their own key. Every change that must happen
 * together (a code spent and the token it signs in; a player and its first token or identity;
 * a token and its replacement) is one transaction, so no failure leaves half of it.
 *
 * Every request is bounded and tried again like the store's others (call.ts). Every write is
 * conditional, so a retry never applies twice; but when an earlier attempt went unanswered, a
 * failed condition may be that very attempt having landed: then the outcome is unknown (503
 * store/outcome-unknown), never "the code was used" or "the token was gone".
 *
 * Here what a cold start's requests need (AccountReads); the other changes are
 * dynamodb-account-changes.ts's, which the store loads on first use.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeviceTokenRecord, PlayerRecord } from '../accounts/model';
import type { AccountStore, FirstCredential, TableAlongside } from '../accounts/port';
import { ItemAlreadyExistsError, ItemMissingError } from '../core/store-errors';
import type { TableRecord } from '../tables/model';
import { batchGetItems } from './batch-get';
import { DynamoDbAdapter } from './dynamodb-base';
import { deviceTokenFormat, deviceTokenKey } from './formats/device-token';
import { identityFormat } from './formats/identity';
import { playerFormat, playerKey } from './formats/player';
import { itemToTable, tableKey } from './table-item';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

const NOT_THERE = {
  ConditionExpression: 'attribute_not_exists(#pk)',
  ExpressionAttributeNames: { '#pk': PARTITION_KEY },
};
/** What a cold start's requests need of the accounts: a token and its player, sign-up. */
export type AccountReads = Pick<
  AccountStore,
  'getPlayer' | 'createPlayer' | 'getDeviceTokenAndPlayer' | 'getDeviceToken' | 'touchDeviceToken'
>;

export class DynamoDbAccounts extends DynamoDbAdapter implements AccountReads {
  async getPlayer(id: string): Promise<PlayerRecord | null> {
    // Consistent: a token revoked a moment ago (the legacy hash removed) must not be seen.
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: playerKey(id), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? playerFormat.decode(out.Item) : null;
  }

  async createPlayer(p: PlayerRecord, first: FirstCredential): Promise<void> {
    const profile = playerFormat.encode(p);
    const items = [
      { Put: { TableName: this.dynamoTableName, Item: profile, ...NOT_THERE } },
      ...(first.token
        ? [
            {
              Put: {
                TableName: this.dynamoTableName,
                Item: deviceTokenFormat.encode(first.token),
                ...NOT_THERE,
              },
            },
          ]
        : []),
      ...(first.identity
        ? [
            {
              Put: {
                TableName: this.dynamoTableName,
                Item: identityFormat.encode(first.identity),
                ...NOT_THERE,
              },
            },
          ]
        : []),
    ];
    // The identity, if any, is last: a failed condition there is a provider account linked meanwhile.
    const identityAt = first.identity ? items.length - 1 : -1;
    await this.transaction(items, (index) =>
      index === identityAt
        ? new ItemAlreadyExistsError('that identity is linked already', { item: 'identity' })
        : new ItemAlreadyExistsError(`player ${p.id} exists`, { item: 'player' }),
    );
  }

  async getDeviceTokenAndPlayer(
    playerId: string,
    tokenId: string,
    alongside?: TableAlongside,
  ): Promise<{ token: DeviceTokenRecord | null; player: PlayerRecord | null; table?: TableRecord | null }> {
    // Consistent, as getDeviceToken: the request after a revocation (or a rename) must see it.
    // The table, when asked for, is read in the same request (and as consistently as findTable).
    const tableAt = alongside && tableKey(alongside.tableId);
    const items = await batchGetItems(
      this.db,
      this.dynamoTableName,
      [playerKey(playerId), deviceTokenKey(playerId, tokenId), ...(tableAt ? [tableAt] : [])],
      'account items',
      this.timeouts,
    );
    const tablePk = tableAt?.[PARTITION_KEY];
    const accountItems = items.filter((item) => item[PARTITION_KEY] !== tablePk);
    const profile = accountItems.find((item) => item[SORT_KEY] === playerKey(playerId)[SORT_KEY]);
    const token = accountItems.find((item) => item !== profile);
    const tableItem =
      tablePk === undefined ? undefined : items.find((item) => item[PARTITION_KEY] === tablePk);
    return {
      token: token ? deviceTokenFormat.decode(token) : null,
      player: profile ? playerFormat.decode(profile) : null,
      ...(alongside && { table: tableItem ? tableOf(tableItem, alongside.held) : null }),
    };
  }

  async getDeviceToken(playerId: string, tokenId: string): Promise<DeviceTokenRecord | null> {
    // Consistent: the request after a revocation must find the token gone.
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: deviceTokenKey(playerId, tokenId),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? deviceTokenFormat.decode(out.Item) : null;
  }

  async touchDeviceToken(playerId: string, tokenId: string, at: string, ifBefore: string): Promise<void> {
    try {
      await this.conditionalWriteOrUnknown(
        (bounds) =>
          this.db.send(
            new UpdateCommand({
              TableName: this.dynamoTableName,
              Key: deviceTokenKey(playerId, tokenId),
              UpdateExpression: 'SET #used = :at',
              // Never brings a revoked token back; one write an hour, however many requests race.
              ConditionExpression: 'attribute_exists(#pk) AND #used < :before',
              ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#used': 'lastUsedAt' },
              ExpressionAttributeValues: { ':at': at, ':before': ifBefore },
            }),
            bounds,
          ),
        () => new ItemMissingError('used within the hour, or revoked', { item: 'token' }),
      );
    } catch (err) {
      if (!(err instanceof ItemMissingError)) throw err;
    }
  }
}

/**
 * The table item as a record: the copy held when it is at the item's version (no decoding), and
 * at its deadline (a vacation moves a deadline without a version: tables/vacation-due.ts; a person's
 * deadline is the item's `dueAt`).
 */
function tableOf(item: Record<string, unknown>, held: TableRecord | undefined): TableRecord {
  const same = held !== undefined && item.version === held.version;
  return same && (held.deadline === null || item.dueAt === held.deadline) ? held : itemToTable(item);
}

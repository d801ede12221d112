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
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeviceTokenRecord, IdentityRecord, PlayerRecord, SignInCodeRecord } from '../accounts/model';
import type { AccountStore, FirstCredential, TableAlongside } from '../accounts/port';
import { ItemAlreadyExistsError, ItemMissingError } from '../core/store-errors';
import type { TableRecord } from '../tables/model';
import { batchGetItems } from './batch-get';
import { DynamoDbAdapter } from './dynamodb-base';
import { deviceTokenFormat, deviceTokenKey, TOKEN_PREFIX } from './formats/device-token';
import { FORMAT_ATTRIBUTE } from './formats/format';
import { identityFormat, identityKey } from './formats/identity';
import { playerFormat, playerKey } from './formats/player';
import { signInCodeFormat, signInCodeKey } from './formats/sign-in-code';
import { itemToTable, tableKey } from './table-item';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

const NOT_THERE = {
  ConditionExpression: 'attribute_not_exists(#pk)',
  ExpressionAttributeNames: { '#pk': PARTITION_KEY },
};
const THERE = {
  ConditionExpression: 'attribute_exists(#pk)',
  ExpressionAttributeNames: { '#pk': PARTITION_KEY },
};

export class DynamoDbAccounts extends DynamoDbAdapter implements AccountStore {
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

  async renamePlayer(id: string, name: string): Promise<PlayerRecord> {
    // Only the name: the item keeps its format version (every version has a name). Setting it
    // again is harmless, and an earlier attempt that landed never fails the condition: a failed
    // one means the player is gone, whatever went unanswered before.
    const out = await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new UpdateCommand({
            TableName: this.dynamoTableName,
            Key: playerKey(id),
            UpdateExpression: 'SET #name = :name',
            ...THERE,
            ExpressionAttributeNames: { ...THERE.ExpressionAttributeNames, '#name': 'name' },
            ExpressionAttributeValues: { ':name': name },
            ReturnValues: 'ALL_NEW',
          }),
          bounds,
        ),
      () => new ItemMissingError(`player ${id} is gone`, { item: 'player' }),
    );
    return playerFormat.decode(out.Attributes!);
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

  async listDeviceTokens(playerId: string): Promise<DeviceTokenRecord[]> {
    const tokens: DeviceTokenRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.read((bounds) =>
        this.db.send(
          new QueryCommand({
            TableName: this.dynamoTableName,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
            ExpressionAttributeValues: { ':pk': `PLAYER#${playerId}`, ':prefix': TOKEN_PREFIX },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
          bounds,
        ),
      );
      tokens.push(...(out.Items ?? []).map(deviceTokenFormat.decode));
      start = out.LastEvaluatedKey;
    } while (start);
    return tokens;
  }

  async addDeviceToken(token: DeviceTokenRecord): Promise<void> {
    await this.conditionalWriteOrUnknown(
      (bounds) =>
        this.db.send(
          new PutCommand({
            TableName: this.dynamoTableName,
            Item: deviceTokenFormat.encode(token),
            ...NOT_THERE,
          }),
          bounds,
        ),
      () => new ItemAlreadyExistsError(`token ${token.id} exists`, { item: 'token' }),
    );
  }

  async deleteDeviceToken(playerId: string, tokenId: string): Promise<boolean> {
    try {
      await this.conditionalWriteOrUnknown(
        (bounds) =>
          this.db.send(
            new DeleteCommand({
              TableName: this.dynamoTableName,
              Key: deviceTokenKey(playerId, tokenId),
              ...THERE,
            }),
            bounds,
          ),
        () => new ItemMissingError(`token ${tokenId} is gone`, { item: 'token' }),
      );
      return true;
    } catch (err) {
      if (err instanceof ItemMissingError) return false;
      throw err;
    }
  }

  async replaceDeviceToken(oldTokenId: string, next: DeviceTokenRecord): Promise<void> {
    await this.transaction(
      [
        {
          Delete: {
            TableName: this.dynamoTableName,
            Key: deviceTokenKey(next.playerId, oldTokenId),
            ...THERE,
          },
        },
        { Put: { TableName: this.dynamoTableName, Item: deviceTokenFormat.encode(next), ...NOT_THERE } },
      ],
      (index) =>
        index === 0
          ? new ItemMissingError(`token ${oldTokenId} was revoked meanwhile`, { item: 'token' })
          : new ItemAlreadyExistsError(`token ${next.id} exists`, { item: 'token' }),
    );
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

  async deleteLegacyToken(playerId: string, tokenHash: string): Promise<boolean> {
    try {
      await this.conditionalWriteOrUnknown(
        (bounds) =>
          this.db.send(
            new UpdateCommand({ TableName: this.dynamoTableName, ...this.removeLegacy(playerId, tokenHash) }),
            bounds,
          ),
        () => new ItemMissingError('the legacy token is gone', { item: 'token' }),
      );
      return true;
    } catch (err) {
      if (err instanceof ItemMissingError) return false;
      throw err;
    }
  }

  async replaceLegacyToken(playerId: string, tokenHash: string, next: DeviceTokenRecord): Promise<void> {
    await this.transaction(
      [
        { Update: { TableName: this.dynamoTableName, ...this.removeLegacy(playerId, tokenHash) } },
        { Put: { TableName: this.dynamoTableName, Item: deviceTokenFormat.encode(next), ...NOT_THERE } },
      ],
      (index) =>
        index === 0
          ? new ItemMissingError('the legacy token was revoked meanwhile', { item: 'token' })
          : new ItemAlreadyExistsError(`token ${next.id} exists`, { item: 'token' }),
    );
  }

  /**
   * Removes the player's token hash if it is still `tokenHash`. A version 1 player item always
   * has one, so the item becomes version 2 (formats/player.ts) in the same write.
   */
  private removeLegacy(playerId: string, tokenHash: string) {
    return {
      Key: playerKey(playerId),
      UpdateExpression: 'REMOVE #hash SET #fv = :fv',
      ConditionExpression: '#hash = :hash',
      ExpressionAttributeNames: { '#hash': 'tokenHash', '#fv': FORMAT_ATTRIBUTE },
      ExpressionAttributeValues: { ':hash': tokenHash, ':fv': playerFormat.current },
    };
  }

  async putSignInCode(code: SignInCodeRecord): Promise<void> {
    await this.conditionalWriteOrUnknown(
      (bounds) =>
        this.db.send(
          new PutCommand({
            TableName: this.dynamoTableName,
            Item: signInCodeFormat.encode(code),
            ...NOT_THERE,
          }),
          bounds,
        ),
      () => new ItemAlreadyExistsError('that sign-in code is taken', { item: 'sign-in code' }),
    );
  }

  async getSignInCode(codeHash: string): Promise<SignInCodeRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: signInCodeKey(codeHash),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? signInCodeFormat.decode(out.Item) : null;
  }

  async redeemSignInCode(code: SignInCodeRecord, token: DeviceTokenRecord): Promise<void> {
    await this.transaction(
      [
        {
          // The code's single use: only the request whose delete finds it (unexpired) wins.
          Delete: {
            TableName: this.dynamoTableName,
            Key: signInCodeKey(code.codeHash),
            ConditionExpression: 'attribute_exists(#pk) AND #player = :player AND #exp > :now',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#player': 'playerId', '#exp': 'expiresAt' },
            ExpressionAttributeValues: {
              ':player': code.playerId,
              ':now': Math.floor(Date.parse(token.createdAt) / 1000),
            },
          },
        },
        { Put: { TableName: this.dynamoTableName, Item: deviceTokenFormat.encode(token), ...NOT_THERE } },
      ],
      (index) =>
        index === 0
          ? new ItemMissingError('the sign-in code was used meanwhile', { item: 'sign-in code' })
          : new ItemAlreadyExistsError(`token ${token.id} exists`, { item: 'token' }),
    );
  }

  async getIdentity(issuer: string, subject: string): Promise<IdentityRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: identityKey(issuer, subject),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? identityFormat.decode(out.Item) : null;
  }

  async linkIdentity(identity: IdentityRecord): Promise<void> {
    await this.conditionalWriteOrUnknown(
      (bounds) =>
        this.db.send(
          new PutCommand({
            TableName: this.dynamoTableName,
            Item: identityFormat.encode(identity),
            ...NOT_THERE,
          }),
          bounds,
        ),
      () => new ItemAlreadyExistsError('that identity is linked already', { item: 'identity' }),
    );
  }
}

/**
 * The table item as a record: the copy held when it is at the item's version (no decoding), and
 * at its deadline (a vacation moves a deadline without a version: vacation/due.ts; a person's
 * deadline is the item's `dueAt`).
 */
function tableOf(item: Record<string, unknown>, held: TableRecord | undefined): TableRecord {
  const same = held !== undefined && item.version === held.version;
  return same && (held.deadline === null || item.dueAt === held.deadline) ? held : itemToTable(item);
}

/**
 * The accounts' changes that few requests make (dynamodb-accounts.ts has the reads every request
 * makes, and sign-up): renaming, a player's devices and their tokens, legacy tokens, sign-in
 * codes and provider identities. The store loads this adapter with its first call
 * (lazy-adapter.ts), not at a cold start. Its writes are bounded, tried again and conditional as
 * dynamodb-accounts.ts says.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeviceTokenRecord, IdentityRecord, PlayerRecord, SignInCodeRecord } from '../accounts/model';
import type { AccountStore, PlayerChanges } from '../accounts/port';
import { ItemAlreadyExistsError, ItemMissingError } from '../core/store-errors';
import type { AccountReads } from './dynamodb-accounts';
import { DynamoDbAdapter } from './dynamodb-base';
import { deviceTokenFormat, deviceTokenKey, TOKEN_PREFIX } from './formats/device-token';
import { FORMAT_ATTRIBUTE } from './formats/format';
import { identityFormat, identityKey } from './formats/identity';
import { PLAYER_LANGUAGE_VERSION, playerFormat, playerKey } from './formats/player';
import { signInCodeFormat, signInCodeKey } from './formats/sign-in-code';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

const NOT_THERE = {
  ConditionExpression: 'attribute_not_exists(#pk)',
  ExpressionAttributeNames: { '#pk': PARTITION_KEY },
};
const THERE = {
  ConditionExpression: 'attribute_exists(#pk)',
  ExpressionAttributeNames: { '#pk': PARTITION_KEY },
};

export class DynamoDbAccountChanges
  extends DynamoDbAdapter
  implements Omit<AccountStore, keyof AccountReads>
{
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

  async updatePlayer(id: string, changes: PlayerChanges): Promise<PlayerRecord> {
    // Each field given, in one write. A language is an attribute of version 3 on: the item is
    // marked so (its name and any legacy hash read the same in every version). As with a rename,
    // an earlier attempt that landed never fails the condition.
    const names: Record<string, string> = { ...THERE.ExpressionAttributeNames };
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    if (changes.name !== undefined) {
      sets.push('#name = :name');
      names['#name'] = 'name';
      values[':name'] = changes.name;
    }
    if (changes.language !== undefined) {
      sets.push('#language = :language', '#fv = :fv');
      names['#language'] = 'language';
      names['#fv'] = FORMAT_ATTRIBUTE;
      values[':language'] = changes.language;
      values[':fv'] = PLAYER_LANGUAGE_VERSION;
    }
    if (sets.length === 0) throw new Error('updatePlayer: nothing to change');
    const out = await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new UpdateCommand({
            TableName: this.dynamoTableName,
            Key: playerKey(id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: THERE.ConditionExpression,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
          bounds,
        ),
      () => new ItemMissingError(`player ${id} is gone`, { item: 'player' }),
    );
    return playerFormat.decode(out.Attributes!);
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

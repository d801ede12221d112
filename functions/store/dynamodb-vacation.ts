/**
 * Vacation banks: one item per player (formats/vacation.ts), read with a consistent Get (or a
 * BatchGet for "who is away"), rewritten whole on its version: alone, or as one item of a table's
 * save (vacationTransactItems, in follow-items.ts's pendingWrites).
 */
import { GetCommand, PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { VersionConflictError } from '../core/store-errors';
import type { VacationBank, VacationWrite } from '../vacation/model';
import type { VacationStore } from '../vacation/port';
import { batchGetItems } from './batch-get';
import { DynamoDbAdapter } from './dynamodb-base';
import { vacationFormat, vacationKey } from './formats/vacation';
import { PARTITION_KEY } from './table-schema';

/** The bank's Put, on condition of the version read (0: that there is none yet). */
function bankPut(bank: VacationBank, expectedVersion: number, dynamoTableName: string): PutCommandInput {
  return {
    TableName: dynamoTableName,
    Item: vacationFormat.encode(bank),
    ...(expectedVersion === 0
      ? {
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }
      : {
          ConditionExpression: '#v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': expectedVersion },
        }),
  };
}

/** A table save's bank write, as transaction items (none without one). */
export function vacationTransactItems(write: VacationWrite | undefined, dynamoTableName: string) {
  return write ? [{ Put: bankPut(write.bank, write.expectedVersion, dynamoTableName) }] : [];
}

export class DynamoDbVacations extends DynamoDbAdapter implements VacationStore {
  async findBank(playerId: string): Promise<VacationBank | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: vacationKey(playerId), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? vacationFormat.decode(out.Item) : null;
  }

  async findBanks(playerIds: readonly string[]): Promise<Map<string, VacationBank>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const items = await batchGetItems(
      this.db,
      this.dynamoTableName,
      ids.map(vacationKey),
      'vacation banks',
      this.timeouts,
    );
    return new Map(items.map((i) => vacationFormat.decode(i)).map((b) => [b.playerId, b]));
  }

  async saveBank(bank: VacationBank, expectedVersion: number): Promise<void> {
    // conditionalWrite: the bank carries its version, so a failed condition after an unanswered
    // attempt is read again by the caller (operations.ts), whose own landed write then shows.
    await this.conditionalWrite(
      (bounds) => this.db.send(new PutCommand(bankPut(bank, expectedVersion, this.dynamoTableName)), bounds),
      () =>
        new VersionConflictError(
          `player ${bank.playerId}'s vacation bank is no longer at ${expectedVersion}`,
        ),
    );
  }
}

/**
 * A table's quick phrases: one item (formats/phrases.ts), read with one consistent Get and
 * rewritten whole under a condition on its last phrase's number (the log carries its version:
 * conditionalWrite). Never the table item: a phrase does not move the table's version.
 */
import { GetCommand, PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { VersionConflictError } from '../core/store-errors';
import type { PhraseLog } from '../phrases/model';
import type { PhraseStore } from '../phrases/port';
import { DynamoDbAdapter } from './dynamodb-base';
import { phrasesFormat, phrasesKey } from './formats/phrases';
import { PARTITION_KEY } from './table-schema';

export class DynamoDbPhrases extends DynamoDbAdapter implements PhraseStore {
  async findPhrases(tableId: string): Promise<PhraseLog | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: phrasesKey(tableId), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? phrasesFormat.decode(out.Item).log : null;
  }

  async savePhrases(log: PhraseLog, expectedLast: number, expiresAt: number): Promise<void> {
    const condition: Pick<
      PutCommandInput,
      'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
    > =
      expectedLast === 0
        ? {
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY },
          }
        : {
            ConditionExpression: '#last = :last',
            ExpressionAttributeNames: { '#last': 'last' },
            ExpressionAttributeValues: { ':last': expectedLast },
          };
    await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new PutCommand({
            TableName: this.dynamoTableName,
            Item: phrasesFormat.encode({ log, expiresAt }),
            ...condition,
          }),
          bounds,
        ),
      () =>
        new VersionConflictError(`table ${log.tableId}'s phrases are no longer at ${expectedLast}`, {
          tableId: log.tableId,
          expectedVersion: expectedLast,
        }),
    );
  }
}

/**
 * Score sheets on the single table: one item per sheet (PK `SHEET#<id>`, SK `SHEET`), rewritten
 * whole under a condition on its version. A sheet is small (about 100 bytes a hand), so a change
 * costs one read and one write unit for any real game. A sheet nobody changes for a year expires.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ItemAlreadyExistsError, VersionConflictError } from '../core/store-errors';
import type { SheetRecord } from '../sheets/model';
import type { SheetStore } from '../sheets/port';
import { DynamoDbAdapter } from './dynamodb-base';
import { sheetFormat, sheetKey } from './formats/sheet';
import { PARTITION_KEY } from './table-schema';

export { KEEP_SHEET_SECONDS, SHEET_SK, sheetKey } from './formats/sheet';

export class DynamoDbSheets extends DynamoDbAdapter implements SheetStore {
  async createSheet(sheet: SheetRecord): Promise<void> {
    await this.put(
      sheet,
      {
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY },
      },
      () => new ItemAlreadyExistsError(`sheet ${sheet.id} exists`, { item: 'sheet' }),
    );
  }

  async loadSheet(id: string): Promise<SheetRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: sheetKey(id), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? itemToSheet(out.Item) : null;
  }

  async saveSheet(sheet: SheetRecord, expectedVersion: number): Promise<void> {
    await this.put(
      sheet,
      {
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': expectedVersion },
      },
      () => new VersionConflictError(`sheet ${sheet.id} is no longer at version ${expectedVersion}`),
    );
  }

  /** The whole sheet, written under its condition (a sheet carries its version: conditionalWrite). */
  private put(sheet: SheetRecord, condition: Record<string, unknown>, onCondition: () => Error) {
    return this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new PutCommand({ TableName: this.dynamoTableName, Item: sheetToItem(sheet), ...condition }),
          bounds,
        ),
      onCondition,
    );
  }
}

export const sheetToItem = sheetFormat.encode;
export const itemToSheet = sheetFormat.decode;

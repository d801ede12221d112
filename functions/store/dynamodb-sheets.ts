/**
 * Score sheets on the single table: one item per sheet (PK `SHEET#<id>`, SK `SHEET`), rewritten
 * whole under a condition on its version. A sheet is small (about 100 bytes a hand), so a change
 * costs one read and one write unit for any real game. A sheet nobody changes for a year expires.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SheetRecord } from '../sheets/model';
import {
  ItemAlreadyExistsError,
  isConditionFailure,
  translateDynamoError,
  VersionConflictError,
} from './errors';
import { sheetFormat, sheetKey } from './formats/sheet';
import type { SheetStore } from './port';
import { PARTITION_KEY } from './table-schema';

export { KEEP_SHEET_SECONDS, SHEET_SK, sheetKey } from './formats/sheet';

export class DynamoDbSheets implements SheetStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async createSheet(sheet: SheetRecord): Promise<void> {
    await this.put(sheet, {
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PARTITION_KEY },
    }).catch(this.onCondition(() => new ItemAlreadyExistsError(`sheet ${sheet.id} exists`)));
  }

  async loadSheet(id: string): Promise<SheetRecord | null> {
    try {
      const out = await this.db.send(
        new GetCommand({ TableName: this.tableName, Key: sheetKey(id), ConsistentRead: true }),
      );
      return out.Item ? itemToSheet(out.Item) : null;
    } catch (err) {
      throw translateDynamoError(err);
    }
  }

  async saveSheet(sheet: SheetRecord, expectedVersion: number): Promise<void> {
    await this.put(sheet, {
      ConditionExpression: '#v = :v',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':v': expectedVersion },
    }).catch(
      this.onCondition(
        () => new VersionConflictError(`sheet ${sheet.id} is no longer at version ${expectedVersion}`),
      ),
    );
  }

  private put(sheet: SheetRecord, condition: Record<string, unknown>) {
    return this.db.send(
      new PutCommand({ TableName: this.tableName, Item: sheetToItem(sheet), ...condition }),
    );
  }

  private onCondition(error: () => Error) {
    return (err: unknown): never => {
      throw isConditionFailure(err) ? error() : translateDynamoError(err);
    };
  }
}

export const sheetToItem = sheetFormat.encode;
export const itemToSheet = sheetFormat.decode;

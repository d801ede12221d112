/**
 * Score sheets on the single table: one item per sheet (PK `SHEET#<id>`, SK `SHEET`), rewritten
 * whole under a condition on its version. A sheet is small (about 100 bytes a hand), so a change
 * costs one read and one write unit for any real game. A sheet nobody changes for a year expires.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SheetRecord } from '../sheets/model';
import { callStore, DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './call';
import { ItemAlreadyExistsError, VersionConflictError } from './errors';
import { sheetFormat, sheetKey } from './formats/sheet';
import type { SheetStore } from './port';
import { PARTITION_KEY } from './table-schema';

export { KEEP_SHEET_SECONDS, SHEET_SK, sheetKey } from './formats/sheet';

export class DynamoDbSheets implements SheetStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly dynamoTableName: string,
    private readonly timeouts: StoreTimeouts = DEFAULT_STORE_TIMEOUTS,
  ) {}

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
    const out = await callStore(this.timeouts, { write: false }, (bounds) =>
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

  /** One conditional write of the whole sheet, bounded (call.ts). */
  private put(sheet: SheetRecord, condition: Record<string, unknown>, onCondition: () => Error) {
    return callStore(this.timeouts, { write: true, onCondition }, (bounds) =>
      this.db.send(
        new PutCommand({ TableName: this.dynamoTableName, Item: sheetToItem(sheet), ...condition }),
        bounds,
      ),
    );
  }
}

export const sheetToItem = sheetFormat.encode;
export const itemToSheet = sheetFormat.decode;

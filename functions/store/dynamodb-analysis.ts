/**
 * Hand analyses (and Mexican Train rounds'): one item per analysed hand or round, read with one consistent Get and written once with
 * a condition that it is not there yet (formats/hand-analysis.ts).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewAnalysis } from '../../shared/analysis/format';
import type { AnalysisStore } from '../tables/port';
import { DynamoDbAdapter } from './dynamodb-base';
import { KEEP_HAND_ARCHIVE_SECONDS } from './follow-items';
import { analysisKey, handAnalysisFormat } from './formats/hand-analysis';
import { PARTITION_KEY } from './table-schema';

export class DynamoDbAnalysis extends DynamoDbAdapter implements AnalysisStore {
  async findHandAnalysis(tableId: string, handNo: number): Promise<ReviewAnalysis | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: analysisKey(tableId, handNo),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? handAnalysisFormat.decode(out.Item).analysis : null;
  }

  putHandAnalysis(tableId: string, analysis: ReviewAnalysis, at: string): Promise<boolean> {
    const expiresAt = Math.floor(Date.parse(at) / 1000) + KEEP_HAND_ARCHIVE_SECONDS;
    const item = handAnalysisFormat.encode({ tableId, analysis, expiresAt });
    // False when the hand has one; after an unanswered attempt, a failed condition is an unknown
    // outcome (StoreUnavailableError, 503 store/outcome-unknown), since that attempt may have landed.
    return this.writeUnlessCondition((bounds) =>
      this.db.send(
        new PutCommand({
          TableName: this.dynamoTableName,
          Item: item,
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }),
        bounds,
      ),
    );
  }
}

/** The single DynamoDB table, built from the store's own schema constants so the two never disagree. */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import {
  GLOBAL_INDEXES,
  type IndexProjection,
  PARTITION_KEY,
  SORT_KEY,
  TABLE_STREAM,
  TTL_ATTRIBUTE,
} from '../functions/store/table-schema';

const PROJECTIONS: Record<IndexProjection, ProjectionType> = {
  ALL: ProjectionType.ALL,
  KEYS_ONLY: ProjectionType.KEYS_ONLY,
};

export interface DynamoTableProps {
  /** Drop deletion protection and let `cdk destroy` delete the table and its data. */
  throwaway: boolean;
}

export function createDynamoTable(scope: Construct, props: DynamoTableProps): TableV2 {
  return new TableV2(scope, 'Table', {
    partitionKey: { name: PARTITION_KEY, type: AttributeType.STRING },
    sortKey: { name: SORT_KEY, type: AttributeType.STRING },
    // Pay per request: nothing but storage when nobody plays.
    billing: Billing.onDemand(),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: TTL_ATTRIBUTE,
    // The notifier reads every change, before and after (the same stream as DynamoDB Local's).
    dynamoStream: StreamViewType[TABLE_STREAM.StreamViewType],
    globalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: PROJECTIONS[index.projection],
    })),
    deletionProtection: !props.throwaway,
    removalPolicy: props.throwaway ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });
}

/** The ARN of one index, for grants that name exactly the indexes a function queries. */
export function indexArn(table: TableV2, indexName: string): string {
  return `${table.tableArn}/index/${indexName}`;
}

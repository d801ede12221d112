/**
 * The notifier: the table's DynamoDB stream (new and old images) → an event source mapping that
 * passes on only the records of table items (the filter the code shares, store/table-stream.ts)
 * → the notifier function, which sends webhooks. A batch that fails is split (bisect) and retried
 * a bounded number of times; what still fails goes to an SQS dead-letter queue (the records'
 * positions in the stream, for a look with the CLI), and an alarm goes off when anything is in it.
 * A move never waits for any of this: the stream is read after the write.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE_CHANGE_FILTER } from '../functions/store/table-stream';
import { grantTableAccess, NOTIFIER_ACCESS } from './access';
import { NOTIFIER_ENTRY } from './bundling';
import type { StackSettings } from './config';
import { ServiceFunction } from './lambda';

/** The mapping's limits: how much one invocation gets, and how hard a failing batch is retried. */
export const NOTIFIER_STREAM = {
  batchSize: 25,
  retryAttempts: 4,
  maxRecordAge: Duration.hours(1),
} as const;

export interface TableNotifierProps {
  dynamoTable: TableV2;
  settings: StackSettings;
}

export class TableNotifier extends Construct {
  readonly function: ServiceFunction;
  readonly deadLetters: Queue;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: TableNotifierProps) {
    super(scope, id);
    const { dynamoTable, settings } = props;

    this.function = new ServiceFunction(this, 'Handler', {
      entry: NOTIFIER_ENTRY,
      description: 'Dominoes notifier: webhook notifications from the table stream',
      serviceName: 'dominoes-notifier',
      memorySize: 512,
      // A batch of 25 records: deliveries of at most 5 s each, each person's in order, people at once.
      timeout: Duration.seconds(120),
      environment: {
        TABLE_NAME: dynamoTable.tableName,
        DEV_MODE: 'false',
        PUBLIC_BASE_URL: settings.publicBaseUrl,
      },
      settings,
    });
    grantTableAccess(dynamoTable, this.function.role, NOTIFIER_ACCESS);

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function.fn.addEventSource(
      new DynamoEventSource(dynamoTable, {
        startingPosition: StartingPosition.LATEST,
        batchSize: NOTIFIER_STREAM.batchSize,
        bisectBatchOnError: true,
        retryAttempts: NOTIFIER_STREAM.retryAttempts,
        maxRecordAge: NOTIFIER_STREAM.maxRecordAge,
        // The handler names the first record that failed; the retry starts there.
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [FilterCriteria.filter(structuredClone(TABLE_CHANGE_FILTER) as Record<string, unknown>)],
      }),
    );

    this.alarm = new Alarm(this, 'DeadLetterAlarm', {
      alarmDescription:
        'Stream records the notifier gave up on (people were not told): see the dead-letter queue and the notifier logs',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

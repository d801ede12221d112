/**
 * The leaderboards' hourly snapshot: one function (functions/boards.ts) that counts every pool's
 * leaderboard, run every hour by an EventBridge Scheduler schedule, as the scheduler's workers
 * are (infra/scheduler.ts). A snapshot only feeds the approximate "my rank" below the top 1000, and
 * a missed one is made up by the next hour's: one retry of a failed run, then nothing. An alarm
 * goes off on a failed run.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { BOARDS_ACCESS, grantTableAccess } from './access';
import { BOARDS_ENTRY } from './bundling';
import type { StackSettings } from './config';
import { ServiceFunction } from './lambda';

/** How often the boards are counted: "my rank" below the top is at most this old. */
export const BOARD_SNAPSHOT_HOURS = 1;

/** The event the function receives (Scheduler fills in the run's time). */
export function boardsEvent() {
  return { source: 'dominoes.boards', scheduledTime: ContextAttribute.scheduledTime };
}

export interface BoardSnapshotsProps {
  dynamoTable: TableV2;
  settings: StackSettings;
}

export class BoardSnapshots extends Construct {
  readonly function: ServiceFunction;
  readonly schedule: Schedule;
  readonly failedRunsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: BoardSnapshotsProps) {
    super(scope, id);
    const { dynamoTable, settings } = props;
    const period = Duration.hours(BOARD_SNAPSHOT_HOURS);

    this.function = new ServiceFunction(this, 'Handler', {
      entry: BOARDS_ENTRY,
      description: 'Dominoes leaderboards: the hourly snapshot of every pool’s board',
      serviceName: 'dominoes-boards',
      memorySize: 512,
      // A million listed players is about 1,000 pages of reads a pool (docs/ratings.md), the pools
      // at once: minutes, well within the hour.
      timeout: Duration.minutes(15),
      environment: { TABLE_NAME: dynamoTable.tableName },
      settings,
    });
    grantTableAccess(dynamoTable, this.function.role, BOARDS_ACCESS);
    // A snapshot overwrites the last one: a retry is harmless, and one is enough before the next run.
    this.function.fn.configureAsyncInvoke({ retryAttempts: 1, maxEventAge: period });

    this.schedule = new Schedule(this, 'Schedule', {
      description: `Counts every pool's leaderboard for "my rank" every ${BOARD_SNAPSHOT_HOURS} hour(s)`,
      schedule: ScheduleExpression.rate(period),
      target: new LambdaInvoke(this.function.fn, {
        input: ScheduleTargetInput.fromObject(boardsEvent()),
        retryAttempts: 0,
        maxEventAge: period,
      }),
    });

    this.failedRunsAlarm = new Alarm(this, 'FailedRunsAlarm', {
      alarmDescription:
        'Leaderboard snapshot runs that failed or timed out ("my rank" below the top 1000 keeps the last snapshot): ' +
        'the "board snapshots" log line names the pools',
      metric: this.function.fn.metricErrors({ period: period, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

/**
 * The schedule function: one worker per shard of the `due` index, all run at once every minute
 * by EventBridge Scheduler (one rate schedule per shard, each naming its shard in the event: the
 * schedules are the dispatcher, with no function of their own to fail). A worker that fails or
 * times out leaves its tables due; the next minute's run takes them (no retries: a late event
 * would only race the next run). Alarms: a table left due too long (a metric the workers emit,
 * functions/scheduler/metrics.ts), and failed runs or actions.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { SCHEDULER_METRICS } from '../functions/scheduler/metrics';
import { DUE_SHARD_COUNT } from '../functions/store/table-schema';
import { grantTableAccess, SCHEDULER_ACCESS } from './access';
import { SCHEDULER_ENTRY } from './bundling';
import type { StackSettings } from './config';
import { ServiceFunction } from './lambda';

/**
 * The event a worker receives: Scheduler invokes Lambda with the target input as the event, and
 * fills in the placeholders per run (scheduledTime is ISO 8601, e.g. 2026-11-29T19:42:00Z).
 */
export function scheduleEvent(shard: number) {
  return {
    source: 'dominoes.scheduler',
    scheduledTime: ContextAttribute.scheduledTime,
    executionId: ContextAttribute.executionId,
    scheduleArn: ContextAttribute.scheduleArn,
    shard,
  };
}

/** A table due this long (s) and still not acted on is late: the scheduler promises 60 s. */
export const OLDEST_DUE_ALARM_SECONDS = 60;

export interface DueWorkSchedulerProps {
  dynamoTable: TableV2;
  settings: StackSettings;
}

export class DueWorkScheduler extends Construct {
  readonly function: ServiceFunction;
  /** One per shard of the due index, in shard order. */
  readonly schedules: Schedule[];
  readonly lateAlarm: Alarm;
  readonly failedRunsAlarm: Alarm;
  readonly failedActionsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: DueWorkSchedulerProps) {
    super(scope, id);
    const { dynamoTable, settings } = props;
    const period = Duration.minutes(settings.scheduleMinutes);

    this.function = new ServiceFunction(this, 'Handler', {
      entry: SCHEDULER_ENTRY,
      description:
        'Dominoes scheduler worker: turn timeouts, computer moves and idle tables due in its shard',
      serviceName: 'dominoes-scheduler',
      // 1 GB: about 0.6 of a vCPU, for the timeout moves an expert computer player thinks out.
      memorySize: 1024,
      // Done before the next run starts, so two runs rarely overlap (saves are conditional anyway).
      timeout: Duration.seconds(Math.min(55, period.toSeconds() - 5)),
      // PUBLIC_BASE_URL: its deadline reminders link the table, and its push retries sign with it.
      environment: { TABLE_NAME: dynamoTable.tableName, PUBLIC_BASE_URL: settings.publicBaseUrl },
      settings,
    });
    grantTableAccess(dynamoTable, this.function.role, SCHEDULER_ACCESS);
    // Scheduler invokes asynchronously: a failed run is not retried later by Lambda either.
    this.function.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: period });

    this.schedules = Array.from(
      { length: DUE_SHARD_COUNT },
      (_, shard) =>
        new Schedule(this, shard === 0 ? 'Schedule' : `Schedule${shard}`, {
          description: `Runs the Dominoes scheduler's worker for due shard ${shard} every ${settings.scheduleMinutes} minute(s)`,
          schedule: ScheduleExpression.rate(period),
          // LambdaInvoke creates the role Scheduler assumes, allowed to invoke this function only.
          target: new LambdaInvoke(this.function.fn, {
            input: ScheduleTargetInput.fromObject(scheduleEvent(shard)),
            // A missed run is made up by the next one: no retries, no stale events.
            retryAttempts: 0,
            maxEventAge: period,
          }),
        }),
    );

    const metric = (name: string, statistic: string) =>
      new Metric({
        namespace: SCHEDULER_METRICS.namespace,
        metricName: name,
        period: Duration.minutes(1),
        statistic,
      });
    this.lateAlarm = new Alarm(this, 'LateAlarm', {
      alarmDescription:
        'A due table (a passed move deadline, a computer player to move, an idle open table) has waited more ' +
        `than ${OLDEST_DUE_ALARM_SECONDS} s, or the workers report nothing (not running): see the scheduler logs`,
      metric: metric(SCHEDULER_METRICS.oldestDueAge, 'Maximum'),
      threshold: OLDEST_DUE_ALARM_SECONDS,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      // Every worker reports every run, 0 when nothing is due: no data means no runs.
      treatMissingData: TreatMissingData.BREACHING,
    });
    this.failedRunsAlarm = new Alarm(this, 'FailedRunsAlarm', {
      alarmDescription:
        'Scheduler worker runs that failed or timed out (their tables stay due for the next run): see the scheduler logs',
      metric: this.function.fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.failedActionsAlarm = new Alarm(this, 'FailedActionsAlarm', {
      alarmDescription:
        'Due tables whose action failed (they stay due and are tried every run): the "scheduler run" log lines name them',
      metric: metric(SCHEDULER_METRICS.failures, 'Sum').with({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

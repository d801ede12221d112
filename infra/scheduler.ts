/** The schedule function, run by EventBridge Scheduler at a fixed rate to move what is due. */
import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { grantTableAccess, SCHEDULER_ACCESS } from './access';
import { SCHEDULER_ENTRY } from './bundling';
import type { StackSettings } from './config';
import { ServiceFunction } from './lambda';

/**
 * The event the function receives: Scheduler invokes Lambda with the target input as the event,
 * and fills in the placeholders per run (scheduledTime is ISO 8601, e.g. 2026-11-29T19:42:00Z).
 */
export const SCHEDULE_EVENT = {
  source: 'dominoes.scheduler',
  scheduledTime: ContextAttribute.scheduledTime,
  executionId: ContextAttribute.executionId,
  scheduleArn: ContextAttribute.scheduleArn,
};

export interface DueWorkSchedulerProps {
  dynamoTable: TableV2;
  settings: StackSettings;
}

export class DueWorkScheduler extends Construct {
  readonly function: ServiceFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: DueWorkSchedulerProps) {
    super(scope, id);
    const { dynamoTable, settings } = props;
    const period = Duration.minutes(settings.scheduleMinutes);

    this.function = new ServiceFunction(this, 'Handler', {
      entry: SCHEDULER_ENTRY,
      description: 'Dominoes scheduler: turn timeouts and computer moves that are due',
      serviceName: 'dominoes-scheduler',
      memorySize: 512,
      // Done before the next run starts, so two runs rarely overlap (saves are conditional anyway).
      timeout: Duration.seconds(Math.min(55, period.toSeconds() - 5)),
      environment: { TABLE_NAME: dynamoTable.tableName },
      settings,
    });
    grantTableAccess(dynamoTable, this.function.role, SCHEDULER_ACCESS);

    this.schedule = new Schedule(this, 'Schedule', {
      description: `Runs the Dominoes scheduler every ${settings.scheduleMinutes} minute(s)`,
      schedule: ScheduleExpression.rate(period),
      // LambdaInvoke creates the role Scheduler assumes, allowed to invoke this function only.
      target: new LambdaInvoke(this.function.fn, {
        input: ScheduleTargetInput.fromObject(SCHEDULE_EVENT),
        // A missed run is made up by the next one: no retries, no stale events.
        retryAttempts: 0,
        maxEventAge: period,
      }),
    });
  }
}

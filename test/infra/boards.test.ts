/**
 * The leaderboards' snapshot in the template: its function, its role (no more than its code
 * uses), the hourly schedule that runs it (and only it), one retry of a failed run, and the
 * alarm on its errors. No bundling.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARDS_ACCESS } from '../../infra/access';
import { DEFAULT_SETTINGS } from '../../infra/config';
import { type Synthesized, synthesize } from './synth';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

let synth: Synthesized;
let template: Template;
beforeAll(() => {
  synth = synthesize({ bundle: false });
  template = synth.template;
});
afterAll(() => synth?.cleanup());

const one = (type: string, props: Record<string, unknown> = {}): [string, Json] => {
  const found = Object.entries(template.findResources(type, { Properties: Match.objectLike(props) }));
  expect(found, `${type} ${JSON.stringify(props)}`).toHaveLength(1);
  return found[0];
};
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });
const boardsFunction = () =>
  one('AWS::Lambda::Function', {
    Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'dominoes-boards' }) },
  });

describe('the leaderboards’ snapshot', () => {
  it('is a Node.js 22 function on arm64 with the table’s name, JSON logs and time for a large board', () => {
    const [tableId] = one('AWS::DynamoDB::GlobalTable');
    const [, fn] = boardsFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 900,
      LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: DEFAULT_SETTINGS.logLevel },
    });
    expect(fn.Properties.Environment.Variables).toMatchObject({ TABLE_NAME: { Ref: tableId } });
    const group = template.toJSON().Resources[fn.Properties.LoggingConfig.LogGroup.Ref];
    expect(group.Properties.RetentionInDays).toBe(DEFAULT_SETTINGS.logRetentionDays);
  });

  it('may write its log group, Query the table and Put a snapshot: nothing else', () => {
    const [tableId] = one('AWS::DynamoDB::GlobalTable');
    const [, fn] = boardsFunction();
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === roleId),
    );
    expect(policies).toHaveLength(1);
    expect(template.toJSON().Resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    expect(BOARDS_ACCESS).toEqual({
      tableActions: ['dynamodb:PutItem', 'dynamodb:Query'],
      queriedIndexes: [],
    });
    expect(policies[0].Properties.PolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: getAtt(fn.Properties.LoggingConfig.LogGroup.Ref),
      },
      { Effect: 'Allow', Action: [...BOARDS_ACCESS.tableActions], Resource: getAtt(tableId) },
    ]);
  });

  it('runs every hour from one schedule, with the run’s time, on a role that may invoke it alone', () => {
    const [fnId] = boardsFunction();
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) => JSON.stringify(s.Properties.Target.Arn) === JSON.stringify(getAtt(fnId)),
    );
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules;
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 3600 } },
    });
    expect(JSON.parse(schedule.Properties.Target.Input)).toEqual({
      source: 'dominoes.boards',
      scheduledTime: '<aws.scheduler.scheduled-time>',
    });
    const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0];
    const role = template.toJSON().Resources[roleId];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' } }),
    ]);
    const policy = Object.values(template.findResources('AWS::IAM::Policy')).find((p) =>
      p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === roleId),
    );
    expect(policy?.Properties.PolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: [getAtt(fnId), { 'Fn::Join': ['', [getAtt(fnId), ':*']] }],
      },
    ]);
    // No other schedule invokes it, and its schedule invokes nothing else.
    const others = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) => s !== schedule,
    );
    for (const s of others) expect(JSON.parse(s.Properties.Target.Input).source).toBe('dominoes.scheduler');
  });

  it('retries a failed run once, within the hour (a snapshot overwrites the last)', () => {
    const [fnId] = boardsFunction();
    const [, config] = one('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnId } });
    expect(config.Properties).toMatchObject({ MaximumRetryAttempts: 1, MaximumEventAgeInSeconds: 3600 });
  });

  it('alarms on a failed run', () => {
    const [fnId] = boardsFunction();
    const [, alarm] = one('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
    });
    expect(alarm.Properties).toMatchObject({
      Statistic: 'Sum',
      Period: 3600,
      Threshold: 1,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });
});

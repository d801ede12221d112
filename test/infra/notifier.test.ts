/**
 * The notifier in the template: the table's stream, the event source mapping (the filter the
 * code shares, batches, bisect on error, bounded retries, the dead-letter queue), the alarm on
 * that queue, and the notifier role's grants (no more than its code uses). No bundling.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_CHANGE_FILTER } from '../../functions/store/table-stream';
import { NOTIFIER_ACCESS } from '../../infra/access';
import { type Synthesized, synthesize } from './synth';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

let synth: Synthesized;
let template: Template;
beforeAll(() => {
  synth = synthesize({ bundle: false, context: { publicBaseUrl: 'https://play.example/' } });
  template = synth.template;
});
afterAll(() => synth?.cleanup());

const one = (type: string, props: Record<string, unknown> = {}): [string, Json] => {
  const found = Object.entries(template.findResources(type, { Properties: Match.objectLike(props) }));
  expect(found, type).toHaveLength(1);
  return found[0];
};
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });

describe('the notifier', () => {
  it('reads the table’s stream of new and old images', () => {
    const [, table] = one('AWS::DynamoDB::GlobalTable');
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('the scheduler, which sends the deadline reminders and retries, knows the site’s address too', () => {
    const [, fn] = one('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'dominoes-scheduler' }) },
    });
    expect(fn.Properties.Environment.Variables).toMatchObject({ PUBLIC_BASE_URL: 'https://play.example' });
  });

  it('through a mapping that passes table and round items only, in batches, bisecting and retrying a bounded number of times', () => {
    const [tableId] = one('AWS::DynamoDB::GlobalTable');
    const [fnId, fn] = one('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'dominoes-notifier' }) },
    });
    expect(fn.Properties.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: tableId },
      DEV_MODE: 'false',
      PUBLIC_BASE_URL: 'https://play.example',
    });
    const [queueId] = one('AWS::SQS::Queue');
    const [, mapping] = one('AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toEqual({
      FunctionName: { Ref: fnId },
      EventSourceArn: getAtt(tableId, 'StreamArn'),
      StartingPosition: 'LATEST',
      BatchSize: 25,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 4,
      MaximumRecordAgeInSeconds: 3600,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: getAtt(queueId) } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(TABLE_CHANGE_FILTER) }] },
    });
    expect(JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT', 'MODIFY'],
      // A table item put or changed; an event's round item (put: a round paired) is filtered in code.
      dynamodb: { Keys: { SK: { S: ['TABLE', { prefix: 'ROUND#' }] } } },
    });
  });

  it('has an encrypted, TLS-only dead-letter queue with an alarm on anything in it', () => {
    const [queueId, queue] = one('AWS::SQS::Queue');
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    const [, policy] = one('AWS::SQS::QueuePolicy');
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    const [, alarm] = one('AWS::CloudWatch::Alarm', { Namespace: 'AWS/SQS' });
    expect(alarm.Properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: getAtt(queueId, 'QueueName') }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('may use its log group, its table actions, the stream and the queue, nothing more', () => {
    const [tableId] = one('AWS::DynamoDB::GlobalTable');
    const [queueId] = one('AWS::SQS::Queue');
    const [, fn] = one('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'dominoes-notifier' }) },
    });
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p: Json) =>
      p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === roleId),
    );
    expect(policies).toHaveLength(1);
    const statements = (policies[0] as Json).Properties.PolicyDocument.Statement;
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: getAtt(fn.Properties.LoggingConfig.LogGroup.Ref),
      },
      { Effect: 'Allow', Action: [...NOTIFIER_ACCESS.tableActions], Resource: getAtt(tableId) },
      {
        Effect: 'Allow',
        Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        Resource: getAtt(queueId),
      },
      {
        Effect: 'Allow',
        Action: [
          'dynamodb:DescribeStream',
          'dynamodb:GetRecords',
          'dynamodb:GetShardIterator',
          'dynamodb:ListStreams',
        ],
        Resource: getAtt(tableId, 'StreamArn'),
      },
      {
        Effect: 'Allow',
        Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
        Resource: {
          Ref: one('AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('VAPID') })[0],
        },
      },
    ]);
  });
});

/**
 * The synthesized template, resource by resource. One synth with real bundling (esbuild, a few
 * seconds) for the whole file; variants that only change settings synth without bundling.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_POLICY } from '../../functions/api/cors-policy';
import { SCHEDULER_METRICS } from '../../functions/scheduler/metrics';
import {
  DUE_SHARD_COUNT,
  GLOBAL_INDEXES,
  PARTITION_KEY,
  SORT_KEY,
  TTL_ATTRIBUTE,
} from '../../functions/store/table-schema';
import { API_ACCESS, SCHEDULER_ACCESS } from '../../infra/access';
import { REPO_ROOT } from '../../infra/bundling';
import { DEFAULT_SETTINGS } from '../../infra/config';
import { OLDEST_DUE_ALARM_SECONDS } from '../../infra/scheduler';
import { type Synthesized, synthesize } from './synth';

// Template JSON is untyped; the assertions below check its shape.
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;
type Resource = { Type: string; Properties: Record<string, Json>; [key: string]: Json };
type Statement = { Effect: string; Action: string | string[]; Resource: Json };

let synth: Synthesized;
let template: Template;

beforeAll(() => {
  synth = synthesize({ bundle: true });
  template = synth.template;
});
afterAll(() => synth?.cleanup());

/** The one resource of this type whose properties match; its logical id and body. */
function only(type: string, props: Record<string, unknown> = {}): [string, Resource] {
  const found = Object.entries(template.findResources(type, { Properties: Match.objectLike(props) }));
  expect(found, `one ${type} matching ${JSON.stringify(props)}`).toHaveLength(1);
  return found[0] as [string, Resource];
}

const apiFunction = () => only('AWS::Lambda::Function', { Description: 'Dominoes REST API (Hono)' });
const schedulerFunction = () =>
  only('AWS::Lambda::Function', {
    Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'dominoes-scheduler' }) },
  });
const tableId = () => only('AWS::DynamoDB::GlobalTable')[0];
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });

describe('the table', () => {
  it('is keyed, billed on demand, with TTL, from the store schema constants', () => {
    const [, table] = only('AWS::DynamoDB::GlobalTable');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: PARTITION_KEY, KeyType: 'HASH' },
      { AttributeName: SORT_KEY, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
  });

  it('has exactly the store indexes, with their keys and projections', () => {
    const [, table] = only('AWS::DynamoDB::GlobalTable');
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      GLOBAL_INDEXES.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: i.projection },
      })),
    );
    const keys = [PARTITION_KEY, SORT_KEY, ...GLOBAL_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(table.Properties.AttributeDefinitions).toEqual(
      keys.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    );
  });

  it('has point-in-time recovery, deletion protection and a retain policy by default', () => {
    const [, table] = only('AWS::DynamoDB::GlobalTable');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.Replicas).toEqual([
      expect.objectContaining({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    ]);
  });
});

describe('the functions', () => {
  it.each([
    ['API', apiFunction, 'dominoes-api'],
    ['scheduler', schedulerFunction, 'dominoes-scheduler'],
  ])(
    'the %s function: Node.js 22 on arm64, JSON logs, no run-time source maps, the table name',
    (_, fn, service) => {
      const [, f] = fn();
      expect(f.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: {
          LogFormat: 'JSON',
          ApplicationLogLevel: DEFAULT_SETTINGS.logLevel,
          SystemLogLevel: 'WARN',
        },
      });
      expect(f.Properties.Environment.Variables).toMatchObject({
        TABLE_NAME: { Ref: tableId() },
        POWERTOOLS_SERVICE_NAME: service,
        POWERTOOLS_LOG_LEVEL: DEFAULT_SETTINGS.logLevel,
      });
      // No --enable-source-maps: it costs every cold start (bench/bundle.ts); the map ships beside
      // the bundle for infra/map-stack.ts (the test below).
      expect(f.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    },
  );

  it('turns development mode off in the API', () => {
    const [, f] = apiFunction();
    expect(f.Properties.Environment.Variables.DEV_MODE).toBe('false');
    const [, s] = schedulerFunction();
    expect(s.Properties.Environment.Variables.DEV_MODE).toBeUndefined();
  });

  it('gives each function its own log group with retention, and no other log groups without it', () => {
    for (const [, f] of [apiFunction(), schedulerFunction()]) {
      const groupId = f.Properties.LoggingConfig.LogGroup.Ref as string;
      const group = template.toJSON().Resources[groupId];
      expect(group.Type).toBe('AWS::Logs::LogGroup');
      expect(group.Properties.RetentionInDays).toBe(DEFAULT_SETTINGS.logRetentionDays);
    }
    for (const group of Object.values(template.findResources('AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays).toBe(DEFAULT_SETTINGS.logRetentionDays);
    }
    // No log retention custom resource (a Lambda of its own) sneaked in.
    expect(Object.keys(template.findResources('Custom::LogRetention'))).toHaveLength(0);
  });

  it('bundles each entry minified as an ES module with its source map and the AWS SDK inside', () => {
    for (const [, f] of [apiFunction(), schedulerFunction()]) {
      const hash = String(f.Properties.Code.S3Key).replace(/\.zip$/, '');
      const dir = join(synth.outdir, `asset.${hash}`);
      // The entry, its map, and the chunks dynamic imports load on first use (infra/slim-bundle.mjs).
      expect(readdirSync(dir).sort()).toEqual(['chunks', 'index.mjs', 'index.mjs.map']);
      const entry = readFileSync(join(dir, 'index.mjs'), 'utf8');
      expect(entry).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
      // Minified: long lines, not one per statement (the licenses esbuild keeps at the end, one
      // package a line, as Apache-2.0's notice asks, are no code).
      const minified = entry.replace(/\/\*! Bundled license information:[\s\S]*?\*\//, '');
      expect(minified.length / minified.split('\n').length).toBeGreaterThan(1000);
      // Each chunk ships with its map.
      const chunks = readdirSync(join(dir, 'chunks')).sort();
      const mjs = chunks.filter((c) => c.endsWith('.mjs'));
      expect(mjs.length).toBeGreaterThan(0);
      expect(chunks).toEqual(mjs.flatMap((c) => [c, `${c}.map`]).sort());
      for (const c of mjs)
        expect(readFileSync(join(dir, 'chunks', c), 'utf8')).toMatch(
          /\/\/# sourceMappingURL=\S+\.mjs\.map\s*$/,
        );
      const code = [entry, ...mjs.map((c) => readFileSync(join(dir, 'chunks', c), 'utf8'))].join('\n');
      // The SDK is in the bundle (its user agent string), not imported from the runtime.
      expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
      expect(code).not.toMatch(/from\s*["']@smithy\//);
      expect(code).toContain('aws-sdk-js');
      // Development mode stays a runtime switch the stack sets, not something baked into the bundle.
      expect(code).not.toMatch(/DEV_MODE\s*=\s*["']?true/);
    }
  });
});

describe('least-privilege grants', () => {
  /** The statements of the policy attached to a function's role, logs first. */
  function statementsOf(fn: [string, Resource]): Statement[] {
    const roleId = fn[1].Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === roleId),
    );
    expect(policies).toHaveLength(1);
    const role = template.toJSON().Resources[roleId];
    // No managed policies (AWSLambdaBasicExecutionRole would allow logs on every group).
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    return policies[0].Properties.PolicyDocument.Statement;
  }

  const indexArn = (name: string) => ({
    'Fn::Join': ['', [getAtt(tableId()), `/index/${name}`]],
  });

  const secretNamed = (what: string) =>
    Object.entries(template.findResources('AWS::SecretsManager::Secret')).find(([, r]) =>
      (r as Json).Properties.Description.includes(what),
    ) as [string, Json];
  const secretId = () => secretNamed('device tokens')[0];
  /** The API alone reads the token keys: exactly that secret, exactly these two actions. */
  const readsTokenKeys = () => ({
    Effect: 'Allow',
    Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
    Resource: { Ref: secretId() },
  });
  /** The VAPID keys: the API (the public key), the scheduler and the notifier (they send). */
  const readsVapidKeys = () => ({ ...readsTokenKeys(), Resource: { Ref: secretNamed('VAPID')[0] } });
  /** The API's two secrets, in one statement. */
  const readsBothKeys = () => ({
    ...readsTokenKeys(),
    Resource: [{ Ref: secretId() }, { Ref: secretNamed('VAPID')[0] }],
  });

  it.each([
    ['API', apiFunction, API_ACCESS, [readsBothKeys]],
    ['scheduler', schedulerFunction, SCHEDULER_ACCESS, [readsVapidKeys]],
  ])('the %s role: its log group, its table actions, Query on its indexes only', (_, fn, access, more) => {
    const f = fn();
    const logGroupId = f[1].Properties.LoggingConfig.LogGroup.Ref;
    const actions = (s: Statement) => [s.Action].flat();
    expect(statementsOf(f)).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: getAtt(logGroupId),
      },
      { Effect: 'Allow', Action: [...access.tableActions], Resource: getAtt(tableId()) },
      {
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource:
          access.queriedIndexes.length === 1
            ? indexArn(access.queriedIndexes[0])
            : access.queriedIndexes.map(indexArn),
      },
      ...more.map((statement) => statement()),
    ]);
    for (const s of statementsOf(f)) {
      expect(actions(s).every((a: string) => !a.includes('*'))).toBe(true);
      expect(JSON.stringify(s.Resource)).not.toContain('*');
    }
  });

  it('keeps the token keys in a secret whose key is generated (never in the template), named to the API', () => {
    const [id, secret] = secretNamed('device tokens');
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: JSON.stringify({ current: 'k1' }),
      GenerateStringKey: 'k1',
      PasswordLength: 64,
    });
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.DeletionPolicy).toBe('Retain');
    const [, api] = apiFunction();
    expect(api.Properties.Environment.Variables.TOKEN_KEYS_SECRET_ARN).toEqual({ Ref: id });
    const [, scheduler] = schedulerFunction();
    expect(JSON.stringify(scheduler.Properties.Environment.Variables)).not.toContain(id);
  });

  it('keeps the VAPID keys’ seed in a generated secret, named to the functions that send or give the key out', () => {
    const [id, secret] = secretNamed('VAPID');
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'seed',
      PasswordLength: 64,
    });
    expect(secret.Properties.SecretString).toBeUndefined();
    for (const [, fn] of [apiFunction(), schedulerFunction()])
      expect(fn.Properties.Environment.Variables.VAPID_KEYS_SECRET_ARN).toEqual({ Ref: id });
  });

  it('lets only the scheduler query the due index', () => {
    expect(SCHEDULER_ACCESS.queriedIndexes).toEqual(['due']);
    expect(API_ACCESS.queriedIndexes).not.toContain('due');
  });

  it('covers every DynamoDB command and index the store code uses, in one function or the other', () => {
    const dir = join(REPO_ROOT, 'functions', 'store');
    // Administration (ensureTable, DynamoDB Local and its stream follower) runs only locally;
    // `npm run migrate` (migrate.ts, legacy-memberships.ts) runs with an operator's credentials,
    // never in a deployed function, so neither role is granted its Scan.
    const adminFiles = new Set([
      'table-schema.ts',
      'dynamodb-local.ts',
      'local-stream.ts',
      'client.ts',
      'migrate.ts',
      'legacy-memberships.ts',
    ]);
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !adminFiles.has(f))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    const needed = new Set<string>();
    const queried = new Set<string>();
    for (const src of sources) {
      for (const [, command] of src.matchAll(/new (\w+?)(?:Item)?Command\(/g)) {
        for (const action of iamActionsOf(command, src)) needed.add(action);
      }
      for (const [, index] of src.matchAll(/IndexName:\s*(\w+)_INDEX\.name/g))
        queried.add(index.toLowerCase());
    }
    expect(needed.size, 'the store sends some command').toBeGreaterThan(0);
    // Which function calls which store method is up to the entries; between them they need all of it.
    const tableActions = new Set([...API_ACCESS.tableActions, ...SCHEDULER_ACCESS.tableActions]);
    const indexes = new Set([...API_ACCESS.queriedIndexes, ...SCHEDULER_ACCESS.queriedIndexes]);
    // Queries are granted per index (below); a query of the table itself would need its own grant.
    for (const action of needed) {
      if (action !== 'dynamodb:Query') expect(tableActions, `${action} is granted`).toContain(action);
    }
    for (const index of queried) expect(indexes, `Query on ${index}`).toContain(index);
  });
});

/** IAM actions a document/low-level client command needs; transactions need each item's action. */
function iamActionsOf(command: string, src: string): string[] {
  const simple: Record<string, string> = {
    Get: 'dynamodb:GetItem',
    Put: 'dynamodb:PutItem',
    Update: 'dynamodb:UpdateItem',
    Delete: 'dynamodb:DeleteItem',
    Query: 'dynamodb:Query',
    Scan: 'dynamodb:Scan',
    BatchGet: 'dynamodb:BatchGetItem',
    BatchWrite: 'dynamodb:BatchWriteItem',
    TransactGet: 'dynamodb:GetItem',
  };
  if (command in simple) return [simple[command]];
  if (command === 'TransactWrite') {
    const kinds: [RegExp, string][] = [
      [/\{\s*Put:/, 'dynamodb:PutItem'],
      [/\{\s*Update:/, 'dynamodb:UpdateItem'],
      [/\{\s*Delete:/, 'dynamodb:DeleteItem'],
      [/\{\s*ConditionCheck:/, 'dynamodb:ConditionCheckItem'],
    ];
    return kinds.filter(([re]) => re.test(src)).map(([, action]) => action);
  }
  throw new Error(
    `The store sends ${command}Command: map it to its IAM action here and grant it in infra/access.ts`,
  );
}

describe('the HTTP API', () => {
  it('is an HTTP API that passes preflights on: the function answers CORS, for the site’s own origin', () => {
    const [, api] = only('AWS::ApiGatewayV2::Api');
    expect(api.Properties.ProtocolType).toBe('HTTP');
    // API Gateway's CORS settings would answer every OPTIONS itself, on any path, and cannot
    // name the site (its distribution is made from this API): the function does it
    // (functions/api/cors.ts, the local server's too; test/local/cors.test.ts, test/api/options.test.ts).
    expect(api.Properties.CorsConfiguration).toBeUndefined();
    const [, fn] = apiFunction();
    const [distributionId] = only('AWS::CloudFront::Distribution');
    expect(fn.Properties.Environment.Variables.CORS_ORIGINS).toEqual({
      'Fn::Join': ['', ['https://', getAtt(distributionId, 'DomainName')]],
    });
    // The policy the function applies: what the client sends and reads.
    for (const h of ['If-None-Match', 'If-Match', 'Idempotency-Key', 'Authorization', 'Content-Type']) {
      expect(CORS_POLICY.allowHeaders).toContain(h);
    }
    expect(CORS_POLICY.exposeHeaders).toContain('ETag');
    expect(CORS_POLICY.allowMethods).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
    );
    // The local server keeps any origin by default.
    expect(CORS_POLICY.allowOrigins).toEqual(['*']);
    expect(DEFAULT_SETTINGS.corsOrigins).toEqual([]);
    expect(CORS_POLICY.maxAgeSeconds).toBeGreaterThan(0);
  });

  it('sends every request to the API function with payload format 2.0', () => {
    const [apiFn] = apiFunction();
    const [integrationId] = only('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: getAtt(apiFn),
    });
    only('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
    only('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: getAtt(apiFn),
      Principal: 'apigateway.amazonaws.com',
    });
  });

  it('throttles the default stage and writes JSON access logs with retention', () => {
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: DEFAULT_SETTINGS.throttleRate,
        ThrottlingBurstLimit: DEFAULT_SETTINGS.throttleBurst,
      },
    });
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    const groupId = stage.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[groupId].Properties.RetentionInDays).toBe(
      DEFAULT_SETTINGS.logRetentionDays,
    );
  });
});

describe('the schedule', () => {
  /** The scheduler's schedules, one per shard of the due index, each with its input parsed. */
  const schedules = () =>
    Object.values(template.findResources('AWS::Scheduler::Schedule'))
      .map((s) => ({ schedule: s as Resource, input: JSON.parse(s.Properties.Target.Input) }))
      .filter((s) => s.input.source === 'dominoes.scheduler');

  it('invokes a scheduler worker for every shard of the due index every minute with the run time, no retries', () => {
    const [schedulerFn] = schedulerFunction();
    const all = schedules();
    expect(all).toHaveLength(DUE_SHARD_COUNT);
    expect(all.map((s) => s.input.shard).sort()).toEqual(
      Array.from({ length: DUE_SHARD_COUNT }, (_, k) => k),
    );
    for (const { schedule, input } of all) {
      expect(schedule.Properties).toMatchObject({
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: {
          Arn: getAtt(schedulerFn),
          RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
        },
      });
      expect(input).toEqual({
        source: 'dominoes.scheduler',
        scheduledTime: '<aws.scheduler.scheduled-time>',
        executionId: '<aws.scheduler.execution-id>',
        scheduleArn: '<aws.scheduler.schedule-arn>',
        shard: input.shard,
      });
    }
    // Lambda does not retry a failed run later either: the next minute's run takes its tables.
    const [, invokeConfig] = only('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: schedulerFn } });
    expect(invokeConfig.Properties).toMatchObject({
      FunctionName: { Ref: schedulerFn },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it("lets Scheduler's role invoke the scheduler function and nothing else", () => {
    const [schedulerFn] = schedulerFunction();
    for (const { schedule } of schedules()) {
      const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0];
      const role = template.toJSON().Resources[roleId];
      expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        expect.objectContaining({
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: {
            StringEquals: expect.objectContaining({ 'aws:SourceAccount': { Ref: 'AWS::AccountId' } }),
          },
        }),
      ]);
      const policy = Object.values(template.findResources('AWS::IAM::Policy')).find((p) =>
        p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === roleId),
      );
      expect(policy?.Properties.PolicyDocument.Statement).toEqual([
        {
          Effect: 'Allow',
          Action: 'lambda:InvokeFunction',
          Resource: [getAtt(schedulerFn), { 'Fn::Join': ['', [getAtt(schedulerFn), ':*']] }],
        },
      ]);
    }
  });

  it('times the function out before the next run', () => {
    const [, f] = schedulerFunction();
    expect(f.Properties.Timeout).toBeLessThan(60);
  });

  it('alarms on a table left due too long (or no runs at all), and on failed runs and actions', () => {
    const [schedulerFn] = schedulerFunction();
    const [, late] = only('AWS::CloudWatch::Alarm', { MetricName: SCHEDULER_METRICS.oldestDueAge });
    expect(late.Properties).toMatchObject({
      Namespace: SCHEDULER_METRICS.namespace,
      Statistic: 'Maximum',
      Period: 60,
      Threshold: OLDEST_DUE_ALARM_SECONDS,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'breaching',
    });
    const [, runs] = only('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: schedulerFn } }],
    });
    expect(runs.Properties).toMatchObject({
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: schedulerFn } }],
      Statistic: 'Sum',
      Threshold: 1,
      TreatMissingData: 'notBreaching',
    });
    const [, actions] = only('AWS::CloudWatch::Alarm', { MetricName: SCHEDULER_METRICS.failures });
    expect(actions.Properties).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 1 });
  });
});

describe('outputs', () => {
  it('gives the API URL and the table name', () => {
    const [stageId] = only('AWS::ApiGatewayV2::Stage');
    const outputs = template.toJSON().Outputs;
    expect(outputs.TableName.Value).toEqual({ Ref: tableId() });
    const url = JSON.stringify(outputs.ApiUrl.Value);
    expect(url).toContain('https://');
    expect(url).toContain('execute-api');
    expect(stageId).toBeTruthy();
  });
});

describe('context settings (no bundling)', () => {
  it('a throwaway stack drops deletion protection and deletes the table with the stack', () => {
    const s = synthesize({ bundle: false, context: { throwaway: 'true' } });
    try {
      const [, table] = Object.entries(s.template.findResources('AWS::DynamoDB::GlobalTable'))[0];
      expect(table.DeletionPolicy).toBe('Delete');
      expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(false);
      expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({
        PointInTimeRecoveryEnabled: true,
      });
    } finally {
      s.cleanup();
    }
  });

  it('reads throttling, the schedule rate, retention and log level from -c values (strings)', () => {
    const s = synthesize({
      bundle: false,
      context: {
        throttleRate: '10',
        throttleBurst: '20',
        scheduleMinutes: '5',
        logRetentionDays: '7',
        logLevel: 'debug',
        corsOrigins: 'https://a.example, https://b.example',
      },
    });
    try {
      s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      });
      s.template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: 'rate(5 minutes)',
        Target: Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 300 } }),
      });
      s.template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 7 });
      // Every service function: the API, the scheduler, the notifier, the boards' snapshot (CDK's
      // BucketDeployment function of the site is not one).
      const services = Object.values(
        s.template.findResources('AWS::Lambda::Function', {
          Properties: {
            Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: Match.anyValue() }) },
          },
        }),
      );
      expect(services).toHaveLength(4);
      for (const fn of services) {
        expect(fn.Properties.LoggingConfig).toMatchObject({ ApplicationLogLevel: 'DEBUG' });
        expect(fn.Properties.Environment.Variables).toMatchObject({ POWERTOOLS_LOG_LEVEL: 'DEBUG' });
      }
      s.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: 'Dominoes REST API (Hono)',
        Environment: { Variables: Match.objectLike({ CORS_ORIGINS: 'https://a.example,https://b.example' }) },
      });
    } finally {
      s.cleanup();
    }
  });

  it('passes OpenID Connect issuers from -c oidcIssuers to the API function (none by default)', () => {
    const issuers = [
      { issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Ab12Cd34E', audience: 'client-id' },
      { issuer: 'https://accounts.google.com', audience: ['a.apps.googleusercontent.com'] },
    ];
    const s = synthesize({ bundle: false, context: { oidcIssuers: JSON.stringify(issuers) } });
    try {
      s.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: 'Dominoes REST API (Hono)',
        Environment: {
          Variables: Match.objectLike({
            OIDC_ISSUERS: JSON.stringify([
              { ...issuers[0], audience: ['client-id'], algorithms: ['RS256', 'ES256', 'PS256'] },
              { ...issuers[1], algorithms: ['RS256', 'ES256', 'PS256'] },
            ]),
          }),
        },
      });
    } finally {
      s.cleanup();
    }
    const [, api] = apiFunction();
    expect(api.Properties.Environment.Variables.OIDC_ISSUERS).toBeUndefined();
  });

  it('lets the site’s pages fetch from the providers the web client signs in with (CSP connect-src)', () => {
    const issuers = [
      {
        issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Ab12Cd34E',
        audience: 'web-client',
        web: {
          clientId: 'web-client',
          name: 'Dominoes ID',
          connectOrigins: ['https://play.auth.eu-west-1.amazoncognito.com'],
        },
      },
      { issuer: 'https://accounts.google.com', audience: 'native-only' },
    ];
    const s = synthesize({ bundle: false, context: { oidcIssuers: JSON.stringify(issuers) } });
    try {
      const [policy] = Object.values(s.template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as {
        Properties: {
          ResponseHeadersPolicyConfig: {
            SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
          };
        };
      }[];
      const csp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
      // The issuer (its discovery document) and the token endpoint's host; not the provider without web.
      expect(csp.ContentSecurityPolicy).toContain(
        "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://play.auth.eu-west-1.amazoncognito.com;",
      );
      expect(csp.ContentSecurityPolicy).not.toContain('accounts.google.com');
    } finally {
      s.cleanup();
    }
  });

  it.each([
    [{ oidcIssuers: '[{"issuer":"http://idp.example","audience":"x"}]' }, /issuer must be an https URL/],
    [{ oidcIssuers: '[{"issuer":"https://idp.example"}]' }, /audience must be/],
    [{ oidcIssuers: 'not json' }, /oidcIssuers must be a JSON array/],
    [
      {
        oidcIssuers:
          '[{"issuer":"https://idp.example","audience":"api","web":{"clientId":"web","name":"X"}}]',
      },
      /web.clientId must be one of the audiences/,
    ],
    [
      { oidcIssuers: '[{"issuer":"https://idp.example","audience":"web","web":{"clientId":"web"}}]' },
      /web.name must be/,
    ],
    [{ throwaway: 'yes' }, /throwaway must be true or false/],
    [{ throttleRate: '0' }, /throttleRate must be a positive number/],
    [{ scheduleMinutes: '1.5' }, /scheduleMinutes must be a whole number/],
    [{ logRetentionDays: '10' }, /logRetentionDays must be one of/],
    [{ logLevel: 'LOUD' }, /logLevel must be one of/],
  ])('refuses a bad setting %j', (context, message) => {
    expect(() => synthesize({ bundle: false, context })).toThrow(message);
  });
});

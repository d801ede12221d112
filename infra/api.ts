/**
 * The API function behind an HTTP API (API Gateway v2): one catch-all route, stage throttling.
 * CORS is the function's (functions/api/cors.ts, as on the local server): API Gateway passes
 * every request on, preflights included, so OPTIONS answers the same deployed and locally, and
 * the allowed origins can be the site's own (infra/stack.ts), which API Gateway's CORS settings
 * cannot name (the site's distribution is made from this API).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_ACCESS, grantTableAccess } from './access';
import { API_ENTRY } from './bundling';
import type { StackSettings } from './config';
import { ServiceFunction } from './lambda';

/** One JSON object per request (HTTP API context variables), like the functions' own logs. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    path: '$context.path',
    status: '$context.status',
    bytes: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

export interface DominoesApiProps {
  dynamoTable: TableV2;
  settings: StackSettings;
  /** The keys that sign device tokens (infra/token-keys.ts); only this function reads them. */
  tokenKeys: ISecret;
}

export class DominoesApi extends Construct {
  readonly function: ServiceFunction;
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: DominoesApiProps) {
    super(scope, id);
    const { dynamoTable, settings, tokenKeys } = props;

    this.function = new ServiceFunction(this, 'Handler', {
      entry: API_ENTRY,
      description: 'Dominoes REST API (Hono)',
      serviceName: 'dominoes-api',
      // More memory is more CPU: a faster cold start and faster requests for about the same cost.
      memorySize: 1024,
      // Under API Gateway's 30 s integration limit, over a long-poll's 20 s (api/polling.ts).
      timeout: Duration.seconds(28),
      environment: {
        TABLE_NAME: dynamoTable.tableName,
        // Development tables (and whatever else DEV_MODE unlocks) never run in AWS.
        DEV_MODE: 'false',
        TOKEN_KEYS_SECRET_ARN: tokenKeys.secretArn,
        ...(settings.oidcIssuers.length > 0 && { OIDC_ISSUERS: JSON.stringify(settings.oidcIssuers) }),
      },
      settings,
    });
    grantTableAccess(dynamoTable, this.function.role, API_ACCESS);
    tokenKeys.grantRead(this.function.role);

    this.httpApi = new HttpApi(this, 'Http', {
      description: 'Dominoes REST API',
      // The Hono app routes; API Gateway passes everything on (payload format 2.0).
      defaultIntegration: new HttpLambdaIntegration('Lambda', this.function.fn),
      // Our own stage below, for throttling and access logs.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: settings.logRetentionDays as RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: settings.throttleRate, burstLimit: settings.throttleBurst },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
  }

  get url(): string {
    return this.stage.url;
  }

  /** The origins browsers may call the API from (the function's CORS_ORIGINS). */
  allowOrigins(origins: readonly string[]): void {
    this.function.fn.addEnvironment('CORS_ORIGINS', origins.join(','));
  }
}

/**
 * A service function: NodejsFunction with the shared build, its own log group (retention, JSON
 * logs) and its own role that may write to that log group and nothing else until granted more.
 */
import { type Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, LoggingFormat, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionDefaults } from './bundling';
import type { StackSettings } from './config';

export interface ServiceFunctionProps {
  entry: string;
  description: string;
  /** Powertools' service name, the `service` field of every log line. */
  serviceName: string;
  memorySize: number;
  timeout: Duration;
  environment: Record<string, string>;
  settings: Pick<StackSettings, 'logRetentionDays' | 'logLevel'>;
}

export class ServiceFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { settings } = props;
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: settings.logRetentionDays as RetentionDays,
      // Logs expire anyway; a deleted stack should not leave them behind.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of the default one with AWSLambdaBasicExecutionRole (logs:* on every group).
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.serviceName}: its log group and the table grants`,
    });
    this.logGroup.grantWrite(this.role);

    const defaults = functionDefaults(props.entry);
    this.fn = new NodejsFunction(this, 'Function', {
      ...defaults,
      description: props.description,
      role: this.role,
      memorySize: props.memorySize,
      timeout: props.timeout,
      logGroup: this.logGroup,
      // Lambda writes its own lines (START, REPORT, console.*) as JSON too, at these levels.
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel[settings.logLevel],
      systemLogLevelV2: SystemLogLevel.WARN,
      environment: {
        ...defaults.environment,
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        ...props.environment,
      },
    });
  }
}

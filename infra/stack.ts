/** The whole service in one stack: table, API, scheduler, and the two outputs a user needs. */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { DominoesApi } from './api';
import { type StackSettings, settingsFromContext } from './config';
import { acknowledgeAcceptedFindings } from './nag-suppressions';
import { DueWorkScheduler } from './scheduler';
import { createGameTable } from './table';
import { createTokenKeySecret } from './token-keys';

export interface DominoesStackProps extends StackProps {
  /** Overrides the CDK context (tests); by default read with settingsFromContext. */
  settings?: Partial<StackSettings>;
}

export class DominoesStack extends Stack {
  readonly settings: StackSettings;

  constructor(scope: Construct, id: string, props: DominoesStackProps = {}) {
    super(scope, id, props);
    this.settings = { ...settingsFromContext(this.node), ...props.settings };

    const table = createGameTable(this, { throwaway: this.settings.throwaway });
    const tokenKeys = createTokenKeySecret(this, { throwaway: this.settings.throwaway });
    const api = new DominoesApi(this, 'Api', { table, settings: this.settings, tokenKeys });
    const scheduler = new DueWorkScheduler(this, 'Scheduler', { table, settings: this.settings });

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The DynamoDB table' });

    acknowledgeAcceptedFindings({ api, scheduler, tokenKeys });
  }
}

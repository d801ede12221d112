/** The whole service in one stack: table, API, scheduler, the site, and the outputs a user needs. */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { webSignInOrigins } from '../functions/accounts/oidc';
import { DominoesApi } from './api';
import { BoardSnapshots } from './boards';
import { type StackSettings, settingsFromContext } from './config';
import { acknowledgeAcceptedFindings } from './nag-suppressions';
import { TableNotifier } from './notifier';
import { DueWorkScheduler } from './scheduler';
import { DominoesSite } from './site';
import { createDynamoTable } from './table';
import { createTokenKeySecret } from './token-keys';
import { createVapidKeySecret, readVapidKeys } from './vapid-keys';

export interface DominoesStackProps extends StackProps {
  /** Overrides the CDK context (tests); by default read with settingsFromContext. */
  settings?: Partial<StackSettings>;
  /** The built web client to deploy (infra/web-client.ts); without one the site has no client. */
  clientDirectory?: string;
}

export class DominoesStack extends Stack {
  readonly settings: StackSettings;

  constructor(scope: Construct, id: string, props: DominoesStackProps = {}) {
    super(scope, id, props);
    this.settings = { ...settingsFromContext(this.node), ...props.settings };

    const dynamoTable = createDynamoTable(this, { throwaway: this.settings.throwaway });
    const tokenKeys = createTokenKeySecret(this, { throwaway: this.settings.throwaway });
    const api = new DominoesApi(this, 'Api', { dynamoTable, settings: this.settings, tokenKeys });
    const scheduler = new DueWorkScheduler(this, 'Scheduler', { dynamoTable, settings: this.settings });
    const notifier = new TableNotifier(this, 'Notifier', { dynamoTable, settings: this.settings });
    const boards = new BoardSnapshots(this, 'Boards', { dynamoTable, settings: this.settings });
    const vapidKeys = createVapidKeySecret(this, { throwaway: this.settings.throwaway });
    readVapidKeys(vapidKeys, [api.function, scheduler.function, notifier.function]);

    const site = new DominoesSite(this, 'Site', {
      httpApi: api.httpApi,
      clientDirectory: props.clientDirectory,
      throwaway: this.settings.throwaway,
      logRetentionDays: this.settings.logRetentionDays,
      signInOrigins: webSignInOrigins(this.settings.oidcIssuers),
    });

    // The site's pages call the API on their own origin; other origins only when configured.
    api.allowOrigins(this.settings.corsOrigins.length > 0 ? this.settings.corsOrigins : [site.url]);

    new CfnOutput(this, 'SiteUrl', {
      value: site.url,
      description: 'The web client, with the API (/v1) and the docs (/docs) on the same domain',
    });
    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'TableName', { value: dynamoTable.tableName, description: 'The DynamoDB table' });

    acknowledgeAcceptedFindings({ api, scheduler, notifier, boards, tokenKeys, site });
  }
}

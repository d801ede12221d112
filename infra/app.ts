/**
 * The CDK app (cdk.json: `npx tsx infra/app.ts`). The stack is environment-agnostic: synth needs
 * no account, region or credentials; `cdk deploy` takes them from the AWS CLI's configuration.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './bundling';
import { DominoesStack } from './stack';
import { builtWebClient } from './web-client';

const app = new App();
new DominoesStack(app, String(app.node.tryGetContext('stackName') ?? 'Dominoes'), {
  description: 'Dominoes: web client on S3 and CloudFront, HTTP API, Lambda, DynamoDB, EventBridge Scheduler',
  clientDirectory: builtWebClient(REPO_ROOT),
});
// Synth fails on any AwsSolutions finding not acknowledged (with its reason) in the stack.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();

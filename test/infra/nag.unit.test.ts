/** cdk-nag's AwsSolutions pack on the stack: no finding left unacknowledged, each with a reason. */

import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { Stack, Validations } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Synthesized, synthesize } from './synth';

// The rules only read the template, so the bundles are not built.
let synth: Synthesized;
let report: PolicyValidationPluginReport;

beforeAll(() => {
  synth = synthesize({ bundle: false });
  report = new AwsSolutionsChecks(synth.app).validateScope(synth.stack);
});
afterAll(() => synth?.cleanup());

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      // Stored as { '<plugin prefix>::<rule id>': reason }.
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .map(([key, reason]) => ({ path: c.node.path, id: key.replace(/^[^:]+::/, ''), reason })),
  );
}

describe('AwsSolutions checks', () => {
  it('find nothing unacknowledged', () => {
    const findings = report.violations.flatMap((v) =>
      v.violatingResources.map((r) => `${v.ruleName} at ${r.resourceLogicalId}: ${v.description}`),
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('acknowledge only what is listed, each with a reason', () => {
    const acks = acknowledgements(synth.stack);
    // The IAM5 finding names the scheduler function by its logical id (with a hash).
    const ids = acks
      .map((a) => a.id.replace(/SchedulerHandlerFunction\w+\.Arn/, 'SchedulerHandlerFunction.Arn'))
      .map((a) => a.replace(/BoardsHandlerFunction\w+\.Arn/, 'BoardsHandlerFunction.Arn'))
      .map((a) => a.replace(/SiteClient\w+\.Arn/, 'SiteClient.Arn'))
      .sort();
    // The site's: CloudFront's defaults for a public site, and CDK's BucketDeployment function.
    const site = [
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR2',
      'AwsSolutions-CFR4',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Resource::<SiteClient.Arn>/*]',
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      'AwsSolutions-L1',
    ];
    expect(ids).toEqual(
      [
        'AwsSolutions-APIG4',
        'AwsSolutions-IAM5[Resource::<SchedulerHandlerFunction.Arn>:*]',
        'AwsSolutions-IAM5[Resource::<BoardsHandlerFunction.Arn>:*]',
        'AwsSolutions-L1',
        'AwsSolutions-L1',
        'AwsSolutions-L1',
        'AwsSolutions-L1',
        'AwsSolutions-SMG4',
        'AwsSolutions-SMG4',
        'AwsSolutions-SQS3',
        ...site,
      ].sort(),
    );
    for (const a of acks) expect(a.reason.length, `${a.id} at ${a.path}`).toBeGreaterThan(30);
  });

  it('do report findings in this harness (the check is not vacuous)', () => {
    const stack = new Stack(synth.app, 'Probe');
    new CfnFunction(stack, 'Old', {
      code: { zipFile: 'x' },
      role: 'arn:aws:iam::1:role/x',
      runtime: 'nodejs20.x',
    });
    const probe = new AwsSolutionsChecks(synth.app).validateScope(stack);
    expect(probe.violations.map((v) => v.ruleName)).toContain('AwsSolutions-L1');
  });
});

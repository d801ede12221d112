/** cdk-nag findings we accept, each with its reason; everything else must pass AwsSolutions. */
import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import type { DominoesApi } from './api';
import type { BoardSnapshots } from './boards';
import type { TableNotifier } from './notifier';
import type { DueWorkScheduler } from './scheduler';
import type { DominoesSite } from './site';

export function acknowledgeAcceptedFindings(parts: {
  api: DominoesApi;
  scheduler: DueWorkScheduler;
  notifier: TableNotifier;
  boards: BoardSnapshots;
  tokenKeys: ISecret;
  site: DominoesSite;
}): void {
  const { api, scheduler, notifier, boards, tokenKeys, site } = parts;
  Validations.of(tokenKeys).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'The token keys are rotated by hand, two keys valid during a rotation (docs/sign-in.md#token-keys); an automatic ' +
      'rotation would retire the key of tokens still in use on devices and sign their people out.',
  });
  for (const fn of [api.function.fn, scheduler.function.fn, notifier.function.fn, boards.function.fn]) {
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the service is built and tested for; a newer one is a deliberate move.',
    });
  }
  Validations.of(api.httpApi).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'The app authenticates every private route itself (device tokens by their MAC, then their item; ' +
      'OpenID Connect tokens verified with jose in the function, docs/sign-in.md); sign-up, sign-in with a code, ' +
      'the lobby and the docs are public on purpose.',
  });
  Validations.of(notifier.deadLetters).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason:
      'This queue is a dead-letter queue itself: the notifier stream mapping’s on-failure destination (cdk-nag only ' +
      'recognises queues named in another queue’s redrive policy).',
  });
  // Scheduler's roles (made by the LambdaInvoke targets) may invoke their function and its versions.
  const stack = Stack.of(scheduler);
  for (const fn of [scheduler.function.fn, boards.function.fn]) {
    const fnLogicalId = stack.resolve((fn.node.defaultChild as CfnElement).logicalId);
    Validations.of(stack).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
      reason:
        'LambdaInvoke grants invoke on the schedule function and its versions (ARN:*), one function only.',
    });
  }
  acknowledgeSiteFindings(site);
}

/** The site: CloudFront's defaults for a public site, and CDK's own BucketDeployment function. */
function acknowledgeSiteFindings(site: DominoesSite): void {
  const distribution = Validations.of(site.distribution);
  distribution.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'A public game site for players anywhere: no country is blocked.',
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason:
      'The API throttles at its stage and limits each player and address itself; a web ACL (a monthly fee per ' +
      'ACL and rule) is the operator’s choice to add, not a default of this stack.',
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR4',
    reason:
      'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the viewer ' +
      'TLS policy; a custom domain with its own certificate can require TLSv1.2_2021.',
  });

  // BucketDeployment's one handler function per stack (a SingletonFunction at the stack's root).
  const stack = Stack.of(site);
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) return;
  const logicalId = (c: IConstruct) => stack.resolve((c.node.defaultChild as CfnElement).logicalId);
  const deployment = Validations.of(handler);
  const cdkOwn = 'CDK’s BucketDeployment custom resource (runs only while CloudFormation deploys the site)';
  deployment.acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: `${cdkOwn} writes its logs with the basic execution role CDK gives it.`,
  });
  deployment.acknowledge({
    id: 'AwsSolutions-L1',
    reason: `${cdkOwn}: CDK picks its Python runtime, not this project.`,
  });
  const wildcards = [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    `Resource::<${logicalId(site.bucket)}.Arn>/*`,
  ];
  for (const finding of wildcards) {
    deployment.acknowledge({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: `${cdkOwn} copies the built client from CDK’s asset bucket into the site’s bucket and prunes it there: read on the one, write and delete on the other, nothing else.`,
    });
  }
}

/** cdk-nag findings we accept, each with its reason; everything else must pass AwsSolutions. */
import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { DominoesApi } from './api';
import type { DueWorkScheduler } from './scheduler';

export function acknowledgeAcceptedFindings(parts: {
  api: DominoesApi;
  scheduler: DueWorkScheduler;
  tokenKeys: ISecret;
}): void {
  const { api, scheduler, tokenKeys } = parts;
  Validations.of(tokenKeys).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'The token keys are rotated by hand, two keys valid during a rotation (README); an automatic ' +
      'rotation would retire the key of tokens still in use on devices and sign their people out.',
  });
  for (const fn of [api.function.fn, scheduler.function.fn]) {
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
      'OpenID Connect tokens verified with jose in the function, README); sign-up, sign-in with a code, ' +
      'the lobby and the docs are public on purpose.',
  });
  // Scheduler's role (made by the LambdaInvoke target) may invoke the function and its versions.
  const stack = Stack.of(scheduler);
  const fnLogicalId = stack.resolve((scheduler.function.fn.node.defaultChild as CfnElement).logicalId);
  Validations.of(stack).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
    reason:
      'LambdaInvoke grants invoke on the schedule function and its versions (ARN:*), one function only.',
  });
}

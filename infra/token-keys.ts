/**
 * The secret holding the keys that sign device tokens (functions/accounts/token-keys.ts): made
 * with one generated key, `{"current":"k1","k1":"<64 random letters and digits>"}`, so no key is
 * ever in the template or the repository. Only the API function may read it. Rotation is by hand
 * (docs/sign-in.md#token-keys): add a key, make it current, keep the old one while its tokens should still work.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

export function createTokenKeySecret(scope: Construct, props: { throwaway: boolean }): Secret {
  return new Secret(scope, 'TokenKeys', {
    description: 'Dominoes API: the keys that sign device tokens (JSON: current key id, then id -> key)',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ current: 'k1' }),
      generateStringKey: 'k1',
      passwordLength: 64,
      excludePunctuation: true,
    },
    // Losing the keys signs every device out: kept unless the stack is a throwaway one.
    removalPolicy: props.throwaway ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });
}

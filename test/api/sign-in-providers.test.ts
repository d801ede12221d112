/**
 * The providers a web client offers "Sign in with …" for: public (no token, or a bad one,
 * still answers), only those configured with a web client id, cacheable; none without.
 */
import { expect, it } from 'vitest';
import { testApp } from '../support/api';
import { expectOk, typedClient } from '../support/client';

const issuers = [
  {
    issuer: 'https://id.example',
    audience: ['web-client', 'api'],
    web: { clientId: 'web-client', name: 'Example ID', connectOrigins: [] },
  },
  { issuer: 'https://other.example/', audience: ['native-app'] },
];

it('lists the web providers to anyone, and none where none is configured', async () => {
  const app = testApp({ oidcIssuers: issuers });
  for (const token of [undefined, 'not-a-token']) {
    const answer = typedClient(app, token).GET('/v1/players/sign-in/providers');
    expect(await expectOk(answer)).toEqual({
      providers: [{ issuer: 'https://id.example', clientId: 'web-client', name: 'Example ID' }],
    });
    expect((await answer).response.headers.get('cache-control')).toBe('public, max-age=300');
  }
  const none = await expectOk(typedClient(testApp()).GET('/v1/players/sign-in/providers'));
  expect(none).toEqual({ providers: [] });
});

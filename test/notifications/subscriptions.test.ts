/**
 * Webhook subscriptions through the API, with a real receiver on loopback: register (the URL
 * checked), list (never the secret), delete, a signed test ping, the delivery log; and every URL
 * that must be refused, when registered and again when delivered to (DNS rebinding).
 */
import type { LookupAddress } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps } from '../../functions/api/deps';
import type { SendPolicy } from '../../functions/notifications/send';
import { type App, signUp, testStore } from '../support/api';
import { expectEmpty, expectOk, sendUndocumented, textOf, typedClient } from '../support/client';
import { type Receiver, startReceiver } from '../support/receiver';
import { TEST_STORE_DEADLINE_MS } from '../support/timeouts';

const store = testStore();

/** The app as `npm start` (devMode) or as deployed, with the send policy adjusted. */
function appWith(devMode: boolean, send: Partial<SendPolicy> = {}): App {
  const deps = defaultDeps(store, { devMode, rateLimit: null, storeDeadlineMs: TEST_STORE_DEADLINE_MS });
  deps.log = () => {};
  deps.notify = {
    ...deps.notify,
    config: { ...deps.notify.config, send: { ...deps.notify.config.send, ...send } },
  };
  return createApp(deps);
}

const dev = appWith(true);
const deployed = appWith(false);
let receiver: Receiver;

/** The typed client of `token` (on the development app unless said), and a webhook's id as a path parameter. */
const as = (token: string, on: App = dev) => typedClient(on, token);
const byId = (id: string) => ({ params: { path: { id } } });

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('subscribing', () => {
  it('gives the secret once, lists without it, all events and the standard format by default', async () => {
    const ana = await signUp(dev, 'Ana');
    const answer = await as(ana.token).POST('/v1/me/webhooks', { body: { url: receiver.url } });
    const made = await expectOk(answer, 201);
    expect(made).toMatchObject({
      url: receiver.url,
      format: 'standard',
      status: 'active',
      events: [
        'table.your_turn',
        'table.deadline_soon',
        'table.joined',
        'table.started',
        'table.ended',
        'table.rematch',
        'event.round_paired',
      ],
    });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(answer.response.headers.get('location')).toBe(`/v1/players/me/webhooks/${made.id}`);

    const listing = as(ana.token).GET('/v1/me/webhooks');
    const listed = await expectOk(listing);
    expect(listed.webhooks).toHaveLength(1);
    expect(listed.webhooks[0]).toMatchObject({
      id: made.id,
      status: 'active',
      disabledReason: null,
    });
    expect(await textOf(listing)).not.toContain(made.secret);
    expect(await textOf(listing)).not.toContain('secret');

    // Someone else sees none of it, and cannot touch it.
    const ben = await signUp(dev, 'Ben');
    expect((await expectOk(as(ben.token).GET('/v1/me/webhooks'))).webhooks).toEqual([]);
    const theirs = await as(ben.token).DELETE('/v1/me/webhooks/{id}', byId(made.id));
    expect(theirs.response.status).toBe(404);
    expect(theirs.error?.code).toBe('webhook/not-found');

    await expectEmpty(as(ana.token).DELETE('/v1/me/webhooks/{id}', byId(made.id)));
    expect((await as(ana.token).DELETE('/v1/me/webhooks/{id}', byId(made.id))).response.status).toBe(404);
    expect((await expectOk(as(ana.token).GET('/v1/me/webhooks'))).webhooks).toEqual([]);
  });

  it('takes chosen events (in a canonical order) and refuses unknown ones, bad URLs and a sixth', async () => {
    const cy = await signUp(dev, 'Cy');
    const some = await expectOk(
      as(cy.token).POST('/v1/me/webhooks', {
        body: { url: receiver.url, events: ['table.ended', 'table.your_turn'], format: 'discord' },
      }),
      201,
    );
    expect(some.events).toEqual(['table.your_turn', 'table.ended']);
    // Sent as given: an unknown event, a URL that is none, an unknown format, a field the
    // document does not have (the secret is the service's to make); the first, third and fourth
    // are no NewWebhook the typed client would send.
    for (const body of [
      { url: receiver.url, events: ['table.moved'] },
      { url: 'not a url' },
      { url: receiver.url, format: 'teams' },
      { url: receiver.url, secret: 'mine' },
    ]) {
      const r = await sendUndocumented(dev, 'POST', '/v1/me/webhooks', { token: cy.token, body });
      expect(r.response.status, JSON.stringify(body)).toBe(400);
      expect(r.error?.code).toBe('request/validation');
    }
    for (let i = 0; i < 4; i++)
      await expectOk(as(cy.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
    const sixth = await as(cy.token).POST('/v1/me/webhooks', { body: { url: receiver.url } });
    expect(sixth.response.status).toBe(409);
    expect(sixth.error?.code).toBe('webhook/too-many');
  });

  it('counts by a conditional write: eight made at once make five; a deleted one frees its place', async () => {
    const dee = await signUp(dev, 'Dee');
    const made = await Promise.all(
      Array.from({ length: 8 }, () => as(dee.token).POST('/v1/me/webhooks', { body: { url: receiver.url } })),
    );
    expect(made.map((r) => r.response.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const listed = await expectOk(as(dee.token).GET('/v1/me/webhooks'));
    expect(listed.webhooks).toHaveLength(5);
    const gone = listed.webhooks[0].id;
    await expectEmpty(as(dee.token).DELETE('/v1/me/webhooks/{id}', byId(gone)));
    // Deleting it again changes no count.
    expect((await as(dee.token).DELETE('/v1/me/webhooks/{id}', byId(gone))).response.status).toBe(404);
    await expectOk(as(dee.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
    const again = await as(dee.token).POST('/v1/me/webhooks', { body: { url: receiver.url } });
    expect(again.error?.code).toBe('webhook/too-many');
  });
});

describe('refused URLs', () => {
  const deployedRefusals: [string, RegExp][] = [
    ['http://example.com/hook', /only https/],
    ['https://127.0.0.1/hook', /loopback/],
    ['https://[::1]/hook', /loopback/],
    ['https://10.0.0.1/hook', /private/],
    ['https://10.255.3.4:8443/hook', /private/],
    ['https://192.168.1.1/hook', /private/],
    ['https://172.16.0.9/hook', /private/],
    ['https://169.254.169.254/latest/meta-data/', /link-local/],
    ['https://[fe80::1]/hook', /link-local/],
    ['https://[fd12:3456::1]/hook', /unique-local/],
    ['https://224.0.0.1/hook', /multicast/],
    ['https://[ff02::1]/hook', /multicast/],
    ['https://[::ffff:127.0.0.1]/hook', /loopback/],
    ['https://[::ffff:a9fe:a9fe]/hook', /link-local/],
    ['https://0.0.0.0/hook', /reserved/],
    ['https://localhost/hook', /localhost resolves to a loopback address/],
    ['https://user:pw@example.com/hook', /user name or password/],
  ];
  it.each(deployedRefusals)('deployed: %s is refused when registered', async (url, why) => {
    const p = await signUp(deployed, 'Di');
    const r = await as(p.token, deployed).POST('/v1/me/webhooks', { body: { url } });
    expect(r.response.status).toBe(422);
    expect(r.error?.code).toBe('webhook/url-refused');
    expect(r.error?.detail).toMatch(why);
  });

  it('development allows loopback http, and nothing else private', async () => {
    const p = await signUp(dev, 'Ed');
    await expectOk(as(p.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
    for (const url of ['http://10.0.0.1/x', 'http://169.254.169.254/', 'http://[fd00::1]/x']) {
      const r = await as(p.token).POST('/v1/me/webhooks', { body: { url } });
      expect(r.response.status, url).toBe(422);
    }
  });

  it('a name that resolved to a public address, then to loopback (DNS rebinding), is refused on the connection', async () => {
    let lookups = 0;
    const rebinding = async (): Promise<LookupAddress[]> =>
      lookups++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    const app = appWith(false, { resolve: rebinding });
    const p = await signUp(app, 'Flo');
    const made = await expectOk(
      as(p.token, app).POST('/v1/me/webhooks', { body: { url: 'https://rebind.example/hook' } }),
      201,
    );
    const ping = await expectOk(as(p.token, app).POST('/v1/me/webhooks/{id}/test', byId(made.id)));
    expect(ping).toMatchObject({
      status: 'failed',
      responseStatus: null,
      error: '127.0.0.1 is a loopback address',
    });
    expect(lookups).toBe(2);
  });
});

describe('the test ping and the delivery log', () => {
  it('is signed (verified with the standardwebhooks library), logged, and its outcome answered', async () => {
    const p = await signUp(dev, 'Gus');
    const made = await expectOk(as(p.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
    const test = () => expectOk(as(p.token).POST('/v1/me/webhooks/{id}/test', byId(made.id)));
    const before = receiver.requests.length;
    const ping = await test();
    expect(ping).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      responseStatus: 204,
    });
    const got = receiver.requests.slice(before);
    expect(got).toHaveLength(1);
    const payload = new Webhook(made.secret).verify(got[0].body, got[0].headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'webhook.test', data: { webhookId: made.id } });
    expect(got[0].headers['webhook-id']).toBe(ping.id);
    expect(Math.abs(Number(got[0].headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);

    receiver.respond = { status: 500 };
    const failed = await test();
    expect(failed).toMatchObject({
      status: 'failed',
      responseStatus: 500,
      error: 'HTTP 500',
      nextAttemptAt: null,
    });

    // A redirect (here to the metadata service) is never followed.
    receiver.respond = { status: 302, location: 'http://169.254.169.254/latest/meta-data/' };
    const redirected = await test();
    expect(redirected).toMatchObject({
      status: 'failed',
      responseStatus: 302,
      error: 'redirect (302) not followed',
    });
    receiver.respond = { status: 204 };
    expect(receiver.requests.length - before).toBe(3);

    const log = await expectOk(as(p.token).GET('/v1/me/webhooks/{id}/deliveries', byId(made.id)));
    expect(log.deliveries.map((d) => d.status)).toEqual(['failed', 'failed', 'delivered']);
    expect(log.deliveries[0]).toMatchObject({
      event: 'webhook.test',
      error: 'redirect (302) not followed',
    });
    expect((await as(p.token).GET('/v1/me/webhooks/{id}/deliveries', byId('nope'))).response.status).toBe(
      404,
    );
  });

  it('discord and slack get the bodies their incoming webhooks take', async () => {
    const p = await signUp(dev, 'Hal');
    const made: [string, 'content' | 'text'][] = [];
    for (const [format, field] of [
      ['discord', 'content'],
      ['slack', 'text'],
    ] as const) {
      const hook = await expectOk(
        as(p.token).POST('/v1/me/webhooks', { body: { url: receiver.url, format } }),
        201,
      );
      made.push([hook.id, field]);
      const before = receiver.requests.length;
      await expectOk(as(p.token).POST('/v1/me/webhooks/{id}/test', byId(hook.id)));
      const [got] = receiver.requests.slice(before);
      expect(Object.keys(got.json!)).toContain(field);
      expect(got.json![field]).toMatch(/this webhook works/);
      expect(got.headers['webhook-signature']).toBeUndefined();
    }
    // The text is in the player's language, from the next delivery on.
    await expectOk(as(p.token).PATCH('/v1/players/me', { body: { language: 'es' } }));
    for (const [id, field] of made) {
      const before = receiver.requests.length;
      await expectOk(as(p.token).POST('/v1/me/webhooks/{id}/test', byId(id)));
      const [got] = receiver.requests.slice(before);
      expect(got.json![field]).toBe('Prueba de la API de Dominó: este webhook funciona');
    }
  });

  it('an endpoint that never answers is given up after the timeout', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const app = appWith(true, { timeoutMs: 300 });
    const p = await signUp(app, 'Jo');
    const made = await expectOk(
      as(p.token, app).POST('/v1/me/webhooks', { body: { url: `http://127.0.0.1:${port}/x` } }),
      201,
    );
    const ping = await expectOk(as(p.token, app).POST('/v1/me/webhooks/{id}/test', byId(made.id)));
    expect(ping).toMatchObject({ status: 'failed', error: 'no answer within 0.3 s' });
    silent.close();
  });

  it('a connection refused is a failure with its reason', async () => {
    const quiet = await startReceiver();
    const url = quiet.url;
    await quiet.close();
    const p = await signUp(dev, 'Ida');
    const made = await expectOk(as(p.token).POST('/v1/me/webhooks', { body: { url } }), 201);
    const ping = await expectOk(as(p.token).POST('/v1/me/webhooks/{id}/test', byId(made.id)));
    expect(ping).toMatchObject({ status: 'failed', error: 'connection refused' });
  });
});

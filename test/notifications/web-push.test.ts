/**
 * Web Push from the server, end to end on DynamoDB Local: a player subscribes a device with keys
 * the test holds (a browser's P-256 key pair and auth secret, made with node:crypto); a table
 * event from the table's stream reaches the loopback push service as a message the test
 * decrypts itself (RFC 8291) to the event, with a VAPID JWT (RFC 8292) that verifies with jose
 * against the server's public key; a failing push service is retried, logged and switched off
 * on the webhooks' own path; a push service that forgot the subscription has it removed; and
 * signing the device out removes its subscription.
 */
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../functions/notifications/deliveries';
import { runDueNotifications } from '../../functions/notifications/due';
import { signUp, type TestPlayer } from '../support/api';
import { expectEmpty, expectOk, expectProblem, typedClient } from '../support/client';
import { clockedAt, eventually, type NotifyBench, notifyBench, yourTurnAt } from '../support/notifications';
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  type PushService,
  recordSizeOf,
  startPushService,
} from '../support/push-service';

let bench: NotifyBench;
let service: PushService;

beforeAll(async () => {
  bench = await notifyBench();
  service = await startPushService();
});
afterAll(async () => {
  await bench?.close();
  await service?.close();
});

const as = (token: string) => typedClient(bench.app, token);

async function subscribed(
  name: string,
): Promise<{ p: TestPlayer; browser: BrowserKeys; endpoint: string; id: string }> {
  const p = await signUp(bench.app, name);
  const browser = browserKeys();
  const endpoint = service.endpoint(`${name}-${p.id}`);
  const made = await expectOk(
    as(p.token).POST('/v1/players/me/push-subscriptions', { body: { endpoint, keys: browser.keys } }),
    201,
  );
  expect(made).toMatchObject({ endpoint, status: 'active', current: true });
  return { p, browser, endpoint, id: made.id };
}

const sentTo = (endpoint: string) =>
  service.requests.filter((r) => `${new URL(endpoint).pathname}` === r.path);

describe('a push message', () => {
  it('is the table event, encrypted to the browser’s keys and signed with the server’s VAPID key', {
    timeout: 30_000,
  }, async () => {
    const ana = await subscribed('Ana');
    const ben = await signUp(bench.app, 'Ben');
    // Ben takes a seat at Ana's table: table.joined, for Ana, from the table's stream.
    const table = await expectOk(
      as(ana.p.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2, target: 1 } } }),
      201,
    );
    await expectOk(as(ben.token).POST('/v1/tables/{id}/seats', { params: { path: { id: table.code } } }));
    await eventually(() => sentTo(ana.endpoint).length >= 1, 15_000, 'the push message');
    const [req] = sentTo(ana.endpoint);

    expect(req.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(24 * 3600),
    });
    expect(Number(req.headers['content-length'])).toBe(req.body.length);
    expect(recordSizeOf(req.body)).toBeGreaterThanOrEqual(req.body.length - 86);
    const message = JSON.parse(decryptPush(req.body, ana.browser));
    expect(message).toMatchObject({
      type: 'table.joined',
      data: {
        tableId: table.id,
        joined: { seat: 1, name: 'Ben' },
        url: `https://play.example/tables/${table.id}`,
      },
      text: 'Ben took seat 1 at your table',
    });
    // Nothing a browser without the keys could read: another key pair fails.
    expect(() => decryptPush(req.body, browserKeys())).toThrow();

    // The VAPID header: a JWT for the push service's origin, signed by the key the API gives out.
    const { publicKey } = await expectOk(as(ana.p.token).GET('/v1/push/vapid-public-key'));
    const auth = String(req.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(auth) ?? [];
    expect(k).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, key, { audience: new URL(ana.endpoint).origin });
    expect(payload.sub).toMatch(/^(mailto:|https:)/);
    expect(payload.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(payload.exp! - Date.now() / 1000).toBeGreaterThan(0);

    // In the delivery log, like a webhook's; never among the webhooks.
    const log = await expectOk(
      as(ana.p.token).GET('/v1/players/me/push-subscriptions/{id}/deliveries', {
        params: { path: { id: ana.id } },
      }),
    );
    expect(log.deliveries[0]).toMatchObject({
      event: 'table.joined',
      status: 'delivered',
      responseStatus: 201,
    });
    expect((await expectOk(as(ana.p.token).GET('/v1/me/webhooks'))).webhooks).toEqual([]);
  });

  it('refuses an endpoint that is not https or loopback, and keys that are not a browser’s', async () => {
    const p = await signUp(bench.app, 'Cy');
    const keys = browserKeys().keys;
    const refused = await as(p.token).POST('/v1/players/me/push-subscriptions', {
      body: { endpoint: 'http://10.0.0.8/push/x', keys },
    });
    await expectProblem(refused, 422, 'webhook/url-refused');
    const short = await as(p.token).POST('/v1/players/me/push-subscriptions', {
      body: { endpoint: service.endpoint('cy'), keys: { ...keys, auth: 'c2hvcnQ' } },
    });
    expect(short.response.status).toBe(400);
    // The right length, but no point on the curve: refused now, not failing every delivery.
    const notAKey = await as(p.token).POST('/v1/players/me/push-subscriptions', {
      body: { endpoint: service.endpoint('cy'), keys: { ...keys, p256dh: `BA${'A'.repeat(85)}` } },
    });
    await expectProblem(notAKey, 422, 'webhook/push-keys-refused');
  });
});

const T0 = Math.ceil(Date.now() / 1000) * 1000;
const at = (ms: number) => clockedAt(bench, T0, ms);

const yourTurn = (playerId: string, n: number) => yourTurnAt('push-table', playerId, n, T0);

describe('a failing push service', () => {
  it('is retried and logged as a webhook is, and switched off after the (short) day', async () => {
    const dee = await subscribed('Dee');
    service.respond = { status: 503 };
    await notify(at(0), [yourTurn(dee.p.id, 1)]);
    for (;;) {
      const [d] = await bench.store.webhooks.deliveriesOf(dee.id, 1);
      if (d.nextAttemptAt === null) break;
      await runDueNotifications(at(Date.parse(d.nextAttemptAt) - T0));
    }
    service.respond = { status: 201 };
    const attempts = sentTo(dee.endpoint);
    expect(attempts).toHaveLength(9);
    // Every attempt the same event, encrypted afresh.
    for (const r of attempts)
      expect(JSON.parse(decryptPush(r.body, dee.browser)).type).toBe('table.your_turn');
    expect(new Set(attempts.map((r) => r.body.toString('base64'))).size).toBe(9);
    const log = await expectOk(
      as(dee.p.token).GET('/v1/players/me/push-subscriptions/{id}/deliveries', {
        params: { path: { id: dee.id } },
      }),
    );
    expect(log.deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 9,
      responseStatus: 503,
      error: 'HTTP 503',
    });
    const [sub] = (await expectOk(as(dee.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions;
    expect(sub.status).toBe('disabled');
    expect(sub.disabledReason).toMatch(/every delivery failed since/);

    // Subscribing again (the Notifications screen's switch) turns it on.
    await expectOk(
      as(dee.p.token).POST('/v1/players/me/push-subscriptions', {
        body: { endpoint: dee.endpoint, keys: dee.browser.keys },
      }),
      201,
    );
    const [again] = (await expectOk(as(dee.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions;
    expect(again).toMatchObject({ id: dee.id, status: 'active', disabledReason: null });
  });

  it('that no longer knows the subscription (410) has it removed, without retries', async () => {
    const eli = await subscribed('Eli');
    service.respond = { status: 410 };
    await notify(at(0), [yourTurn(eli.p.id, 1)]);
    service.respond = { status: 201 };
    expect(sentTo(eli.endpoint)).toHaveLength(1);
    expect((await expectOk(as(eli.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions).toEqual(
      [],
    );
    const [d] = await bench.store.webhooks.deliveriesOf(eli.id, 1);
    expect(d).toMatchObject({ status: 'failed', nextAttemptAt: null, responseStatus: 410 });
  });
});

describe('a test notification', () => {
  it('is one push to that device, decrypted to webhook.test, 202 with its delivery', async () => {
    const ida = await subscribed('Ida');
    const jon = await subscribed('Jon');
    const res = await as(ida.p.token).POST('/v1/players/me/push-subscriptions/{id}/test', {
      params: { path: { id: ida.id } },
    });
    expect(res.response.status).toBe(202);
    expect(res.data).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      responseStatus: 201,
    });
    const sent = sentTo(ida.endpoint);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(decryptPush(sent[0].body, ida.browser))).toMatchObject({
      type: 'webhook.test',
      data: { webhookId: ida.id },
    });
    const log = await expectOk(
      as(ida.p.token).GET('/v1/players/me/push-subscriptions/{id}/deliveries', {
        params: { path: { id: ida.id } },
      }),
    );
    expect(log.deliveries.map((d) => d.id)).toEqual([res.data!.id]);
    // Another person's device: 404, and nothing sent to it.
    await expectProblem(
      await as(ida.p.token).POST('/v1/players/me/push-subscriptions/{id}/test', {
        params: { path: { id: jon.id } },
      }),
      404,
      'webhook/not-found',
    );
    expect(sentTo(jon.endpoint)).toHaveLength(0);
  });
});

describe('devices', () => {
  it('one subscription per device; signing a device out removes its subscription, not the others’', async () => {
    const fay = await subscribed('Fay');
    // A second device of Fay's, by a sign-in code.
    const code = await expectOk(as(fay.p.token).POST('/v1/me/sign-in-codes'), 201);
    const second = await expectOk(
      typedClient(bench.app).POST('/v1/players/sign-in', { body: { code: code.code, deviceName: 'phone' } }),
    );
    const phone = browserKeys();
    await expectOk(
      as(second.token).POST('/v1/players/me/push-subscriptions', {
        body: { endpoint: service.endpoint('fay-phone'), keys: phone.keys },
      }),
      201,
    );
    // The same device again: replaced, not added.
    await expectOk(
      as(second.token).POST('/v1/players/me/push-subscriptions', {
        body: { endpoint: service.endpoint('fay-phone-2'), keys: phone.keys },
      }),
      201,
    );
    const both = (await expectOk(as(fay.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions;
    expect(both.map((s) => [s.endpoint, s.current])).toEqual([
      [fay.endpoint, true],
      [service.endpoint('fay-phone-2'), false],
    ]);

    const tokens = (await expectOk(as(fay.p.token).GET('/v1/me/tokens'))).tokens;
    const phoneToken = tokens.find((t) => !t.current)!;
    await expectEmpty(
      as(fay.p.token).DELETE('/v1/me/tokens/{id}', { params: { path: { id: phoneToken.id } } }),
    );
    const left = (await expectOk(as(fay.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions;
    expect(left.map((s) => s.endpoint)).toEqual([fay.endpoint]);

    // Rotating this device's token keeps its subscription, under the new token.
    const rotated = await expectOk(as(fay.p.token).POST('/v1/me/tokens/current/rotate'));
    fay.p.token = rotated.token;
    const kept = (await expectOk(as(fay.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions;
    expect(kept.map((s) => [s.endpoint, s.current])).toEqual([[fay.endpoint, true]]);

    // This device unsubscribes itself; then there is nothing to remove.
    await expectEmpty(as(fay.p.token).DELETE('/v1/players/me/push-subscriptions'));
    expect((await expectOk(as(fay.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions).toEqual(
      [],
    );
    await expectProblem(
      await as(fay.p.token).DELETE('/v1/players/me/push-subscriptions'),
      404,
      'webhook/not-found',
    );
  });
  it('a subscription is deleted by its id; the old delete by device is a deprecated alias', async () => {
    const gus = await subscribed('Gus');
    const hal = await subscribed('Hal');
    // Not Gus's own: 404, and Hal's stays.
    await expectProblem(
      await as(gus.p.token).DELETE('/v1/players/me/push-subscriptions/{id}', {
        params: { path: { id: hal.id } },
      }),
      404,
      'webhook/not-found',
    );
    const removed = await bench.app.request(`/v1/players/me/push-subscriptions/${gus.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${gus.p.token}` },
    });
    expect(removed.status).toBe(204);
    expect(removed.headers.get('deprecation')).toBeNull();
    expect((await expectOk(as(gus.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions).toEqual(
      [],
    );
    await expectProblem(
      await as(gus.p.token).DELETE('/v1/players/me/push-subscriptions/{id}', {
        params: { path: { id: gus.id } },
      }),
      404,
      'webhook/not-found',
    );

    // The old path still removes the calling device's, and says what replaced it.
    const old = await bench.app.request('/v1/players/me/push-subscriptions', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${hal.p.token}` },
    });
    expect(old.status).toBe(204);
    expect(old.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(old.headers.get('link')).toBe(
      `</v1/players/me/push-subscriptions/${hal.id}>; rel="successor-version"`,
    );
    expect((await expectOk(as(hal.p.token).GET('/v1/players/me/push-subscriptions'))).subscriptions).toEqual(
      [],
    );
  });
});

/**
 * Web Push in Chromium, on an app whose table stream is followed with the notifier's code: the
 * Notifications screen's "Notify this device" switch asks permission, subscribes with the
 * service worker's PushManager to the server's VAPID key and gives the server the subscription;
 * a table event then reaches the (loopback) push service encrypted to the subscription's keys,
 * and, delivered to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), shows a notification that names the table; turning the
 * switch off removes the subscription.
 *
 * Headless Chromium has no push service: in a Playwright context (incognito) subscribe() is
 * refused, and in a persistent profile it brings the browser down. So PushManager's subscribe
 * and getSubscription are replaced, before the app loads, by a stand-in that answers a
 * subscription on the test's push service with keys the test holds (and records the key it was
 * asked to subscribe with); everything else is the browser's own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually, type NotifyBench, notifyBench } from '../support/notifications';
import { browserKeys, decryptPush, type PushService, startPushService } from '../support/push-service';
import {
  apiAt,
  browserSuite,
  checkAccessibility,
  ok,
  screenshot,
  serviceWorkerControls,
  signUp,
  startWebServer,
  tokenOf,
  watch,
} from './browser';

let bench: NotifyBench;
let service: PushService;

const suite = browserSuite(async () => {
  bench = await notifyBench();
  return startWebServer(bench.app);
});

beforeAll(async () => {
  service = await startPushService();
});

afterAll(async () => {
  await service?.close();
  await bench?.close();
});

/** The stand-in PushManager (see the top): one subscription, kept in the page's origin storage. */
function standInPushManager(sub: { endpoint: string; p256dh: string; auth: string }) {
  const toBytes = (b64: string) =>
    Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const made = () => {
    const key = localStorage.getItem('test.push.key');
    if (key === null) return null;
    return {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: toBytes(key) },
      toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem('test.push.key');
        return true;
      },
    };
  };
  PushManager.prototype.getSubscription = async () => made() as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    localStorage.setItem(
      'test.push.key',
      btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    );
    return made() as unknown as PushSubscription;
  };
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      path: (n.data as { path?: string } | null)?.path ?? null,
    })),
  );
}

/** A player of the page's own (its token in localStorage), as the app makes one. */
async function signUpHere(page: Page): Promise<void> {
  const player = await signUp(suite.url, 'Noa');
  await page.evaluate((t) => localStorage.setItem('dominoes.token', t), player.token);
}

/** The service worker's registration id, for ServiceWorker.deliverPushMessage. */
async function registrationIdOf(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of e.registrations)
        if (!r.isDeleted && r.scopeURL === `${suite.url}/`) ids.push(r.registrationId);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await eventually(() => ids.length > 0, 5000, 'the service worker registration');
  return { cdp, registrationId: ids[0] };
}

describe('push notifications in the web client', () => {
  test('the switch subscribes this device; a table event is pushed, and the service worker shows it', {
    timeout: 90_000,
  }, async () => {
    const keys = browserKeys();
    const endpoint = service.endpoint('chromium');
    const context = await suite.browser.newContext();
    await context.grantPermissions(['notifications'], { origin: suite.url });
    await context.addInitScript(standInPushManager, { endpoint, ...keys.keys });
    const page = await context.newPage();
    const problems = watch(page);

    // Ana opens a table for a friend from the app, then goes to Notifications.
    await page.goto(suite.url);
    await serviceWorkerControls(page);
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/tables\//);
    const ana = await tokenOf(page);
    const table = await ok(
      apiAt(suite.url, ana).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 2, target: 1 } },
      }),
    );
    await page.goto(`${suite.url}/notifications`);
    const toggle = page.getByRole('switch', { name: 'Notify this device' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await checkAccessibility(page, 'notifications with the device switch');
    await toggle.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect
      .poll(() => page.locator('#device-state').textContent())
      .toMatch(/This device shows a notification/);
    await screenshot(page, 'push-on');

    // The browser was asked to subscribe with the server's own key, and the server has it.
    const { publicKey } = await ok(apiAt(suite.url, ana).GET('/v1/push/vapid-public-key'));
    expect(await page.evaluate(() => localStorage.getItem('test.push.key'))).toBe(publicKey);
    const [sub] = (await ok(apiAt(suite.url, ana).GET('/v1/players/me/push-subscriptions'))).subscriptions;
    expect(sub).toMatchObject({ endpoint, status: 'active', current: true });

    // Ben takes a seat: Ana's push service gets the event, encrypted to this browser's keys.
    const ben = await signUp(suite.url, 'Ben');
    await ok(
      apiAt(suite.url, ben.token).POST('/v1/tables/{id}/seats', { params: { path: { id: table.code } } }),
    );
    await eventually(() => service.requests.length > 0, 15_000, 'the push message');
    const text = decryptPush(service.requests[0].body, keys);
    expect(JSON.parse(text)).toMatchObject({ type: 'table.joined', text: 'Ben took seat 1 at your table' });

    // Delivered to the service worker as the push service would: the notification shows.
    const { cdp, registrationId } = await registrationIdOf(context, page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.url, registrationId, data: text });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'Dominoes',
          body: 'Ben took seat 1 at your table',
          tag: `table-${table.id}`,
          path: `/tables/${table.id}`,
        },
      ]);

    // Off: the server forgets this device.
    await toggle.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect((await ok(apiAt(suite.url, ana).GET('/v1/players/me/push-subscriptions'))).subscriptions).toEqual(
      [],
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the switch looks like one and says when it works; a refusal in plain words; a test notification', {
    timeout: 60_000,
  }, async () => {
    const keys = browserKeys();
    const endpoint = service.endpoint('chromium');
    // A browser that grants the permission but whose push service refuses, as Chromium does in a
    // private window: "Registration failed - permission denied".
    const refusing = await suite.browser.newContext();
    await refusing.grantPermissions(['notifications'], { origin: suite.url });
    await refusing.addInitScript(() => {
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - permission denied', 'AbortError');
      };
    });
    const page = await refusing.newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    await serviceWorkerControls(page);
    await signUpHere(page);
    await page.goto(`${suite.url}/notifications`);
    const toggle = page.getByRole('switch', { name: 'Notify this device' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    // A switch: a track wider than tall with a knob, not a bare square.
    const track = await page.locator('.switch-track').boundingBox();
    expect(track!.width).toBeGreaterThan(track!.height * 1.5);
    await toggle.press('Space');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^This browser would not let this site notify you/);
    expect(await alert.textContent()).not.toMatch(/Registration failed/);
    expect(await toggle.isChecked()).toBe(false);
    await screenshot(page, 'push-refused');
    expect(problems).toEqual([]);
    await refusing.close();

    // A browser that subscribes: "Turning on…" while the server is asked; then a test notification.
    const context = await suite.browser.newContext();
    await context.grantPermissions(['notifications'], { origin: suite.url });
    await context.addInitScript(standInPushManager, { endpoint, ...keys.keys });
    const next = await context.newPage();
    const nextProblems = watch(next);
    await next.goto(suite.url);
    await serviceWorkerControls(next);
    await signUpHere(next);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await next.route('**/v1/players/me/push-subscriptions', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await next.goto(`${suite.url}/notifications`);
    const on = next.getByRole('switch', { name: 'Notify this device' });
    await expect.poll(() => on.isEnabled()).toBe(true);
    await on.press('Space');
    await expect.poll(() => next.locator('#device-state').textContent()).toMatch(/^Turning on…/);
    expect(await on.isDisabled()).toBe(true);
    release();
    await expect.poll(() => on.isChecked()).toBe(true);
    // The test goes through the server to this device's push service, delivered on as it would be.
    const path = new URL(endpoint).pathname;
    const sentBefore = service.requests.length;
    const testPush = () => service.requests.slice(sentBefore).find((r) => r.path === path);
    await next.getByRole('button', { name: 'Send me a test notification' }).click();
    await eventually(() => testPush() !== undefined, 15_000, 'the test push');
    const testText = decryptPush(testPush()!.body, keys);
    expect(JSON.parse(testText)).toMatchObject({ type: 'webhook.test' });
    const { cdp, registrationId } = await registrationIdOf(context, next);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.url, registrationId, data: testText });
    await expect
      .poll(async () => (await shownNotifications(next)).map((n) => n.body))
      .toContain('Test from the Dominoes API: this webhook works');
    await checkAccessibility(next, 'notifications, this device on');
    await screenshot(next, 'push-on-test');
    expect(nextProblems).toEqual([]);
    await context.close();
  });
});

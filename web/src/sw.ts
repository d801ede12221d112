/**
 * The service worker (built to /sw.js by web/service-worker.ts, which puts the build's file list
 * in SHELL): the app shell (index.html, every script and style of the build, the icons) is
 * cached when it installs, so that with no connection the app still opens and says it is offline
 * (ui/offline.tsx). Pages are asked of the network first (a deploy shows at once) and answered
 * from the cache only when the network fails; the build's files are answered from the cache
 * (their names change with their content). The API is never touched: its answers are per person
 * and live.
 *
 * A push message (a table event, from the server's Web Push, docs/push.md) is shown as a
 * notification, one per table (a newer one replaces it); a click opens that table, in a window
 * of the app already open if there is one.
 *
 * Written against a few declarations of its own rather than TypeScript's WebWorker library, which
 * cannot share a program with the DOM one the rest of web/src is checked with.
 */

/** The shell's files, and the build they belong to (both put in by the build). */
declare const SHELL: string[];
declare const BUILD: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

import { type PushMessage, pushText, pushWords } from './i18n/push-words';
import { WORKER_CACHE, WORKER_LANGUAGE } from './i18n/worker-store';

const PREFIX = 'dominoes-shell-';
const CACHE = `${PREFIX}${BUILD}`;
/** What the API answers: passed by untouched. */
const API_PATH = /^\/(v1(\/|$)|docs(\/|$)|openapi\.json$)/;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the HTTP cache: the shell is this build's files, not an hour-old copy of one.
      await cache.addAll(SHELL.map((path) => new Request(path, { cache: 'reload' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || API_PATH.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.match('/index.html', { cacheName: CACHE })) ?? Response.error(),
      ),
    );
    return;
  }
  if (SHELL.includes(url.pathname)) {
    event.respondWith(
      (async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? fetch(request))(),
    );
  }
});

/** The language the page last chose (it leaves it in a cache both share: i18n/index.ts). */
async function pageLanguage(): Promise<string> {
  try {
    const saved = await (await caches.open(WORKER_CACHE)).match(WORKER_LANGUAGE);
    return saved ? await saved.text() : 'en';
  } catch {
    return 'en';
  }
}

worker.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const lang = await pageLanguage();
      let message: PushMessage;
      try {
        message = JSON.parse(event.data?.text() ?? '') as PushMessage;
      } catch {
        message = { type: '', text: pushWords(lang)('push.unknown'), data: {} };
      }
      const tableId = message.data?.tableId;
      await worker.registration.showNotification(pushWords(lang)('push.title'), {
        body: pushText(message, lang, Date.now()),
        icon: '/icons/icon-192.png',
        lang,
        tag: tableId ? `table-${tableId}` : message.type,
        data: { path: tableId ? `/tables/${encodeURIComponent(tableId)}` : '/me' },
      });
    })(),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // A path of this app only, whatever the message said.
  const path = (event.notification.data as { path?: string } | null)?.path ?? '/me';
  const url = new URL(path.startsWith('/') ? path : '/me', worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === url) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url);
        return;
      }
      await worker.clients.openWindow(url);
    })(),
  );
});

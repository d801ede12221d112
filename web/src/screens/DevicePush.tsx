/**
 * "Notify this device": the browser's own notifications, through its push service (docs/push.md).
 * Turning it on asks the browser's permission, subscribes with the service worker's PushManager
 * to the server's VAPID key, and gives the subscription to the server, which sends it the same
 * events as the webhooks; the service worker (sw.ts) shows each one and opens its table on a
 * click. Turning it off removes it on both sides. The switch shows what both sides hold: a
 * browser subscription the server no longer has (switched off after a day of failures, or the
 * device's token rotated) reads as off, and turning it on again mends it. The switch says when it
 * is at work, a refusal by the browser is put in plain words, and "Send me a test notification"
 * has this device show one (through its service worker, as a pushed one is shown).
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiProblem, api, errorText, type Schemas, unwrap } from '../api/client';
import { Problem } from '../ui/problem';
import './device-push.css';
import { addEnglish, t } from '../i18n';
import { account } from '../i18n/en/account';

addEnglish(account);

/** The browser's refusal to show notifications or to subscribe, in words a person can act on. */
export const refusedText = () => t('account.push.refused');

/** A refusal by the browser (not the server): permission denied, or no push service. */
function refusedByBrowser(err: unknown): boolean {
  return err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'AbortError');
}

type Subscription = Schemas['PushSubscription'];

const supported = () =>
  'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';

/** base64url → bytes (PushManager.subscribe takes the key as bytes). */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The app registers it at load (ui/offline.tsx); a page opened before that waits for it.
  return navigator.serviceWorker.ready;
}

export function DevicePush() {
  const [on, setOn] = useState<boolean | null>(null);
  const [mine, setMine] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [tested, setTested] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    try {
      const [reg, list] = await Promise.all([
        registration(),
        unwrap(api.GET('/v1/players/me/push-subscriptions')),
      ]);
      const local = await reg.pushManager.getSubscription();
      const current = list.subscriptions.find((s) => s.current) ?? null;
      setMine(current);
      setOn(
        local !== null &&
          current !== null &&
          current.endpoint === local.endpoint &&
          current.status === 'active',
      );
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    if (supported()) void load();
  }, []);

  async function turnOn() {
    if ((await Notification.requestPermission()) !== 'granted') {
      setError(refusedText());
      return;
    }
    const reg = await registration();
    const { publicKey } = await unwrap(api.GET('/v1/push/vapid-public-key'));
    const old = await reg.pushManager.getSubscription();
    // One made with another server key cannot be reused: the push service would refuse our messages.
    if (old && !sameKey(old, publicKey)) await old.unsubscribe();
    const sub =
      (old && sameKey(old, publicKey) ? old : null) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
    const json = sub.toJSON();
    await unwrap(
      api.POST('/v1/players/me/push-subscriptions', {
        body: {
          endpoint: sub.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
      }),
    );
  }

  async function turnOff() {
    const reg = await registration();
    const sub = await reg.pushManager.getSubscription();
    try {
      if (mine !== null)
        await unwrap(
          api.DELETE('/v1/players/me/push-subscriptions/{id}', { params: { path: { id: mine.id } } }),
        );
    } catch (err) {
      // Already gone on the server (switched off, or never sent): the browser's goes all the same.
      if (!(err instanceof ApiProblem && err.status === 404)) throw err;
    }
    await sub?.unsubscribe();
  }

  async function toggle() {
    setBusy(on ? 'off' : 'on');
    setError(null);
    setTested(null);
    try {
      await (on ? turnOff() : turnOn());
      await load();
    } catch (err) {
      setError(refusedByBrowser(err) ? refusedText() : errorText(err));
    } finally {
      setBusy(null);
    }
  }

  /** Has this device show a notification now, as a pushed one would be shown. */
  async function test() {
    setError(null);
    setTested(null);
    try {
      // Subscribed: through the server and the push service, as a real notification comes.
      if (on && mine !== null) {
        const sent = await unwrap(
          api.POST('/v1/players/me/push-subscriptions/{id}/test', { params: { path: { id: mine.id } } }),
        );
        if (sent.status === 'failed')
          setError(
            sent.error ? t('account.push.notTakenWhy', { why: sent.error }) : t('account.push.notTaken'),
          );
        else setTested(t('account.push.sentThrough'));
        return;
      }
      const reg = await registration();
      await reg.showNotification(t('nav.brand'), {
        body: t('account.push.testBody'),
        icon: '/icons/icon-192.png',
        tag: 'test',
        data: { path: '/notifications' },
      });
      setTested(t('account.push.sentNow'));
    } catch (err) {
      setError(refusedByBrowser(err) || err instanceof TypeError ? refusedText() : errorText(err));
    }
  }

  if (!supported())
    return (
      <section aria-labelledby="device-heading">
        <h2 id="device-heading">{t('account.push.thisDevice')}</h2>
        <p>{t('account.push.unsupported')}</p>
      </section>
    );
  return (
    <section aria-labelledby="device-heading">
      <h2 id="device-heading">{t('account.push.thisDevice')}</h2>
      <p>
        <label class="switch">
          <input
            type="checkbox"
            role="switch"
            checked={on === true}
            aria-checked={on === true}
            disabled={on === null || busy !== null}
            aria-describedby="device-state"
            onChange={() => void toggle()}
          />
          <span class="switch-track" aria-hidden="true">
            <span class="switch-knob" />
          </span>
          {t('account.push.notify')}
        </label>
      </p>
      <p id="device-state" aria-live="polite">
        {busy === 'on'
          ? t('account.push.turningOn')
          : busy === 'off'
            ? t('account.push.turningOff')
            : on === null
              ? t('account.push.checking')
              : on
                ? t('account.push.on')
                : mine?.status === 'disabled'
                  ? t('account.push.disabled', { why: mine.disabledReason ?? t('account.push.everyFailed') })
                  : t('account.push.off')}
      </p>
      {on && (
        <p>
          <button type="button" onClick={() => void test()}>
            {t('account.push.sendTest')}
          </button>{' '}
          {tested && <span class="hint">{tested}</span>}
        </p>
      )}
      <Problem text={error} />
    </section>
  );
}

function sameKey(sub: PushSubscription, publicKey: string): boolean {
  const key = sub.options.applicationServerKey;
  if (!key) return false;
  const want = bytesOf(publicKey);
  const have = new Uint8Array(key);
  return have.length === want.length && have.every((b, i) => b === want[i]);
}

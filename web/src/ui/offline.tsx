/**
 * Installing the app and using it with no connection: the service worker (sw.ts, built to
 * /sw.js) is registered once the page has loaded, in a build only (the dev server has none),
 * and while the browser says it is offline a banner says so: the service worker has opened the
 * app from its cache, and tables, moves and sign-in wait for the connection.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

export function registerServiceWorker(): void {
  // MODE, not PROD: a build made under a test runner (NODE_ENV=test) is not PROD, yet has sw.js.
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without it the app still works online: nothing to tell the person.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

export function OfflineBanner() {
  const [offline, setOffline] = useState(!navigator.onLine);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p class="offline" aria-live="polite">
      {t('common.offline')}
    </p>
  );
}

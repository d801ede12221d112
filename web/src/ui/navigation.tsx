/**
 * A few routes on the History API: /, /friends, /me, /devices, /notifications, /tables/<id>,
 * /join/<code>, and /sign-in/callback (where a provider sends the page back).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { screen: 'home' }
  | { screen: 'friends' }
  | { screen: 'me' }
  | { screen: 'devices' }
  | { screen: 'notifications' }
  | { screen: 'sign-in-callback' }
  | { screen: 'table'; id: string }
  | { screen: 'join'; code: string }
  | { screen: 'missing'; path: string };

export function routeOf(path: string): Route {
  if (path === '/' || path === '') return { screen: 'home' };
  if (path === '/friends') return { screen: 'friends' };
  if (path === '/me') return { screen: 'me' };
  if (path === '/devices') return { screen: 'devices' };
  if (path === '/notifications') return { screen: 'notifications' };
  if (path === '/sign-in/callback') return { screen: 'sign-in-callback' };
  const table = /^\/tables\/([A-Za-z0-9_-]{1,40})\/?$/.exec(path);
  if (table) return { screen: 'table', id: table[1] };
  const join = /^\/join\/([A-Za-z0-9_-]{1,40})\/?$/.exec(path);
  if (join) return { screen: 'join', code: join[1] };
  return { screen: 'missing', path };
}

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return path;
}

/** A link that changes screens without reloading the page (a modified click still opens a tab). */
export function Link(props: {
  href: string;
  class?: string;
  children: ComponentChildren;
  current?: boolean;
}) {
  return (
    <a
      href={props.href}
      class={props.class}
      aria-current={props.current ? 'page' : undefined}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}

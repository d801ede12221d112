/**
 * Moving between pages on the History API: `navigate`, the current path (`usePath`), and `Link`,
 * an <a> that changes pages without reloading. Which page a path is, is routes.tsx's to say.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

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

/** A link that changes pages without reloading (a modified click still opens a tab). */
export function Link(props: {
  href: string;
  class?: string;
  children: ComponentChildren;
  current?: boolean;
  onClick?: () => void;
}) {
  return (
    <a
      href={props.href}
      class={props.class}
      aria-current={props.current ? 'page' : undefined}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        props.onClick?.();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}

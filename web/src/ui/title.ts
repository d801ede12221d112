import { useEffect } from 'preact/hooks';

/** The tab's title names the screen. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Dominoes`;
  }, [title]);
}

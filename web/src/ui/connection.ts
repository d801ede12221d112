/**
 * One banner at a time about reaching the server: while a screen says it is trying again
 * (Retrying), the app's own "the server is busy" (a Retry-After being waited out) keeps quiet.
 */
import { useEffect, useState } from 'preact/hooks';

let claims = 0;
const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};

/** Held while `active`: the screen's banner is the one shown. */
export function useBannerClaim(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    claims++;
    tell();
    return () => {
      claims--;
      tell();
    };
  }, [active]);
}

/** Whether a screen shows its banner now. */
export function useBannerShown(): boolean {
  const [shown, setShown] = useState(claims > 0);
  useEffect(() => {
    const l = () => setShown(claims > 0);
    listeners.add(l);
    l();
    return () => {
      listeners.delete(l);
    };
  }, []);
  return shown;
}

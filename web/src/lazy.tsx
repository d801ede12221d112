/** Screens load as separate chunks: the table screen ships only what the table needs. */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorText } from './api/client';
import { Problem } from './screens/problem';

// biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
type Screen = FunctionComponent<any>;
const loaded = new Map<() => Promise<{ default: Screen }>, Screen>();

export function Lazy<P extends object>(props: { load: () => Promise<{ default: Screen }>; props: P }) {
  const [, setTick] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const Found = loaded.get(props.load);
  useEffect(() => {
    if (loaded.has(props.load)) return;
    let live = true;
    props
      .load()
      .then((m) => {
        loaded.set(props.load, m.default);
        if (live) setTick((n) => n + 1);
      })
      .catch((err) => live && setError(`This screen did not load (${errorText(err)}): reload the page.`));
    return () => {
      live = false;
    };
  }, [props.load]);
  if (error) return <Problem text={error} />;
  if (!Found) return <p class="loading">Loading…</p>;
  return <Found {...props.props} />;
}

/**
 * Work on many things at once, but not too many: at most `limit` run at a time, started in the
 * items' order, each new one as soon as one is done (so one slow item holds up only itself, never
 * a whole batch). `more()` is asked before each start: false leaves the rest unstarted.
 * Resolves to how many were started.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
  more: () => boolean = () => true,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && more()) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return next;
}

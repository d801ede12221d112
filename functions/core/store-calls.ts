/**
 * The store calls this process has in flight, counted by the store's one call path (store/call.ts),
 * so that CPU-bound work (a hand's analysis) starts only once they have landed: a call waiting
 * behind a busy event loop would reach its deadline before its answer is read
 * (docs/analysis.md#when-it-is-computed).
 */
let inFlight = 0;

/** Counts a call from its start to its end, whatever the end. */
export async function countedStoreCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await call();
  } finally {
    inFlight--;
  }
}

export function storeCallsInFlight(): number {
  return inFlight;
}

/** Resolves once no store call is in flight in this process, or after `maxMs` in any case. */
export async function whenStoreCallsLanded(maxMs: number): Promise<void> {
  for (const end = Date.now() + maxMs; inFlight > 0 && Date.now() < end; ) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * The DynamoDB table of the test worker this file runs in: `<run's base>-w<VITEST_POOL_ID>`.
 *
 * Test files run side by side (vitest's maxWorkers), and the global setup makes one table per
 * worker, so files that run at once never share a table; files that run one after another in a
 * worker share it as the whole run's single table used to be shared (so keys stay unique).
 */
export function workerTableName(
  base: string,
  poolId: string | number | undefined = process.env.VITEST_POOL_ID,
): string {
  return `${base}-w${poolId ?? 1}`;
}

import type { StoreTimeouts } from '../../functions/store/call';

/**
 * The suite's store waits: DynamoDB Local on a busy CI machine can take seconds to answer, and
 * an ordinary test must not see that as an outage. Fault tests set short ones of their own.
 */
export const TEST_TIMEOUTS: StoreTimeouts = {
  connectMs: 5_000,
  requestMs: 10_000,
  budgetMs: 20_000,
  attempts: 3,
};

/**
 * A test app's request deadline (AppConfig.storeDeadlineMs; deployed, 2.8 s): the store's own
 * generous waits above bound each call, so no request deadline cuts them short.
 */
export const TEST_STORE_DEADLINE_MS = 60_000;

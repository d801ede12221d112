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

/** What the table processor needs from the outside world; tests pass fakes, the API real ones. */
import type { Store } from '../store/port';

export interface TableContext {
  store: Store;
  now(): Date;
  /** A cryptographic seed (hand deals, computer players). */
  randomSeed(): string;
  newId(): string;
  newCode(): string;
  /** How long computer players may keep moving inside one request, in ms. */
  botBudgetMs: number;
  /** Monotonic milliseconds, for the budget. */
  clock(): number;
}

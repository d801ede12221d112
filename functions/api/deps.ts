/**
 * Everything the app needs from outside, in one object, so the Lambda, the local server and the
 * tests build the same app. Building it touches no network.
 */
import type { Store } from '../store/port';
import { newSecret } from '../tables/codes';
import { realTableContext, type TableContext } from '../tables/context';
import type { RateLimit } from './rate-limit';

export interface AppConfig {
  /** Allows development tables (fixed seeds and hands). On locally, off in the deployed stack. */
  devMode: boolean;
  /** How long computer players may move inside one request, ms. */
  botBudgetMs: number;
  /** Per player (and per client address for sign-up); null turns limiting off. */
  rateLimit: RateLimit | null;
  /** Bodies above this many bytes get 413. */
  maxBodyBytes: number;
  /** How long a long-poll may hold a request (API Gateway allows 30 s), and how often it looks. */
  longPollMaxMs: number;
  longPollIntervalMs: number;
}

export interface AppDeps extends TableContext {
  config: AppConfig;
  newSecret(): string;
  log(message: string, err?: unknown): void;
}

export const DEFAULT_CONFIG: AppConfig = {
  devMode: false,
  botBudgetMs: 150,
  rateLimit: { burst: 120, perSecond: 20 },
  maxBodyBytes: 16 * 1024,
  longPollMaxMs: 20_000,
  longPollIntervalMs: 250,
};

/** Real clocks and cryptographic randomness around a store. */
export function defaultDeps(store: Store, config: Partial<AppConfig> = {}): AppDeps {
  return {
    ...realTableContext(store, config.botBudgetMs ?? DEFAULT_CONFIG.botBudgetMs),
    newSecret,
    config: { ...DEFAULT_CONFIG, ...config },
    log: logError,
  };
}

/** One JSON line per unexpected error, like the rest of the service's logs (CloudWatch reads it). */
function logError(message: string, err?: unknown): void {
  const e = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : err;
  console.error(JSON.stringify({ level: 'ERROR', message, error: e }));
}

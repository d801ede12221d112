/**
 * Everything the app needs from outside, in one object, so the Lambda, the local server and the
 * tests build the same app. Building it touches no network.
 */

import type { AccountContext } from '../accounts/context';
import { type IssuerConfig, OidcVerifier } from '../accounts/oidc';
import type { AccountStore } from '../accounts/port';
import { newSignInCode } from '../accounts/sign-in-code';
import { TokenKeyRing, TokenKeys } from '../accounts/token-keys';
import type { EventStore } from '../events/port';
import { type NotifyContext, notifyConfig, notifyContext } from '../notifications/config';
import { devicePushOf } from '../notifications/device-push';
import type { WebhookStore } from '../notifications/port';
import type { PairingStore } from '../pairing/port';
import type { PhraseStore } from '../phrases/port';
import type { RatingContext } from '../ratings/context';
import type { SheetStore } from '../sheets/port';
import { newSecret } from '../tables/codes';
import { realTableContext, type TableContext } from '../tables/context';
import type { TableStore } from '../tables/port';
import type { RateLimit } from './rate-limit';

/**
 * The store the app is composed on: every domain's port, with one adapter behind them all
 * (store/dynamodb-store.ts, handed in by the entry points).
 */
export interface Store extends TableStore, SheetStore, AccountStore {
  /** Webhook subscriptions, deliveries and reminders (functions/notifications). */
  readonly webhooks: WebhookStore;
  /** Tables' quick phrases (functions/phrases). */
  readonly phrases: PhraseStore;
  /** Events: tournaments and their rounds (functions/events). */
  readonly events: EventStore;
  /** Quick pairing's queues and the seeks (functions/pairing). */
  readonly pairing: PairingStore;
  /**
   * This store for one request: every call through it stops at `deadline` (epoch ms), whichever
   * comes first with the call's own budget; StoreUnavailableError past it (requestDeps).
   */
  until(deadline: number): Store;
}

export interface AppConfig {
  /** Allows development tables (fixed seeds and hands). On locally, off in the deployed stack. */
  devMode: boolean;
  /** How long computer players may move inside one request, ms. */
  botBudgetMs: number;
  /** Per player (and per client address for sign-up); null turns limiting off. */
  rateLimit: RateLimit | null;
  /** Bodies above this many bytes get 413. */
  maxBodyBytes: number;
  /** A request line and headers above this many bytes get 431 (API Gateway's limit). */
  maxHeaderBytes: number;
  /** How long a long-poll may hold a request (API Gateway allows 30 s), and how often it looks. */
  longPollMaxMs: number;
  longPollIntervalMs: number;
  /** Sign-in codes: made per player, redeemed per client address; null turns limiting off. */
  signInLimit: RateLimit | null;
  /** OpenID Connect providers whose tokens sign players in (none: anonymous play only). */
  oidcIssuers: IssuerConfig[];
  /**
   * How long a request may wait for the store in all (requestDeps): with the store hung or
   * unreachable, the answer (a 503) comes within this. A long-poll waits longPollMaxMs more.
   */
  storeDeadlineMs: number;
}

export interface AppDeps extends TableContext, AccountContext {
  /** The store behind every domain's port (the tables', the accounts', the sheets', the notifications'). */
  store: Store;
  config: AppConfig;
  /** Where unexpected errors go; the answer waits for a promise it returns (the line written). */
  log(message: string, err?: unknown): unknown;
  /** Webhook subscriptions: the URL checks, test pings (functions/notifications). */
  notify: NotifyContext;
  /** Profiles, leaderboards, hiding (functions/ratings). */
  rating: RatingContext;
}

export const DEFAULT_CONFIG: AppConfig = {
  devMode: false,
  botBudgetMs: 150,
  rateLimit: { burst: 120, perSecond: 20 },
  maxBodyBytes: 16 * 1024,
  maxHeaderBytes: 10 * 1024,
  longPollMaxMs: 20_000,
  longPollIntervalMs: 250,
  // Ten at once, then one every 10 s: a person needs one or two, a guesser gets nowhere.
  signInLimit: { burst: 10, perSecond: 0.1 },
  oidcIssuers: [],
  storeDeadlineMs: 2_800,
};

/**
 * Real clocks and cryptographic randomness around a store. Token keys default to a ring made
 * now, in memory (tests, the OpenAPI script); the Lambda and the local server pass theirs.
 */
export function defaultDeps(
  store: Store,
  config: Partial<AppConfig> = {},
  accounts: Partial<Pick<AppDeps, 'keys' | 'oidc'>> = {},
): AppDeps {
  const full = { ...DEFAULT_CONFIG, ...config };
  const notify = notifyContext(store, notifyConfig(config.devMode ?? DEFAULT_CONFIG.devMode));
  return {
    ...realTableContext(store, full.botBudgetMs),
    store,
    newSecret,
    newSignInCode,
    keys: accounts.keys ?? TokenKeys.of(TokenKeyRing.generate()),
    oidc:
      accounts.oidc !== undefined
        ? accounts.oidc
        : full.oidcIssuers.length > 0
          ? new OidcVerifier(full.oidcIssuers)
          : null,
    config: full,
    log: logError,
    notify,
    devicePush: devicePushOf(notify),
    rating: { store: store.ratings, now: () => new Date() },
  };
}

/** One JSON line per unexpected error, like the rest of the service's logs (CloudWatch reads it). */
function logError(message: string, err?: unknown): void {
  const e = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : err;
  console.error(JSON.stringify({ level: 'ERROR', message, error: e }));
}

/**
 * The deps one request's services use: the store bound to the request's deadline, `ms` from now
 * (Store.until), so that every store call the domains make for it stops then. Passed explicitly:
 * no async context is tracked. The webhooks' context (`notify`), when it shares the store, shares
 * the bound one, and so do the devices' push subscriptions (`devicePush`).
 */
export function requestDeps(shared: AppDeps, ms: number): AppDeps {
  const store = shared.store.until(Date.now() + ms);
  const notify = shared.notify.store === shared.store ? { ...shared.notify, store } : shared.notify;
  return { ...shared, store, notify, devicePush: devicePushOf(notify) };
}

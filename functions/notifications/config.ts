/**
 * How notifications are sent and retried, and the clock and randomness they use (tests pass a
 * test clock, a fixed random and short delays). The same for the API (test pings), the notifier
 * and the scheduler (retries and reminders).
 */
import type { AccountStore } from '../accounts/port';
import type { TableStore } from '../tables/port';
import type { WebhookStore } from './port';
import type { SendPolicy } from './send';
import type { VapidKeys } from './vapid';
import { fileVapidKeys } from './vapid-file';
import { secretVapidKeys } from './vapid-secret';

export interface RetryPolicy {
  /** The delay after the first failed attempt; it doubles with each failure... */
  firstDelayMs: number;
  /** ...up to this. Each delay is jittered: between half of it and all of it. */
  maxDelayMs: number;
  /** A delivery is given up this long after it was queued... */
  giveUpAfterMs: number;
  /** ...and a subscription whose every attempt failed for this long is disabled. */
  disableAfterMs: number;
}

export interface NotifyConfig {
  send: SendPolicy;
  retry: RetryPolicy;
  /** Where a front end shows a table: links are `<publicBaseUrl>/tables/<id>` ('' : relative). */
  publicBaseUrl: string;
  /**
   * A delivery is queued due this far ahead before its first attempt, so that if the attempt
   * never reports back (the process died), the scheduler makes it.
   */
  leaseMs: number;
  /** Web Push (push.ts): the VAPID keys and subject; null where none are configured. */
  push: PushConfig | null;
}

export interface PushConfig {
  keys: VapidKeys;
  /** Who sends (RFC 8292's `sub`): a push service may write to it about this sender's traffic. */
  subject: string;
  /** How long a push service keeps a message for a device that is off (a turn waits a day). */
  ttlSeconds: number;
}

export interface NotifyContext {
  /** With the players (`getPlayer`), a chat's or a push's line is in the person's language; English without. */
  store: {
    readonly webhooks: WebhookStore;
    findTable: TableStore['findTable'];
    getPlayer?: AccountStore['getPlayer'];
  };
  config: NotifyConfig;
  now(): Date;
  /** In [0, 1): the retry delays' jitter. */
  random(): number;
  /** Where unexpected errors go (default: console.error). */
  log?: (message: string, err?: unknown) => void;
}

const HOUR = 3_600_000;

/** About a day of retries: 30 s, 1 min, 2 min … capped at 3 h, jittered (about 14 attempts). */
export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3 * HOUR,
  giveUpAfterMs: 24 * HOUR,
  disableAfterMs: 24 * HOUR,
};

/**
 * Deployed: https only, public addresses only. Development (`npm start`, the tests): loopback
 * http is allowed too. PUBLIC_BASE_URL is where a front end shows the tables.
 */
export function notifyConfig(devMode: boolean, env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return {
    send: {
      requireHttps: !devMode,
      allowLoopback: devMode,
      timeoutMs: 5_000,
      // Loaded with the first send: the API's cold start needs no resolver (send.ts, address.ts).
      resolve: (hostname) => import('./send').then((send) => send.systemResolve(hostname)),
    },
    retry: DEFAULT_RETRY,
    publicBaseUrl: env.PUBLIC_BASE_URL ?? '',
    leaseMs: 60_000,
    push: pushConfig(devMode, env),
  };
}

/**
 * The stack's secret (VAPID_KEYS_SECRET_ARN); in development a file beside the data
 * (VAPID_KEYS_FILE, `.dynamodb/vapid-keys.json`); deployed without a secret, no push.
 */
function pushConfig(devMode: boolean, env: NodeJS.ProcessEnv): PushConfig | null {
  const arn = env.VAPID_KEYS_SECRET_ARN;
  if (!arn && !devMode) return null;
  const base = env.PUBLIC_BASE_URL ?? '';
  return {
    keys: arn ? secretVapidKeys(arn) : fileVapidKeys(env.VAPID_KEYS_FILE ?? '.dynamodb/vapid-keys.json'),
    subject: env.VAPID_SUBJECT ?? (base.startsWith('https://') ? base : 'mailto:push@dominoes.invalid'),
    ttlSeconds: 24 * 3600,
  };
}

export function notifyContext(store: NotifyContext['store'], config: NotifyConfig): NotifyContext {
  return { store, config, now: () => new Date(), random: Math.random };
}

/** The delay before attempt `failures + 1`: exponential, capped, with jitter. */
export function retryDelayMs(policy: RetryPolicy, failures: number, random: number): number {
  const full = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(full / 2 + (random * full) / 2);
}

/**
 * The stack's settings, read from CDK context (`-c key=value` or cdk.json). Values given on the
 * command line arrive as strings, so every reader parses and checks its value.
 */
import type { Node } from 'constructs';
import { type IssuerConfig, parseIssuers } from '../functions/accounts/oidc';

export interface StackSettings {
  /** Relaxes deletion protection and the retain policy so `cdk destroy` removes the data too. */
  throwaway: boolean;
  /** Stage throttling: steady requests per second and burst, for the whole API. */
  throttleRate: number;
  throttleBurst: number;
  /** How often EventBridge Scheduler runs the schedule function. */
  scheduleMinutes: number;
  /** CloudWatch Logs retention of every log group, in days (a value CloudWatch accepts). */
  logRetentionDays: number;
  /** Powertools' and Lambda's application log level. */
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /**
   * Origins browsers may call the API from (`-c corsOrigins=https://a.example,https://b.example`,
   * or `*` for any); none given (the default): the site the stack deploys, and no other.
   */
  corsOrigins: string[];
  /** OpenID Connect providers whose tokens sign players in (`oidcIssuers`, JSON; none by default). */
  oidcIssuers: IssuerConfig[];
  /** Where a front end shows a table: notifications link to `<publicBaseUrl>/tables/<id>`. */
  publicBaseUrl: string;
}

export const DEFAULT_SETTINGS: StackSettings = {
  throwaway: false,
  throttleRate: 50,
  throttleBurst: 100,
  scheduleMinutes: 1,
  logRetentionDays: 30,
  logLevel: 'INFO',
  corsOrigins: [],
  oidcIssuers: [],
  publicBaseUrl: '',
};

// The retention periods CloudWatch Logs accepts.
const RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
];
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

export function settingsFromContext(node: Node): StackSettings {
  const get = (key: string): unknown => node.tryGetContext(key);
  const d = DEFAULT_SETTINGS;
  return {
    throwaway: bool(get('throwaway'), d.throwaway, 'throwaway'),
    throttleRate: positive(get('throttleRate'), d.throttleRate, 'throttleRate'),
    throttleBurst: positiveInt(get('throttleBurst'), d.throttleBurst, 'throttleBurst'),
    scheduleMinutes: positiveInt(get('scheduleMinutes'), d.scheduleMinutes, 'scheduleMinutes'),
    logRetentionDays: oneOf(
      positiveInt(get('logRetentionDays'), d.logRetentionDays, 'logRetentionDays'),
      RETENTION_DAYS,
      'logRetentionDays',
    ),
    logLevel: oneOf(String(get('logLevel') ?? d.logLevel).toUpperCase(), LOG_LEVELS, 'logLevel'),
    corsOrigins: list(get('corsOrigins'), d.corsOrigins),
    oidcIssuers: issuers(get('oidcIssuers'), d.oidcIssuers),
    publicBaseUrl: String(get('publicBaseUrl') ?? d.publicBaseUrl).replace(/\/+$/, ''),
  };
}

function bool(value: unknown, fallback: boolean, key: string): boolean {
  if (value === undefined) return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context ${key} must be true or false, got ${JSON.stringify(value)}`);
}

function positive(value: unknown, fallback: number, key: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`Context ${key} must be a positive number, got ${value}`);
  return n;
}

function positiveInt(value: unknown, fallback: number, key: string): number {
  const n = positive(value, fallback, key);
  if (!Number.isInteger(n)) throw new Error(`Context ${key} must be a whole number, got ${value}`);
  return n;
}

function oneOf<T>(value: unknown, allowed: readonly T[], key: string): T {
  if (!allowed.includes(value as T)) throw new Error(`Context ${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function list(value: unknown, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((s) => s.trim()).filter(Boolean);
}

/** `-c oidcIssuers='[{"issuer":"https://…","audience":"…"}]'` (a string) or the array in cdk.json. */
function issuers(value: unknown, fallback: IssuerConfig[]): IssuerConfig[] {
  if (value === undefined) return fallback;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error('Context oidcIssuers must be a JSON array of {issuer, audience}');
    }
  }
  return parseIssuers(parsed, 'Context oidcIssuers');
}

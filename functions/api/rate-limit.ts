/**
 * A token bucket per caller, in this process's memory. Behind API Gateway each Lambda instance
 * keeps its own buckets, so this is a guard against a runaway client, not an exact quota (the
 * gateway's throttling is the hard limit).
 */

export interface RateLimit {
  /** Requests allowed at once. */
  burst: number;
  /** Requests per second allowed over time. */
  perSecond: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: () => number,
    /** Callers kept at most (memory): past it, the bucket used longest ago goes. */
    private readonly maxBuckets = 50_000,
  ) {}

  /** The seconds `key` would wait for a token now (0: it has one), taking nothing. */
  waitFor(key: string): number {
    const b = this.buckets.get(key);
    if (!b) return 0;
    const tokens = Math.min(
      this.limit.burst,
      b.tokens + ((this.clock() - b.at) / 1000) * this.limit.perSecond,
    );
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.limit.perSecond);
  }

  /**
   * The IETF draft's RateLimit-Policy and RateLimit headers of `key`'s bucket now
   * (draft-ietf-httpapi-ratelimit-headers): the burst, its refill window, what is left.
   */
  headersFor(key: string): Record<string, string> {
    const b = this.buckets.get(key);
    const tokens = b
      ? Math.min(this.limit.burst, b.tokens + ((this.clock() - b.at) / 1000) * this.limit.perSecond)
      : this.limit.burst;
    const window = Math.ceil(this.limit.burst / this.limit.perSecond);
    const refill = Math.ceil((this.limit.burst - tokens) / this.limit.perSecond);
    return {
      'ratelimit-policy': `"burst";q=${this.limit.burst};w=${window}`,
      ratelimit: `"burst";r=${Math.floor(tokens)};t=${refill}`,
    };
  }

  /** Gives back a token taken for a request that turned out not to count (capped at the burst). */
  refund(key: string): void {
    const b = this.buckets.get(key);
    if (b) b.tokens = Math.min(this.limit.burst, b.tokens + 1);
  }

  /** Takes one token for `key`; returns the seconds to wait when there is none, else 0. */
  take(key: string): number {
    const now = this.clock();
    const b = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now };
    b.tokens = Math.min(this.limit.burst, b.tokens + ((now - b.at) / 1000) * this.limit.perSecond);
    b.at = now;
    // Most recently used last; past the cap the one used longest ago goes (a flood of new keys
    // must not reset everybody's bucket).
    this.buckets.delete(key);
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxBuckets) this.buckets.delete(this.buckets.keys().next().value!);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / this.limit.perSecond);
  }
}

/** RATE_LIMIT: `off`, or `<burst>/<perSecond>` (e.g. `120/20`); unset keeps `fallback`. */
export function rateLimitFromEnv(value: string | undefined, fallback: RateLimit | null): RateLimit | null {
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return null;
  const m = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(value);
  if (!m) throw new Error(`RATE_LIMIT must be "off" or "<burst>/<perSecond>", not "${value}"`);
  return { burst: Number(m[1]), perSecond: Number(m[2]) };
}

/** The per-caller token buckets: limits, refills, and a bounded memory that a flood cannot reset. */
import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimitFromEnv } from '../../functions/api/rate-limit';

describe('the rate limiter', () => {
  it('allows the burst, then one request per 1/perSecond seconds', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 2, perSecond: 1 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 1]);
    now += 1000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1);
  });

  it('past its size it forgets the caller seen longest ago, not everyone', () => {
    const limiter = new RateLimiter({ burst: 1, perSecond: 0.001 }, () => 0, 2);
    expect(limiter.take('busy')).toBe(0);
    expect(limiter.take('old')).toBe(0);
    expect(limiter.take('busy')).toBeGreaterThan(0);
    // A new caller arrives: 'old' (used longest ago) is forgotten; 'busy' stays limited.
    expect(limiter.take('new')).toBe(0);
    expect(limiter.take('busy')).toBeGreaterThan(0);
    expect(limiter.take('old')).toBe(0);
  });

  it('tells how long a caller would wait, without taking a token', () => {
    const limiter = new RateLimiter({ burst: 1, perSecond: 1 }, () => 0);
    expect(limiter.waitFor('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.waitFor('a')).toBe(1);
    expect(limiter.waitFor('a')).toBe(1);
  });

  it('reads RATE_LIMIT', () => {
    expect(rateLimitFromEnv('off', { burst: 1, perSecond: 1 })).toBeNull();
    expect(rateLimitFromEnv('120/20', null)).toEqual({ burst: 120, perSecond: 20 });
    expect(rateLimitFromEnv(undefined, null)).toBeNull();
    expect(() => rateLimitFromEnv('lots', null)).toThrow(/RATE_LIMIT/);
  });
});

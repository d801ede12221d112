/**
 * Bearer tokens. A token is `<playerId>.<secret>`: the id finds the player with one GetItem, and
 * the secret is checked against its stored SHA-256 (the token itself is never stored). Verified
 * tokens are remembered for a minute per process, so a move costs one read of the table, not two.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { PlayerRecord } from '../tables/model';
import type { AppDeps } from './deps';
import { HttpProblem } from './problem';

export type AuthEnv = { Variables: { player: PlayerRecord } };

const CACHE_MS = 60_000;
const CACHE_MAX = 10_000;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function tokenFor(playerId: string, secret: string): string {
  return `${playerId}.${secret}`;
}

export function requirePlayer(deps: AppDeps): MiddlewareHandler<AuthEnv> {
  const verified = new Map<string, { player: PlayerRecord; until: number }>();
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw new HttpProblem('auth/missing-token', 'send Authorization: Bearer <token>');
    const match = /^Bearer\s+([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,128})$/i.exec(header.trim());
    if (!match) throw new HttpProblem('auth/invalid-token', 'the token is not one this service issued');
    const [, id, secret] = match;
    const hash = hashSecret(secret);
    const key = `${id}:${hash}`;
    const now = deps.clock();
    const cached = verified.get(key);
    let player = cached && cached.until > now ? cached.player : null;
    if (!player) {
      const stored = await deps.store.getPlayer(id);
      if (!stored || !sameHash(stored.tokenHash, hash)) {
        throw new HttpProblem('auth/invalid-token', 'the token is not one this service issued');
      }
      player = stored;
      if (verified.size >= CACHE_MAX) verified.clear();
      verified.set(key, { player, until: now + CACHE_MS });
    }
    c.set('player', player);
    await next();
  };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Who is calling, and how much they may, as each route declares (access.ts): open, a token
 * optional, or a player's token (functions/accounts/authenticate.ts says what it may be).
 * Limits, per bucket:
 *
 * - per player: every signed-in request, taken before the store is read when the token's MAC
 *   already proves the player id;
 * - per client address: sign-ups; sign-in code redemptions (their own, tighter bucket);
 *   legacy tokens (`<playerId>.<secret>`, which cost a read before they can be told from a
 *   guess: taken before the read, given back when the token was good); and tokens refused
 *   without a read (forged, or a provider token that did not verify), which past their bucket
 *   get 429 instead of 401.
 *
 * A request with a valid device or provider token never waits on an address's buckets, however
 * many bad tokens come from the same address.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Authenticator, type Caller, type Claim } from '../accounts/authenticate';
import { AUTH_CODES, AuthError } from '../accounts/errors';
import type { Credential, PlayerRecord } from '../accounts/model';
import type { TableAlongside } from '../accounts/port';
import { negotiateLanguage } from '../i18n/languages';
import { normalizeCode } from '../tables/codes';
import type { TableRecord } from '../tables/model';
import { accessTable, type Matched, type RegisteredRoute } from './access';
import type { AppDeps } from './deps';
import { HttpProblem } from './problem';
import { type RateLimit, RateLimiter } from './rate-limit';
import { TableParamsSchema } from './schemas/table';

export type AuthEnv = {
  Variables: {
    player: PlayerRecord;
    credential: Credential;
    /**
     * The table of a table's read or move, read with the caller's device token in one round
     * trip (null: there is no such table); unset when it was not (by code, other credentials).
     */
    tableRead?: TableRecord | null;
    /** This request's deps: its store bound to the request's deadline (app.ts). */
    deps: AppDeps;
  };
};

/** The table a route reads with the token (its declaration's `preRead`), by id: a join code needs its own item read first. */
function tableAlongside(deps: AppDeps, matched: Matched | undefined): TableAlongside | undefined {
  const id = matched?.params.id;
  if (matched?.declaration.preRead !== 'table' || id === undefined) return undefined;
  if (!TableParamsSchema.shape.id.safeParse(id).success || normalizeCode(id)) return undefined;
  return { tableId: id, held: deps.recent?.get(id) };
}

/** Refusals of a token that cost no read, counted against the caller's address. */
const READLESS_REFUSALS = new Set<string>([
  AUTH_CODES.invalidToken,
  AUTH_CODES.unknownIssuer,
  AUTH_CODES.unsignedToken,
  AUTH_CODES.algorithmNotAllowed,
  AUTH_CODES.unknownKey,
  AUTH_CODES.badSignature,
  AUTH_CODES.expiredToken,
  AUTH_CODES.tokenNotYetValid,
  AUTH_CODES.wrongAudience,
  AUTH_CODES.invalidClaims,
]);

/**
 * Authenticates each `/v1` request as its route declares (access.ts): `routes` are the app's
 * registered routes, read on the first request.
 */
export function requirePlayer(
  deps: AppDeps,
  addressOf: (c: Context) => string,
  routes: () => readonly RegisteredRoute[],
): MiddlewareHandler<AuthEnv> {
  const accessOf = accessTable(routes);
  const authenticator = new Authenticator(deps);
  const bucket = (limit: RateLimit | null) => limit && new RateLimiter(limit, deps.clock);
  const perCaller = bucket(deps.config.rateLimit);
  const legacyReads = bucket(deps.config.rateLimit);
  const refusals = bucket(deps.config.rateLimit);
  const signIn = bucket(deps.config.signInLimit);

  return async (c, next) => {
    const address = `addr:${addressOf(c)}`;
    const matched = accessOf(c.req.method, c.req.path);
    // A path no route has needs a token, as any other: a caller without one learns nothing of it.
    const declared = matched?.declaration ?? { access: 'player' };
    if (declared.access === 'open' || (declared.access === 'optional' && !c.req.header('authorization'))) {
      const limiter = declared.bucket === 'signIn' ? signIn : perCaller;
      take(limiter, address);
      await next();
      return tellLimit(c, limiter, address);
    }

    let claim: Claim;
    try {
      claim = await authenticator.identify(c.req.header('authorization'));
    } catch (err) {
      if (err instanceof AuthError && READLESS_REFUSALS.has(err.code)) take(refusals, address);
      throw err;
    }

    let caller: Caller;
    if (claim.kind === 'legacy') {
      take(legacyReads, address);
      try {
        caller = await authenticator.confirm(claim);
      } catch (err) {
        // Only a wrong token counts: not a store outage.
        if (!(err instanceof AuthError)) legacyReads?.refund(address);
        throw err;
      }
      legacyReads?.refund(address);
    } else {
      if (claim.playerId) take(perCaller, `player:${claim.playerId}`);
      // A provider account's first request makes its player, in the language the request asks for.
      const asked = claim.kind === 'identity' ? c.req.header('accept-language') : undefined;
      caller = await authenticator.confirm(
        claim,
        tableAlongside(deps, matched),
        asked ? negotiateLanguage(asked) : undefined,
      );
    }
    if (claim.kind !== 'device') take(perCaller, `player:${caller.player.id}`);
    if (declared.playerBucket === 'signIn') take(signIn, `player:${caller.player.id}`);

    c.set('player', caller.player);
    c.set('credential', caller.credential);
    if (caller.table !== undefined) c.set('tableRead', caller.table);
    await next();
    tellLimit(c, perCaller, `player:${caller.player.id}`);
  };
}

/** The answer's RateLimit-Policy and RateLimit headers, of the bucket the request was counted in. */
function tellLimit(c: Context, limiter: RateLimiter | null, key: string): void {
  if (!limiter) return;
  for (const [name, value] of Object.entries(limiter.headersFor(key))) c.res.headers.set(name, value);
}

/** The caller, on a route a token is optional on (access 'optional'): null for none. */
export function callerOrNull(c: Context<AuthEnv>): PlayerRecord | null {
  return (c.get('player') as PlayerRecord | undefined) ?? null;
}

/** Takes a token from `limiter` for `key`, or refuses the request with 429 and Retry-After. */
function take(limiter: RateLimiter | null, key: string): void {
  const wait = limiter?.take(key) ?? 0;
  if (wait > 0) {
    throw new HttpProblem('request/rate-limited', `slow down: try again in ${wait} s`, {
      headers: { 'retry-after': String(wait), ...limiter?.headersFor(key) },
    });
  }
}

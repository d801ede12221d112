/**
 * Who is calling, and how much they may: every `/v1` route but sign-up and sign-in needs a
 * bearer token (functions/accounts/authenticate.ts says what it may be). Limits, per bucket:
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
import { normalizeCode } from '../tables/codes';
import type { TableRecord } from '../tables/model';
import type { AppDeps } from './deps';
import { HttpProblem } from './problem';
import { type RateLimit, RateLimiter } from './rate-limit';

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

/**
 * The requests whose table is read with the token: a table's GET and a move, by id (a join code
 * needs its own item read first). The turn a client takes is these two.
 */
const READS_TABLE = /^\/v1\/tables\/([A-Za-z0-9_-]{1,40})(\/moves)?$/;

function tableAlongside(deps: AppDeps, method: string, path: string): TableAlongside | undefined {
  const m = READS_TABLE.exec(path);
  if (!m || method !== (m[2] ? 'POST' : 'GET') || normalizeCode(m[1])) return undefined;
  return { tableId: m[1], held: deps.recent?.get(m[1]) };
}

/** Routes without a token, each limited per address in its own bucket (the providers: sign-up's). */
const OPEN_ROUTES: Record<string, 'signUp' | 'signIn'> = {
  'POST /v1/players': 'signUp',
  'POST /v1/players/sign-in': 'signIn',
  'GET /v1/sign-in-providers': 'signUp',
};
/**
 * Reads anyone may make without a token, limited per address like sign-up: watching a public
 * table (its picture, spectator view and feed; a private one still refuses), a finished public
 * match's hand analyses, its quick phrases, the lobby, who is on vacation, a player's public profile (not /v1/players/me) and a
 * leaderboard (not its "me"). A token sent with one is checked as on any other route.
 */
const WATCH_PATH =
  /^\/v1\/(lobby|tables\/[^/]+\/(picture\.svg|spectate|events|phrases|hands\/\d+\/analysis)|players\/(?!me$)[^/]+|leaderboards\/[^/]+|vacations)$/;
/** Making a sign-in code: limited per player in the sign-in bucket too (a code is a target). */
const MAKES_SIGN_IN_CODE = 'POST /v1/me/sign-in-codes';

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

export function requirePlayer(deps: AppDeps, addressOf: (c: Context) => string): MiddlewareHandler<AuthEnv> {
  const authenticator = new Authenticator(deps);
  const bucket = (limit: RateLimit | null) => limit && new RateLimiter(limit, deps.clock);
  const perCaller = bucket(deps.config.rateLimit);
  const legacyReads = bucket(deps.config.rateLimit);
  const refusals = bucket(deps.config.rateLimit);
  const signIn = bucket(deps.config.signInLimit);

  return async (c, next) => {
    const address = `addr:${addressOf(c)}`;
    const route = `${c.req.method} ${c.req.path}`;
    const open = OPEN_ROUTES[route];
    if (open) {
      take(open === 'signUp' ? perCaller : signIn, address);
      return next();
    }
    if (c.req.method === 'GET' && WATCH_PATH.test(c.req.path) && !c.req.header('authorization')) {
      take(perCaller, address);
      return next();
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
      caller = await authenticator.confirm(claim, tableAlongside(deps, c.req.method, c.req.path));
    }
    if (claim.kind !== 'device') take(perCaller, `player:${caller.player.id}`);
    if (route === MAKES_SIGN_IN_CODE) take(signIn, `player:${caller.player.id}`);

    c.set('player', caller.player);
    c.set('credential', caller.credential);
    if (caller.table !== undefined) c.set('tableRead', caller.table);
    await next();
  };
}

/** The caller, on a route a token is optional on (WATCH_PATH): null for none. */
export function callerOrNull(c: Context<AuthEnv>): PlayerRecord | null {
  return (c.get('player') as PlayerRecord | undefined) ?? null;
}

/** Takes a token from `limiter` for `key`, or refuses the request with 429 and Retry-After. */
function take(limiter: RateLimiter | null, key: string): void {
  const wait = limiter?.take(key) ?? 0;
  if (wait > 0) {
    throw new HttpProblem('request/rate-limited', `slow down: try again in ${wait} s`, {
      headers: { 'retry-after': String(wait) },
    });
  }
}

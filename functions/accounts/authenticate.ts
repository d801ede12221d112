/**
 * Authenticates a request in two steps, so that the API can rate-limit between them.
 *
 * 1. `identify` needs no store: a device token's MAC, a provider token's signature and claims.
 *    A forgery fails here, before anything is read, and costs no one anything.
 * 2. `confirm` reads the store: the device token's item (revoked tokens are gone; the secret's
 *    hash must match), or the player a provider account belongs to (made on first sign-in), or,
 *    for a legacy token, the player item's hash.
 *
 * The player item is read with the token on every request (one BatchGetItem for a device
 * token), consistently: a revocation or a new name holds from the next request on, on every
 * instance. Only identity links, which are never undone, are kept per process.
 */

import type { Language } from '../i18n/languages';
import { type Bearer, checkMac, hashSecret, parseBearer, sameHash } from './bearer';
import type { AccountContext } from './context';
import { AUTH_CODES, AuthError } from './errors';
import type { Credential, PlayerRecord } from './model';
import type { VerifiedIdentity } from './oidc';
import type { AlongsideTable, TableAlongside } from './port';
import { profileOf } from './profile';

/** A device token's last use is written at most this often: not a write per request. */
export const LAST_USE_EVERY_MS = 3600_000;
const IDENTITIES_KEPT = 10_000;

/** What step 1 established. */
export type Claim =
  /** A device token the service made (its MAC holds): the player id is known. */
  | { kind: 'device'; playerId: string; bearer: Extract<Bearer, { kind: 'device' }> }
  /** A legacy token: nothing is known until the store is read. */
  | { kind: 'legacy'; playerId: string; bearer: Extract<Bearer, { kind: 'legacy' }> }
  /** A provider token that verified. */
  | { kind: 'identity'; playerId: null; identity: VerifiedIdentity };

export interface Caller {
  player: PlayerRecord;
  credential: Credential;
  /**
   * The table read with a device token (confirm's `alongside`); null: none; undefined: not read.
   *
   * Other credentials never read one.
   */
  table?: AlongsideTable | null;
}

const invalid = () => new AuthError(AUTH_CODES.invalidToken, 'the token is not one this service issued');

export class Authenticator {
  /** Provider accounts seen, and their players: a link, once made, is never undone. */
  private readonly identities = new Map<string, string>();

  constructor(private readonly ctx: AccountContext) {}

  async identify(header: string | undefined): Promise<Claim> {
    if (!header) throw new AuthError(AUTH_CODES.missingToken, 'send Authorization: Bearer <token>');
    const bearer = parseBearer(header);
    if (!bearer) throw invalid();
    if (bearer.kind === 'legacy') return { kind: 'legacy', playerId: bearer.playerId, bearer };
    if (bearer.kind === 'jwt') {
      if (!this.ctx.oidc) throw invalid();
      return { kind: 'identity', playerId: null, identity: await this.ctx.oidc.verify(bearer.jwt) };
    }
    let verdict = checkMac(await this.ctx.keys.get(), bearer);
    // A key this process does not have yet: the ring may have been rotated since it was read.
    if (verdict === 'unknown-key') verdict = checkMac(await this.ctx.keys.reload(), bearer);
    if (verdict !== 'ok') throw invalid();
    return { kind: 'device', playerId: bearer.playerId, bearer };
  }

  /**
   * The caller, confirmed against the store. `alongside`: a table the request will read anyway,
   * read in the device token's round trip (one DynamoDB request for both). `language`: what a
   * player made now speaks (a provider account's first sign-in), from the request.
   */
  async confirm(claim: Claim, alongside?: TableAlongside, language?: Language): Promise<Caller> {
    if (claim.kind === 'legacy') {
      const player = await this.ctx.store.getPlayer(claim.playerId);
      if (!player?.tokenHash || !sameHash(player.tokenHash, hashSecret(claim.bearer.secret))) throw invalid();
      return { player, credential: { kind: 'legacy' } };
    }
    if (claim.kind === 'identity') {
      const { issuer, subject } = claim.identity;
      const key = JSON.stringify([issuer, subject]);
      let playerId = this.identities.get(key);
      let player: PlayerRecord | null = null;
      if (!playerId) {
        // Provider sign-in is rare: its code loads with the first one (not at a cold start).
        const found = await (await import('./identities')).playerForIdentity(
          this.ctx,
          claim.identity,
          language,
        );
        playerId = found.playerId;
        player = found.created;
        this.remember(this.identities, key, playerId);
      }
      return {
        player: player ?? (await this.profile(playerId)),
        credential: { kind: 'identity', issuer, subject },
      };
    }
    const { playerId, bearer } = claim;
    const { token, player, table } = await this.ctx.store.getDeviceTokenAndPlayer(
      playerId,
      bearer.tokenId,
      alongside,
    );
    if (!token) throw new AuthError(AUTH_CODES.revokedToken, 'this token was revoked; sign in again');
    if (!sameHash(token.secretHash, hashSecret(bearer.secret))) throw invalid();
    // A token whose player is gone: nothing it can sign.
    if (!player) throw invalid();
    const now = this.ctx.now().getTime();
    if (now - Date.parse(token.lastUsedAt) >= LAST_USE_EVERY_MS) {
      // Conditional on the last use being over an hour old: racing requests write it once. A
      // failed write only leaves the time older than it could be.
      await this.ctx.store
        .touchDeviceToken(
          playerId,
          token.id,
          new Date(now).toISOString(),
          new Date(now - LAST_USE_EVERY_MS).toISOString(),
        )
        .catch(() => {});
    }
    return { player: profileOf(player), credential: { kind: 'device', tokenId: token.id }, table };
  }

  /** The player's profile as it is now. */
  private async profile(playerId: string): Promise<PlayerRecord> {
    const stored = await this.ctx.store.getPlayer(playerId);
    // An identity whose player is gone: nothing it can sign.
    if (!stored) throw invalid();
    return profileOf(stored);
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.size >= IDENTITIES_KEPT) map.delete(map.keys().next().value!);
    map.set(key, value);
  }
}

/**
 * What an `Authorization: Bearer` value is, by its shape alone (no key, no store):
 *
 * - a device token, `<playerId>.<tokenId>.<secret>.<keyId>.<mac>`: the MAC (token-keys.ts) over
 *   everything before it proves the service made it, before anything is read;
 * - a token from before device tokens, `<playerId>.<secret>` (checked against the player item);
 * - a JWT from an OpenID Connect provider, `<header>.<payload>.<signature>` (oidc.ts), whose
 *   header is base64url JSON and so starts with `eyJ` (the signature may be empty: `alg: none`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TokenKeyRing } from './token-keys';

const PART = '[A-Za-z0-9_-]';
const DEVICE = new RegExp(
  `^(${PART}{1,64})\\.(${PART}{1,32})\\.(${PART}{43})\\.(${PART}{1,16})\\.(${PART}{22})$`,
);
const LEGACY = new RegExp(`^(${PART}{1,64})\\.(${PART}{1,128})$`);
const JWT = new RegExp(`^eyJ${PART}*\\.${PART}+\\.${PART}*$`);
/** Provider tokens are a few KB at most; longer is not one. */
const MAX_JWT_CHARS = 8192;

export type Bearer =
  | { kind: 'device'; playerId: string; tokenId: string; secret: string; keyId: string; mac: string }
  | { kind: 'legacy'; playerId: string; secret: string }
  | { kind: 'jwt'; jwt: string };

/** The bearer value of an Authorization header; null when it is none of the three. */
export function parseBearer(header: string): Bearer | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!m) return null;
  const value = m[1];
  const device = DEVICE.exec(value);
  if (device) {
    const [, playerId, tokenId, secret, keyId, mac] = device;
    return { kind: 'device', playerId, tokenId, secret, keyId, mac };
  }
  const legacy = LEGACY.exec(value);
  if (legacy) return { kind: 'legacy', playerId: legacy[1], secret: legacy[2] };
  if (value.length <= MAX_JWT_CHARS && JWT.test(value)) return { kind: 'jwt', jwt: value };
  return null;
}

/** A new device token's text: its parts, then their MAC under the ring's current key. */
export function deviceToken(ring: TokenKeyRing, playerId: string, tokenId: string, secret: string): string {
  const signed = `${playerId}.${tokenId}.${secret}.${ring.currentId}`;
  return `${signed}.${ring.sign(signed)}`;
}

/** Whether the service made this device token: 'unknown-key' when its key is not in the ring. */
export function checkMac(
  ring: TokenKeyRing,
  t: Extract<Bearer, { kind: 'device' }>,
): 'ok' | 'forged' | 'unknown-key' {
  if (!ring.has(t.keyId)) return 'unknown-key';
  const body = `${t.playerId}.${t.tokenId}.${t.secret}.${t.keyId}`;
  return ring.verify(t.keyId, body, t.mac) ? 'ok' : 'forged';
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The server keys that sign device tokens. A token carries the id of the key that made its MAC,
 * so a rotation has two keys valid at once: new tokens get the current key, tokens made with an
 * older key keep working for as long as that key stays in the ring.
 *
 * As text (the Secrets Manager secret, the local key file): a JSON object whose `current` names
 * the signing key and every other member is a key, `{"current":"k2","k1":"…","k2":"…"}`; a key
 * is any string of at least 32 characters (its UTF-8 bytes are the HMAC key).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A key id: short, so it costs the token little. */
const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const MIN_KEY_CHARS = 32;
/** HMAC-SHA256 cut to 128 bits: 22 characters; a guess succeeds with probability 2^-128. */
const MAC_BYTES = 16;

export class TokenKeyRing {
  private constructor(
    readonly currentId: string,
    private readonly keys: ReadonlyMap<string, Buffer>,
  ) {}

  /** Parses the key ring's text; throws (naming no key material) when it is not one. */
  static parse(text: string): TokenKeyRing {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Error('the token key ring is not JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error('the token key ring must be a JSON object');
    }
    const { current, ...rest } = value as Record<string, unknown>;
    const keys = new Map<string, Buffer>();
    for (const [id, key] of Object.entries(rest)) {
      if (!KEY_ID.test(id)) throw new Error(`token key id "${id}" is not 1-16 letters, digits, - or _`);
      if (typeof key !== 'string' || key.length < MIN_KEY_CHARS) {
        throw new Error(`token key "${id}" must be a string of at least ${MIN_KEY_CHARS} characters`);
      }
      keys.set(id, Buffer.from(key, 'utf8'));
    }
    if (typeof current !== 'string' || !keys.has(current)) {
      throw new Error('the token key ring\'s "current" must name one of its keys');
    }
    return new TokenKeyRing(current, keys);
  }

  /** A new ring of one random key, as text (the local server's first start, tests). */
  static generateText(keyId = 'k1'): string {
    return JSON.stringify({ current: keyId, [keyId]: randomBytes(32).toString('base64url') });
  }

  static generate(keyId = 'k1'): TokenKeyRing {
    return TokenKeyRing.parse(TokenKeyRing.generateText(keyId));
  }

  has(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** The MAC of `body` under the current key. */
  sign(body: string): string {
    return this.mac(this.currentId, body);
  }

  /** True when `mac` is `body`'s under key `keyId` (false for a key not in the ring). */
  verify(keyId: string, body: string, mac: string): boolean {
    if (!this.keys.has(keyId)) return false;
    const expected = Buffer.from(this.mac(keyId, body), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(keyId: string, body: string): string {
    const key = this.keys.get(keyId)!;
    return createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES).toString('base64url');
  }
}

/**
 * Where the ring comes from, read once and kept. A token naming a key this process does not
 * have may mean the ring was rotated since: `reload` reads it again, at most once a minute, so
 * made-up key ids cannot make the process read its secret over and over.
 */
export class TokenKeys {
  private ring: Promise<TokenKeyRing> | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly read: () => Promise<string>,
    private readonly clock: () => number = () => performance.now(),
    private readonly reloadAfterMs = 60_000,
  ) {}

  /** A ring fixed in memory (tests, the OpenAPI script, `npm start --in-memory`). */
  static of(ring: TokenKeyRing): TokenKeys {
    const keys = new TokenKeys(async () => '');
    keys.ring = Promise.resolve(ring);
    keys.loadedAt = Number.POSITIVE_INFINITY;
    return keys;
  }

  get(): Promise<TokenKeyRing> {
    if (!this.ring) {
      this.loadedAt = this.clock();
      const loading = this.read().then(TokenKeyRing.parse);
      // A failed read is tried again by the next request, not remembered.
      loading.catch(() => {
        if (this.ring === loading) this.ring = null;
      });
      this.ring = loading;
    }
    return this.ring;
  }

  /** The ring read afresh if the last read is over a minute old; else the one held. */
  reload(): Promise<TokenKeyRing> {
    if (this.clock() - this.loadedAt < this.reloadAfterMs) return this.get();
    const previous = this.ring;
    this.ring = null;
    // A failed read keeps the ring held before: the tokens it checks stay good.
    return this.get().catch((err: unknown) => {
      if (!previous) throw err;
      this.ring ??= previous;
      return previous;
    });
  }
}

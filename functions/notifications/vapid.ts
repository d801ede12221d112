/**
 * The server's VAPID key pair (RFC 8292), which signs every Web Push request so that push
 * services know the sender, and whose public half a browser subscribes with. Kept like the
 * token keys: a file in development (vapid-file.ts), a Secrets Manager secret in the stack
 * (vapid-secret.ts). Both hold only a seed, `{"seed":"<64 random letters and digits>"}`, which
 * the secret can generate by itself (CloudFormation makes no EC keys): the P-256 private key
 * is its SHA-256 (a number below the curve's order but for odds of about 2^-32, refused then),
 * the public key follows from it. Read once per process, at the first need, and kept.
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';

export interface VapidKeyPair {
  /** The uncompressed P-256 point, base64url (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

/** P-256's order n: a private key is in [1, n). */
const ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

export function vapidKeysOf(seed: string): VapidKeyPair {
  if (seed.length < 32) throw new Error('the VAPID seed is shorter than 32 characters');
  const scalar = createHash('sha256').update(`dominoes-vapid:${seed}`).digest();
  const n = BigInt(`0x${scalar.toString('hex')}`);
  if (n === 0n || n >= ORDER) throw new Error('the VAPID seed makes no P-256 key: choose another');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar.toString('base64url') };
}

/** A new seed file's text. */
export function newVapidSeedText(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const seed = [...randomBytes(64)].map((b) => letters[b % letters.length]).join('');
  return JSON.stringify({ seed });
}

/** The key pair from the seed's text, read at the first need and kept. */
export class VapidKeys {
  private pair: Promise<VapidKeyPair> | undefined;
  constructor(private readonly load: () => Promise<string>) {}

  static parse(text: string): VapidKeyPair {
    const seed = (JSON.parse(text) as { seed?: unknown }).seed;
    if (typeof seed !== 'string') throw new Error('the VAPID keys have no "seed"');
    return vapidKeysOf(seed);
  }

  get(): Promise<VapidKeyPair> {
    this.pair ??= this.load().then(VapidKeys.parse);
    // A failed read is tried again at the next need.
    this.pair.catch(() => {
      this.pair = undefined;
    });
    return this.pair;
  }
}
